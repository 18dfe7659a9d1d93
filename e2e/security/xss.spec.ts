import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "../support/hydration";
import { ADMIN, signedInContext } from "../support/security";

// Stored XSS (ASVS V5.3): markup an administrator (or a stolen admin session) types into a title
// or description is shown as text on the public site and in the back office. No dialog opens and
// no injected handler runs. The payloads set a marker as well as calling alert, so a script that
// runs without a dialog is caught too.

const marker = (n: number) => `window.__xss${n}=1`;
const payloads = (tag: string) => ({
  script: `${tag}<script>${marker(1)};alert(1)</script>`,
  img: `${tag}<img src=x onerror="${marker(2)};alert(2)">`,
  svg: `${tag}"><svg onload="${marker(3)};alert(3)">`,
});

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function noScriptRan(page: Page) {
  const flags = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [w.__xss1, w.__xss2, w.__xss3];
  });
  expect(flags).toEqual([undefined, undefined, undefined]);
  // The payloads are in the page as text, not as elements.
  expect(await page.locator("img[src='x']").count()).toBe(0);
  expect(await page.locator("svg[onload]").count()).toBe(0);
}

test.describe("markup in content is shown as text", () => {
  test.describe.configure({ mode: "serial" });
  const tag = `xss${Date.now().toString(36)}`;
  const p = payloads(tag);
  /** The rows made here, removed at the end: the shared server's public pages stay as they were. */
  const made: string[] = [];

  test.beforeAll(async ({ baseURL }) => {
    const { context, accessToken } = await signedInContext(baseURL!);
    const headers = { authorization: `Bearer ${accessToken}` };
    const create = async (table: string, data: Record<string, unknown>) => {
      const res = await context.post(`/api/${table}`, { headers, data });
      expect(res.status(), `${table}: ${await res.text()}`).toBe(201);
      made.push(`/api/${table}/${((await res.json()) as { id: string }).id}`);
    };
    await create("demos", {
      title: p.script,
      type: "lien",
      description: p.img,
      media_url: "https://example.com/demo",
    });
    await create("demos", {
      title: p.svg,
      type: "lien",
      description: p.script,
      media_url: "https://example.com/demo2",
    });
    await create("services", { title: p.script, description: p.img, category: p.svg });
    await create("case_studies", { title: p.img, description: p.script, client: p.svg });
    await create("research", {
      title: p.svg,
      description: p.img,
      category: p.script,
      start_date: "2026-01-01",
      team: [p.img],
    });
    await create("markets", {
      name: p.script,
      description: p.svg,
      region: p.img,
      key_players: [p.script],
    });
    await context.dispose();
  });

  test.afterAll(async ({ baseURL }) => {
    const { context, accessToken } = await signedInContext(baseURL!);
    const headers = { authorization: `Bearer ${accessToken}` };
    for (const path of made) {
      expect((await context.delete(path, { headers })).status(), path).toBe(204);
    }
    await context.dispose();
  });

  test("on the public demos page", async ({ page }) => {
    const dialogs = await watch(page);
    await page.goto("/demos");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: p.script })).toBeVisible();
    await expect(page.getByRole("heading", { name: p.svg })).toBeVisible();
    await expect(page.getByText(p.img, { exact: true })).toBeVisible();
    await noScriptRan(page);
    // Once more from the page cache.
    await page.reload();
    await expect(page.getByRole("heading", { name: p.script })).toBeVisible();
    await noScriptRan(page);
    expect(dialogs).toEqual([]);
  });

  test("in every admin list and the dashboard", async ({ page, baseURL }) => {
    const dialogs = await watch(page);
    const { context } = await signedInContext(baseURL!, ADMIN.email, ADMIN.password);
    await page.context().addCookies((await context.storageState()).cookies);
    await context.dispose();
    const screens: [string, string][] = [
      ["/admin", p.script],
      ["/admin/services", p.script],
      ["/admin/cases", p.img],
      ["/admin/research", p.svg],
      ["/admin/markets", p.script],
      ["/admin/demos", p.svg],
    ];
    for (const [path, shown] of screens) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByText(shown, { exact: true }).first(), path).toBeVisible();
      await noScriptRan(page);
    }
    expect(dialogs).toEqual([]);
  });
});
