import { anonymousTest, expect, open, test } from "../support/admin";
import { expectFitsPhones } from "../support/phone-widths";
import { ADMIN_PAGES } from "../support/security";
import { adminHeaders } from "../support/site";

// No admin screen is wider than a phone's viewport, and its header's controls stay on screen,
// even with a title that has no break opportunity (a pasted URL): it once widened the demos
// screen to 556 px at 360.
const LONG_TITLE = `https://example.com/${"motsanscoupure".repeat(8)}`;
const SHOWN_ON: Record<string, true> = {
  "/admin": true,
  "/admin/services": true,
  "/admin/demos": true,
  "/admin/journal": true,
};

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (const [table, row] of [
    ["demos", { title: LONG_TITLE, type: "lien", media_url: "https://example.com/demo" }],
    ["services", { title: LONG_TITLE, description: "Une description.", category: "IA" }],
  ] as const) {
    const created = await request.post(`/api/${table}`, { headers, data: row });
    expect(created.status(), table).toBe(201);
  }
});

for (const screen of ADMIN_PAGES) {
  test(`${screen} fits phones from 320 to 414 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(screen);
    // The rows come from the API once the page runs: measure once they are there.
    if (SHOWN_ON[screen]) await expect(page.getByText(LONG_TITLE).first()).toBeVisible();
    // The site texts are the catalogs' keys: measured once the first key's fields are there.
    if (screen === "/admin/site-texts") {
      await expect(page.getByRole("group", { name: /site\.skipToContent$/ })).toBeVisible();
    }
    await expectFitsPhones(page, screen);
  });
}

test("on a phone a list's filters fold behind 'Filtres' so the first screen shows rows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, "/admin/services");
  const filters = page.getByRole("button", { name: "Filtres" });
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Rechercher")).toBeHidden();
  await expect(page.getByRole("row").nth(1)).toBeInViewport();
  await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Rechercher").fill("motsanscoupure");
  await expect(page.getByRole("row").filter({ hasText: LONG_TITLE }).first()).toBeVisible();
  await expect(filters).toContainText("(1)");

  // The journal's filters fold the same way.
  await open(page, "/admin/journal");
  await expect(page.getByLabel("Action")).toBeHidden();
  await page.getByRole("button", { name: "Filtres" }).click();
  await expect(page.getByLabel("Action")).toBeVisible();

  // From 640 px up the filters are shown and the button is not.
  await page.setViewportSize({ width: 640, height: 800 });
  await open(page, "/admin/services");
  await expect(page.getByLabel("Rechercher")).toBeVisible();
  await expect(page.getByRole("button", { name: "Filtres" })).toBeHidden();
});

anonymousTest("the login screen fits phones from 320 to 414 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/admin/login");
  await expectFitsPhones(page, "/admin/login");
});

test("a content list's rows are drawn once, each a card at 320 px with its columns' names", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/admin/services");
  // The file's rows, made once per worker that runs its tests.
  const rows = page.getByRole("row").filter({ hasText: LONG_TITLE });
  const row = rows.first();
  await expect(row.getByRole("cell", { name: `Titre ${LONG_TITLE}` })).toBeVisible();
  await expect(row.getByRole("cell", { name: /^Prix / })).toBeVisible();
  const edit = row.getByRole("button", { name: `Modifier ${LONG_TITLE}` });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport({ ratio: 1 });
  // The cells one under the other, the header row out of sight, nothing wider than the screen.
  const [title, category] = await Promise.all(
    [0, 1].map((cell) => row.getByRole("cell").nth(cell).boundingBox()),
  );
  expect(category?.y).toBeGreaterThanOrEqual((title?.y ?? 0) + (title?.height ?? 0));
  expect((await page.locator("main thead").boundingBox())?.width).toBeLessThanOrEqual(1);
  await expectFitsPhones(page, "/admin/services");

  // The server's HTML has each row once: as many rows as the page shows, the title once a row.
  const html = await (await page.request.get("/admin/services")).text();
  expect(html.match(/<tr[\s>]/g)?.length).toBe(await page.getByRole("row").count());
  expect(html.split(`>${LONG_TITLE}<`).length - 1).toBe(await rows.count());
});
