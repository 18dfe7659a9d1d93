import type { Browser, Locator, Page } from "@playwright/test";
import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { fr } from "#domain/i18n/fr";
import { strongPassword, uniqueSuffix } from "#testing/members";
import { anonymousTest, expect, open, toast } from "../support/admin";
import {
  editablePreview,
  editingServer,
  editPanel,
  editPanelViolations,
  signedInAt,
} from "../support/preview";

/**
 * Editing in context, on a server of its own (its home page's texts change here): in the preview
 * ('Aperçu', 'Modifier sur la page') a click on a text of the page opens its editor beside the
 * frame, with the three languages and the member's limits; a save shows in the frame, then on
 * the public page. By mouse, by keyboard, and on a phone.
 */
const test = anonymousTest;
test.describe.configure({ mode: "serial" });

const EDITOR = {
  email: `editeur-apercu-${uniqueSuffix()}@example.com`,
  password: strongPassword(),
};
const TRANSLATOR = {
  email: `traducteur-apercu-${uniqueSuffix()}@example.com`,
  password: strongPassword(),
};
const server = editingServer(test, [
  ["editor", EDITOR],
  ["translator", { ...TRANSLATOR, languages: ["en"] }],
]);

const signedIn = (browser: Browser, member: typeof EDITOR, width?: number) =>
  signedInAt(browser, server.origin, member, width);

/** The public page's main heading in the server's HTML. */
async function publicHeading(page: Page, lang: string) {
  const response = await page.request.get(`${server.origin}/?lang=${lang}`);
  return /<h1[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1]?.replaceAll("&#x27;", "'");
}

test("an editor clicks the Arabic home page's title in the preview, writes it in Arabic and sees it in the frame, then on the public page", async ({
  browser,
}) => {
  const page = await signedIn(browser, EDITOR);
  const frame = await editablePreview(page, "/", "ar");
  await frame.locator("[data-ada-edit='text:hero.title']").first().click();

  const panel = editPanel(page);
  await expect(panel.getByText("hero.title")).toBeVisible();
  // The three languages, Arabic right to left and focused (the page's language).
  const arabic = panel.getByRole("textbox", { name: "Arabe" });
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await expect(arabic).toBeFocused();
  await expect(arabic).toHaveValue(ar["hero.title"]);
  await expect(panel.getByRole("textbox", { name: "Français" })).toHaveValue(fr["hero.title"]);
  await expect(panel.getByRole("textbox", { name: "Anglais" })).toHaveValue(en["hero.title"]);
  expect(await editPanelViolations(page)).toEqual([]);

  // The rules the server applies are checked first: nothing is sent, the typed text stays.
  await arabic.fill("   ");
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(panel.getByText("Le texte est obligatoire.")).toBeVisible();
  await expect(arabic).toHaveAttribute("aria-invalid", "true");
  expect(await editPanelViolations(page)).toEqual([]);

  const title = `الذكاء الاصطناعي في خدمتكم ${uniqueSuffix()}`;
  await arabic.fill(title);
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Texte enregistré avec succès")).toBeVisible();
  await expect(frame.locator("h1")).toHaveText(title);
  expect(await publicHeading(page, "ar")).toBe(title);
  expect(await publicHeading(page, "fr")).toBe(fr["hero.title"]);
  await page.context().close();
});

test("a translator for English writes the English of a text in the preview, and reads the French without changing it", async ({
  browser,
}) => {
  const page = await signedIn(browser, TRANSLATOR);
  const frame = await editablePreview(page, "/", "en");
  await frame.locator("[data-ada-edit='text:hero.subtitle']").first().click();
  const panel = editPanel(page);
  const french = panel.getByRole("textbox", { name: "Français" });
  await expect(french).not.toBeEditable();
  await expect(french).toHaveValue(fr["hero.subtitle"]);
  await expect(panel.getByRole("textbox", { name: "Arabe" })).not.toBeEditable();

  const english = panel.getByRole("textbox", { name: "Anglais" });
  await expect(english).toBeFocused();
  const subtitle = `We turn your data into decisions ${uniqueSuffix()}`;
  await english.fill(subtitle);
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Texte enregistré avec succès")).toBeVisible();
  await expect(frame.locator("[data-ada-edit='text:hero.subtitle']").first()).toHaveText(subtitle);
  // The French is unchanged on the server.
  const overrides = await page.request.get(`${server.origin}/api/site_texts`);
  expect(((await overrides.json()) as { fr: Record<string, string> }).fr).toEqual({});
  await page.context().close();
});

test("by keyboard: Tab to a marked text of the frame, Enter, write, save", async ({ browser }) => {
  const page = await signedIn(browser, EDITOR);
  const frame = await editablePreview(page, "/", "fr");
  const target = frame.locator("[data-ada-edit='text:hero.eyebrow']").first();
  // Tab walks the admin, then into the frame's page, whose marked texts take the focus in turn.
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(target).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 30_000, intervals: [0] });
  await page.keyboard.press("Enter");
  const french = editPanel(page).getByRole("textbox", { name: "Français" });
  await expect(french).toBeFocused();
  const eyebrow = `Conseil en IA ${uniqueSuffix()}`;
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(eyebrow);
  // Past the English and Arabic fields, to 'Enregistrer'.
  const save = editPanel(page).getByRole("button", { name: "Enregistrer" });
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(save).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 10_000, intervals: [0] });
  await page.keyboard.press("Enter");
  await expect(toast(page, "Texte enregistré avec succès")).toBeVisible();
  await expect(target).toHaveText(eyebrow);
  await page.context().close();
});

