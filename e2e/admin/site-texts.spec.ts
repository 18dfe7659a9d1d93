import type { APIRequestContext, Page } from "@playwright/test";
import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { fr } from "#domain/i18n/fr";
import { choose, expect, expectNoAxeViolations, open, test, toast } from "../support/admin";

/** The home page's main heading in the server's first HTML (no script run). */
async function firstHtmlHeading(request: APIRequestContext, language: string) {
  const response = await request.get(`/?lang=${language}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replaceAll("&#x27;", "'");
}

/** The one key's fields, found as a person would: filtered by page, language and search. */
async function showKey(page: Page, group: string, language: string, key: string) {
  await choose(page, "Page ou section", group);
  await choose(page, "Langue", language);
  await page.getByLabel("Rechercher (clé ou texte)").fill(key);
  // The text's frame is named by its French, then its key, whole (not a longer key ending alike:
  // 'about.hero.title'); its translations' groups end otherwise.
  const entry = page.getByRole("group", {
    name: new RegExp(`(^|\\s)${key.replaceAll(".", "\\.")}$`),
  });
  await expect(entry).toHaveCount(1);
  return entry;
}

test("an administrator overrides the home hero's title in Arabic: the next page shows it in its first HTML, and 'Réinitialiser' brings the default back", async ({
  page,
  request,
}) => {
  const title = `عنوان تجريبي ${Date.now()}`;
  await open(page, "/admin/site-texts");
  await expect(page.getByRole("heading", { name: "Textes du site", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Textes du site" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);

  const entry = await showKey(page, "Accueil", "Arabe", "hero.title");
  const field = entry.getByRole("textbox", { name: "Arabe" });
  // Arabic is written right to left; the default is shown beside it and is where editing starts.
  await expect(field).toHaveAttribute("dir", "rtl");
  await expect(field).toHaveValue(ar["hero.title"]);
  await expect(field).toHaveAccessibleDescription(ar["hero.title"]);
  // Only the language chosen, once the filter has been applied (till then, all three).
  await expect(entry.getByRole("textbox")).toHaveCount(1);
  await expect(entry.getByText("Par défaut", { exact: true })).toBeVisible();

  await field.fill(title);
  await entry.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Texte enregistré avec succès")).toBeVisible();
  await expect(entry.getByText("Remplacé", { exact: true })).toBeVisible();
  await expect(entry.getByRole("button", { name: "Réinitialiser" })).toBeEnabled();
  await expectNoAxeViolations(page);

  // The next request in Arabic carries it in the server's HTML; French and English are unchanged.
  expect(await firstHtmlHeading(request, "ar")).toBe(title);
  expect(await firstHtmlHeading(request, "fr")).toBe(fr["hero.title"]);
  expect(await firstHtmlHeading(request, "en")).toBe(en["hero.title"]);
  // And the hydrated page keeps it (the browser's texts match the server's).
  const visitor = await page.context().newPage();
  await open(visitor, "/?lang=ar");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await visitor.close();

  // Its history: who set which text.
  await entry.getByRole("button", { name: "Historique de hero.title (arabe)" }).click();
  const history = page.getByRole("dialog", { name: "Historique de hero.title (arabe)" });
  await expect(history.getByRole("listitem").first()).toContainText("Création");
  await expect(history.getByRole("listitem").first()).toContainText(title);
  await page.keyboard.press("Escape");
  await expect(history).toBeHidden();

  await entry.getByRole("button", { name: "Réinitialiser" }).click();
  await expect(toast(page, "Texte par défaut rétabli")).toBeVisible();
  await expect(field).toHaveValue(ar["hero.title"]);
  await expect(field).toBeFocused();
  await expect(entry.getByText("Par défaut", { exact: true })).toBeVisible();
  expect(await firstHtmlHeading(request, "ar")).toBe(ar["hero.title"]);
});

test("a text without a placeholder of its default is refused with the missing one named, and nothing is saved", async ({
  page,
  request,
}) => {
  await open(page, "/admin/site-texts");
  const entry = await showKey(page, "Communs à toutes les pages", "Anglais", "footer.copyright");
  const field = entry.getByRole("textbox", { name: "Anglais" });
  await field.fill("© {year}. All rights reserved.");
  await entry.getByRole("button", { name: "Enregistrer" }).click();
  await expect(entry.getByText("Le texte doit contenir {siteName}.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  const overrides = await (await request.get("/api/site_texts")).json();
  expect(overrides.en["footer.copyright"]).toBeUndefined();
});
