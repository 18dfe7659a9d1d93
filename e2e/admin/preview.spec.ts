import type { FrameLocator, Locator, Page } from "@playwright/test";
import { ar } from "#domain/i18n/ar";
import { expect, expectNoAxeViolations, open, test } from "../support/admin";
import { adminHeaders } from "../support/site";

// 'Aperçu': the public site in a frame, with 'Modifier sur la page'. What is checked is what the
// person sees: the page in the frame, its outlines, and the element the admin screen was told of.

const frameOf = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title^="Aperçu de la page"]');
const editorAside = (page: Page) => page.getByRole("complementary", { name: "Édition" });
const outline = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).outlineStyle);
const focusedTarget = (frame: FrameLocator) =>
  frame.locator(":root").evaluate(() => document.activeElement?.getAttribute("data-ada-edit"));

test("the Arabic home page in the preview: 'Modifier sur la page' outlines the hero title, a click or Enter on it reaches the admin screen", async ({
  page,
}) => {
  await open(page, "/admin/apercu?path=/&lang=ar");
  await expect(page.getByRole("heading", { name: "Aperçu", level: 1 })).toBeVisible();
  const frame = frameOf(page);
  const title = frame.getByRole("heading", { level: 1, name: ar["hero.title"] });
  await expect(title).toBeVisible();
  await expect(frame.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    frame.getByText("Aperçu : la page telle que les visiteurs la verront"),
  ).toBeVisible();
  await expect(title).toHaveAttribute("data-ada-edit", "text:hero.title");
  await expectNoAxeViolations(page);

  // Not in edit mode: nothing is outlined, a click edits nothing.
  await title.hover();
  expect(await outline(title)).toBe("none");

  const toggle = page.getByRole("button", { name: "Modifier sur la page" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await title.hover();
  await expect.poll(() => outline(title)).toBe("dashed");
  await title.click();
  await expect(editorAside(page)).toContainText("hero.title");

  // By keyboard: each marked text is a Tab stop, Enter opens it.
  const eyebrow = frame.getByText(ar["hero.eyebrow"], { exact: true });
  await eyebrow.click();
  await expect(editorAside(page)).toContainText("hero.eyebrow");
  // The editor took the focus; from the eyebrow again, Tab reaches the next marked text.
  await eyebrow.focus();
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedTarget(frame)).toBe("text:hero.title");
  await expect.poll(() => outline(title)).toBe("solid");
  await page.keyboard.press("Enter");
  await expect(editorAside(page)).toContainText("hero.title");
});

test("links in the frame stay in the preview, and the address follows the page shown", async ({
  page,
}) => {
  await open(page, "/admin/apercu?path=/&lang=en");
  const frame = frameOf(page);
  await frame.getByRole("contentinfo").getByRole("link", { name: "Case Studies" }).click();
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/apercu\?path=%2Fcases&lang=en$/);
  const src = await page
    .locator('iframe[title^="Aperçu de la page"]')
    .evaluate((node) => (node as HTMLIFrameElement).contentWindow?.location.pathname);
  expect(src).toBe("/preview/cases");
});

test("on a phone 390 px wide the preview screen fits: the frame at phone width, nothing wider", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/admin/apercu?path=/&lang=ar");
  // A phone shows the page at a phone's width, as tall as most of the screen.
  await expect(page.getByRole("button", { name: "Téléphone (390 px)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(frameOf(page).getByRole("heading", { level: 1 })).toBeVisible();
  const box = await page.locator('iframe[title^="Aperçu de la page"]').boundingBox();
  expect(box!.height).toBeGreaterThan(500);
  const widest = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(widest).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test("reached from the dashboard, the menu and 'Aperçu' beside 'Modifier' in a row: the row's own page", async ({
  page,
}) => {
  await open(page, "/admin");
  await page.getByRole("link", { name: "Ouvrir l'aperçu du site (modifier sur la page)" }).click();
  await expect(page).toHaveURL(/\/admin\/apercu/);
  await expect(page.getByRole("link", { name: "Aperçu", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.getByRole("link", { name: "Études de cas", exact: true }).click();
  const preview = page.getByRole("link", { name: /^Aperçu de / }).first();
  const name = (await preview.getAttribute("aria-label"))!.slice("Aperçu de ".length);
  await preview.click();
  await expect(page).toHaveURL(/\/admin\/apercu\?path=%2Fcases%2F/);
  await expect(frameOf(page).getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a draft case study scheduled for later shows in the preview with its schedule, and not on the public site", async ({
  page,
  request,
  baseURL,
}) => {
  const slug = `apercu-brouillon-${Date.now()}`;
  const created = await request.post("/api/case_studies", {
    headers: await adminHeaders(request),
    data: {
      title: "Étude pas encore publiée",
      description: "Un tableau de bord pour un réseau de cliniques",
      client: "Cliniques du Golfe",
      slug,
      published: false,
      publish_at: "2099-01-15T09:00:00.000Z",
    },
  });
  expect(created.status()).toBe(201);

  await open(page, `/admin/apercu?path=/cases/${slug}&lang=fr`);
  const frame = frameOf(page);
  await expect(
    frame.getByRole("heading", { level: 1, name: "Étude pas encore publiée" }),
  ).toBeVisible();
  await expect(
    frame.getByText(
      "Brouillon : cette page n'est pas encore publiée. Programmé le 15 janvier 2099 à 10:00.",
    ),
  ).toBeVisible();

  // A visitor (no session) asks the same address: not found, nothing of the draft.
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const publicPage = await visitor.newPage();
    const answer = await publicPage.goto(`/cases/${slug}?lang=fr`);
    expect(answer?.status()).toBe(404);
    await expect(publicPage.getByText("Étude pas encore publiée")).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