test("after a save shows in the frame, the page's own buttons there still respond: the theme switch and the menu", async ({
  browser,
}) => {
  const page = await signedIn(browser, EDITOR);
  const frame = await editablePreview(page, "/", "fr");
  await page.getByRole("button", { name: "Téléphone (390 px)" }).click();
  await frame.locator("[data-ada-edit='text:hero.eyebrow']").first().click();
  const panel = editPanel(page);
  const eyebrow = `Conseil et IA ${uniqueSuffix()}`;
  await panel.getByRole("textbox", { name: "Français" }).fill(eyebrow);
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(frame.locator("[data-ada-edit='text:hero.eyebrow']").first()).toHaveText(eyebrow);

  // Out of 'Modifier sur la page', the page is used as a visitor would.
  await page.getByRole("button", { name: "Modifier sur la page" }).click();
  const theme = frame.getByRole("button", { name: fr["header.themeDark"] });
  await theme.click();
  await expect(theme).toHaveAttribute("aria-pressed", "true");
  await expect(frame.locator("html")).toHaveClass(/\bdark\b/);
  const menu = frame.getByRole("button", { name: fr["header.menu"] });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await menu.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await page.context().close();
});

test("a text read only by screen readers (the theme switch's name) opens its editor from its button in the frame", async ({
  browser,
}) => {
  const page = await signedIn(browser, EDITOR);
  const frame = await editablePreview(page, "/", "fr");
  await frame.getByRole("button", { name: fr["header.themeDark"] }).click();
  const panel = editPanel(page);
  await expect(panel.getByText("header.themeDark")).toBeVisible();
  const french = panel.getByRole("textbox", { name: "Français" });
  await expect(french).toBeFocused();
  const name = `Passer au thème sombre ${uniqueSuffix()}`;
  await french.fill(name);
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Texte enregistré avec succès")).toBeVisible();
  await expect(frame.getByRole("button", { name })).toBeVisible();
  // Clicked in 'Modifier sur la page', the switch changed nothing.
  await expect(frame.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.context().close();
});

test("on a phone 390 px wide the editor comes into view under the frame and fits the screen", async ({
  browser,
}) => {
  const page = await signedIn(browser, EDITOR, 390);
  const frame = await editablePreview(page, "/", "ar");
  await frame.locator("[data-ada-edit='text:hero.title']").first().click();
  const panel = editPanel(page);
  const arabic = panel.getByRole("textbox", { name: "Arabe" });
  await expect(arabic).toBeFocused();
  await expect(arabic).toBeInViewport();
  for (const part of [panel, arabic, panel.getByRole("button", { name: "Enregistrer" })]) {
    await expectWithin(part, 390);
  }
  expect(await editPanelViolations(page)).toEqual([]);
  await page.context().close();
});

async function expectWithin(part: Locator, width: number) {
  const box = await part.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

test("an editor changes the English title of a case study by clicking it on its English page", async ({
  browser,
}) => {
  const made = await fetch(`${server.origin}/api/case_studies`, {
    method: "POST",
    headers: { ...server.headers, "content-type": "application/json" },
    body: JSON.stringify({
      title: `Quai numérique ${uniqueSuffix()}`,
      description: "Une étude.",
      client: "Transports Est",
      published: true,
      translations: { en: { title: "Digital dock", description: "A study." } },
    }),
  });
  expect(made.status).toBe(201);
  const study = (await made.json()) as { id: string; slug: string };

  const page = await signedIn(browser, EDITOR);
  const frame = await editablePreview(page, `/cases/${study.slug}`, "en");
  await frame.locator(`[data-ada-edit='field:case_studies/${study.id}/title']`).first().click();
  const panel = editPanel(page);
  const english = panel.getByRole("textbox", { name: "Anglais" });
  await expect(english).toHaveValue("Digital dock");
  await expect(english).toBeFocused();
  await english.fill("Digital loading dock");
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Modification enregistrée")).toBeVisible();
  await expect(frame.locator("h1")).toHaveText("Digital loading dock");
  const visitor = await page.request.get(`${server.origin}/cases/${study.slug}?lang=en`);
  expect(await visitor.text()).toContain("Digital loading dock");

  // 'Ouvrir la fiche' opens the row's whole form in its screen.
  await panel.getByRole("link", { name: "Ouvrir la fiche" }).click();
  await expect(page.getByRole("dialog", { name: "Modifier l'étude de cas" })).toBeVisible();
  await page.context().close();
});

test("'Textes du site' groups the texts by page and section, and 'Voir sur la page' opens the preview on the text, outlined", async ({
  browser,
}) => {
  const page = await signedIn(browser, EDITOR);
  await open(page, "/admin/site-texts?q=hero.eyebrow");
  await expect(page.getByRole("heading", { name: "Accueil", level: 3 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bandeau d'accueil", level: 4 })).toBeVisible();
  const entry = page.getByRole("group", { name: /hero\.eyebrow/ });
  await entry.getByRole("link", { name: "Voir sur la page" }).click();
  await expect(page).toHaveURL(/\/admin\/apercu\?/);
  const frame = page.frameLocator("iframe[title^='Aperçu']");
  const text = frame.locator("[data-ada-edit='text:hero.eyebrow']").first();
  await expect(text).toHaveClass(/ada-preview-focused/);
  await expect(text).toBeInViewport();

  // A text that no page shows says so, and where visitors meet it instead.
  await open(page, "/admin/site-texts?q=meta.home.title");
  const meta = page.getByRole("group", { name: /meta\.home\.title/ });
  await expect(meta.getByText("N’apparaît sur aucune page")).toBeVisible();
  await expect(meta.getByText(/moteurs de recherche/)).toBeVisible();
  await expect(meta.getByRole("link", { name: "Voir sur la page" })).toHaveCount(0);
  await page.context().close();
});
