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
  // Beyond three actions, up and down are in the row's '…' menu.
  await page.getByRole("button", { name: `Autres actions : ${second}` }).click();
  await expect(page.getByRole("menuitem", { name: `Monter ${second}` })).toBeDisabled();
  await page.getByRole("menuitem", { name: `Descendre ${second}` }).click();
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
  // A filtered list offers no up/down (the public order is the whole list's).
  await expect(page.getByRole("button", { name: `Autres actions : ${second}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a research project written in French and English only: English on /research?lang=en, French marked on the Arabic page, its partner on the card", async ({
  page,
}) => {
  const title = unique("Vision embarquée");
  const english = unique("Embedded vision");
  await open(page, "/admin/research");
  await page.getByRole("button", { name: "Nouveau projet R&D" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau projet R&D" });
  await dialog.getByLabel("Titre").fill(title);
  await dialog.getByLabel("Description").fill("Des modèles qui tournent sur la caméra.");
  await dialog.getByLabel("Partenaire").fill("école d'ingénieurs lyonnaise");
  await dialog.getByLabel("Date de début").fill("2026-04-01");
  const tabs = dialog.getByRole("tablist", { name: "Langue du contenu" });
  await expect(tabs.getByRole("tab", { name: /English/ })).toContainText("(3 à traduire)");
  await tabs.getByRole("tab", { name: /English/ }).click();
  await dialog.getByLabel("Titre (English)").fill(english);
  await dialog.getByLabel("Description (English)").fill("Models that run on the camera.");
  await dialog.getByLabel("Partenaire (English)").fill("Lyon engineering school");
  await expect(tabs.getByRole("tab", { name: /English/ })).toContainText("(complet)");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(toast(page, "Recherche ajoutée avec succès")).toBeVisible();

  await open(page, "/research?lang=en");
  const card = page.getByRole("listitem").filter({ hasText: english });
  await expect(card.getByRole("heading", { name: english })).not.toHaveAttribute("lang", "fr");
  await expect(card.getByText("Planned", { exact: true })).toHaveClass(/bg-blue/);
  await expect(card.getByText("Partner: Lyon engineering school")).toBeVisible();

  await open(page, "/research?lang=ar");
  const arabic = page.getByRole("listitem").filter({ hasText: title });
  const heading = arabic.getByRole("heading", { name: title });
  await expect(heading).toHaveAttribute("lang", "fr");
  await expect(heading).toHaveAttribute("dir", "ltr");
  const partner = arabic.getByText("école d'ingénieurs lyonnaise", { exact: true });
  await expect(partner).toHaveAttribute("lang", "fr");
  await expect(partner).toHaveAttribute("dir", "ltr");
  await expect(arabic).toContainText("الشريك: école d'ingénieurs lyonnaise");
  // The first start's projects are in Arabic.
  await expect(page.getByRole("heading", { name: "تقطير النماذج المدمجة" })).not.toHaveAttribute(
    "lang",
    "fr",
  );

  // Left as it was for the other specs that count the projects on /research.
  await open(page, "/admin/research");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: `Supprimer ${title}` }).click();
  await expect(toast(page, "Recherche supprimée avec succès")).toBeVisible();
});

test("the footer lists a service added in the back office, French marked where it has no translation", async ({
  page,
}) => {
  const title = unique("Veille technologique");
  await open(page, "/admin/services");
  await page.getByRole("button", { name: "Ajouter un service" }).click();
  await page.getByLabel("Titre").fill(title);
  await page.getByLabel("Description").fill("Une veille sur vos sujets.");
  await page.getByLabel("Catégorie").fill("Veille");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(toast(page, "Service ajouté avec succès")).toBeVisible();
  const { id } = ((await (await page.request.get("/api/services")).json()) as Row[]).find(
    (r) => r.title === title,
  ) as Row;

  await open(page, "/about?lang=ar");
  const link = page.getByRole("contentinfo").getByRole("link", { name: title });
  await expect(link).toHaveAttribute("href", `/services#service-${id}`);
  await expect(link).toHaveAttribute("lang", "fr");
  await expect(link).toHaveAttribute("dir", "ltr");
  // The first start's services keep their anchors, in the page's language.
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "الذكاء الاصطناعي وروبوتات المحادثة" }),
  ).toHaveAttribute("href", "/services#ai");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/services#service-${id}$`));
  await expect(page.locator(`#service-${id}`)).toContainText(title);
});
