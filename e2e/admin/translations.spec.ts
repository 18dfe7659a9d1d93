import { choose, expect, expectNoAxeViolations, open, test, toast, unique } from "../support/admin";

type Row = Record<string, unknown> & { id: string; title: string };
const visitorList = async (baseURL: string | undefined, query = "") =>
  (await (await fetch(`${baseURL}/api/services${query}`)).json()) as Row[];

test("a service written in French and English: tabs say what is left, the API serves each language", async ({
  page,
  baseURL,
}) => {
  const title = unique("Audit de données");
  await open(page, "/admin/services");
  await page.getByRole("button", { name: "Ajouter un service" }).click();
  await expect(page.getByLabel("Titre")).toBeFocused();
  await page.getByLabel("Titre").fill(title);
  await page.getByLabel("Description").fill("Un audit de vos données.");
  await page.getByLabel("Catégorie").fill("Données");

  const tabs = page.getByRole("tablist", { name: "Langue du contenu" });
  await expect(tabs.getByRole("tab", { name: /English/ })).toContainText("(3 à traduire)");
  await tabs.getByRole("tab", { name: /English/ }).click();
  const englishTitle = page.getByLabel("Titre (English)");
  await expect(englishTitle).toHaveAttribute("lang", "en");
  await expect(page.getByText(`Français : ${title}`)).toBeVisible();
  await englishTitle.fill("Data audit");
  await page.getByLabel("Description (English)").fill("An audit of your data.");
  await expect(tabs.getByRole("tab", { name: /English/ })).toContainText("(1 à traduire)");

  // Arabic is written right to left.
  await tabs.getByRole("tab", { name: /العربية/ }).click();
  await expect(page.getByLabel("Titre (العربية)")).toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(page);

  // A translated value follows its field's rules: the save is refused on that tab.
  await tabs.getByRole("tab", { name: /English/ }).click();
  await page.getByLabel("Catégorie (English)").fill("x".repeat(201));
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(page.getByLabel("Catégorie (English)")).toHaveAccessibleDescription(
    /Ce champ ne doit pas dépasser 200 caractères/,
  );
  await page.getByLabel("Catégorie (English)").fill("");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(toast(page, "Service ajouté avec succès")).toBeVisible();

  // The list says which languages are complete: English lacks its category, Arabic everything.
  const row = page.getByRole("row").filter({ hasText: title });
  const languages = row.getByRole("list", { name: "Langues" });
  await expect(languages).toContainText("français complet");
  await expect(languages).toContainText("anglais : traduction manquante");
  await expect(languages).toContainText("arabe : traduction manquante");

  const en = (await visitorList(baseURL, "?lang=en")).find((r) => r.title === "Data audit");
  expect(en).toMatchObject({ description: "An audit of your data.", category: "Données" });
  expect(en?.fallback).toEqual(["category"]);
  const ar = (await visitorList(baseURL, "?lang=ar")).find((r) => r.id === en?.id);
  expect(ar).toMatchObject({ title, lang: "ar" });

  // Editing keeps the translations in the form.
  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  await page.getByRole("tab", { name: /English/ }).click();
  await expect(page.getByLabel("Titre (English)")).toHaveValue("Data audit");
  await page.getByRole("button", { name: "Annuler" }).click();
});

test("the draft switch hides a row from visitors, the filter finds missing translations, and up/down set the public order", async ({
  page,
  baseURL,
}) => {
  const first = unique("Premier");
  const second = unique("Second");
  await open(page, "/admin/services");
  for (const title of [first, second]) {
    await page.getByRole("button", { name: "Ajouter un service" }).click();
    await page.getByLabel("Titre").fill(title);
    await page.getByLabel("Description").fill("Une description.");
    await page.getByLabel("Catégorie").fill("Conseil");
    await page.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expect(toast(page, "Service ajouté avec succès").last()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();
  }

  // Draft: off the visitors' list, back on it once published again.
  const draftSwitch = page.getByRole("switch", { name: `Publié : ${second}` });
  await expect(draftSwitch).toHaveAttribute("aria-checked", "true");
  await draftSwitch.click();
  await expect(draftSwitch).toHaveAttribute("aria-checked", "false");
  await expect(draftSwitch).toContainText("Brouillon");
  expect((await visitorList(baseURL)).some((r) => r.title === second)).toBe(false);
  await page.reload();
  await expect(page.getByRole("switch", { name: `Publié : ${second}` })).toContainText("Brouillon");
  await page.getByRole("switch", { name: `Publié : ${second}` }).click();
  await expect(page.getByRole("switch", { name: `Publié : ${second}` })).toContainText("Publié");
  expect((await visitorList(baseURL)).some((r) => r.title === second)).toBe(true);

  // The newest comes first; moving it down puts the other first, and it stays so after a reload.
  const names = page.getByRole("row").locator("td:first-child");
  await expect(names.nth(0)).toHaveText(second);
  await expect(page.getByRole("button", { name: `Monter ${second}` })).toBeDisabled();
  await page.getByRole("button", { name: `Descendre ${second}` }).click();
  await expect(names.nth(0)).toHaveText(first);
  await page.reload();
  await expect(names.nth(0)).toHaveText(first);
  await expect(names.nth(1)).toHaveText(second);
  const positions = Object.fromEntries(
    (await visitorList(baseURL)).map((r) => [r.title, r.position as number]),
  );
  expect(positions[first]).toBeLessThan(positions[second] as number);

  // 'Traduction manquante en anglais' lists rows without a complete English text.
  await choose(page, "Traduction manquante en", "anglais");
  await expect(page.getByRole("row").filter({ hasText: first })).toBeVisible();
  await expect(page.getByRole("button", { name: `Monter ${second}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
