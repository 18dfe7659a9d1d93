import { ADMIN, choose, expect, expectNoAxeViolations, open, test, unique } from "../support/admin";
import { adminHeaders } from "../support/site";

/** What an editor never reads in a history: JSON, or an id. */
const UNREADABLE = /[{}[\]"]|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/;

test("a row's 'Historique' and the 'Journal' show who changed which field, before and after", async ({
  page,
  request,
}) => {
  const title = unique("Historique");
  const headers = await adminHeaders(request);
  const created = await request.post("/api/services", {
    headers,
    data: {
      title,
      description: "Un audit rapide de vos données.",
      category: "Conseil",
      price: 900,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const patched = await request.patch(`/api/services/${id}`, {
    headers,
    data: {
      price: 1250,
      description: "Un audit complet de vos données.",
      translations: { en: { title: "Data audit" } },
    },
  });
  expect(patched.status()).toBe(200);

  // The row's history, newest first, with the fields' French labels.
  await open(page, "/admin/services");
  await page.getByRole("button", { name: `Historique de ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Historique de ${title}` });
  const entries = dialog.getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Modification");
  await expect(entries.nth(0)).toContainText(`par ${ADMIN.email}`);
  // Each field by its French label, translations per language (and the state each translation
  // is in after the write), the changed words highlighted.
  await expect(entries.nth(0).getByRole("term")).toHaveText([
    "Description",
    "Prix (€)",
    "Titre (anglais)",
    "État de la traduction : Titre (anglais)",
  ]);
  await expect(entries.nth(0).getByRole("definition")).toHaveText([
    /Un audit rapide de vos données\..*Un audit complet de vos données\./,
    /900.*1250/,
    /—.*Data audit/,
    /Manquante.*À jour/,
  ]);
  await expect(entries.nth(0).locator("del").first()).toHaveText("rapide");
  await expect(entries.nth(0).locator("ins").first()).toHaveText("complet");
  await expect(dialog.getByRole("list")).not.toContainText(UNREADABLE);
  await expect(entries.nth(1).getByRole("term").first()).toHaveText("Titre");
  await expect(entries.nth(1)).toContainText("Création");
  await expect(entries.nth(1)).toContainText(title);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Historique de ${title}` })).toBeFocused();

  // The Journal: every table, filtered here to services by this administrator.
  await open(page, "/admin/journal");
  await expect(page.getByRole("heading", { name: "Journal", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Table")).toHaveCount(0);
  await choose(page, "Contenu", "Services");
  await page.getByLabel("Utilisateur (e-mail)").fill(ADMIN.email);
  await page.getByRole("button", { name: "Filtrer" }).click();
  const items = page.getByRole("main").getByRole("listitem");
  const journal = items.filter({ hasText: title });
  await expect(journal).toHaveCount(2); // the creation and the update, each naming the row
  await expect(items.first()).toContainText("Modification");
  await expect(items.first()).toContainText("Services");
  // The row named by its title, its author by name; nothing an editor cannot read.
  await expect(items.first()).toContainText(`« ${title} »`);
  await expect(items.first()).toContainText("Titre (anglais)");
  await expect(items.first()).not.toContainText(UNREADABLE);
  await expect(items.first().locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await expectNoAxeViolations(page);

  // A day range that ends before it starts: the field's message, the list as it was.
  await page.getByLabel("Du", { exact: true }).fill("2026-03-10");
  await page.getByLabel("Au", { exact: true }).fill("2026-03-01");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page.getByText("La date de fin précède la date de début")).toBeVisible();
  await expect(page.getByLabel("Au", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(journal).toHaveCount(2);

  // A range with nothing in it.
  await page.getByLabel("Au", { exact: true }).fill("2026-03-20");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page.getByText("Aucune entrée")).toBeVisible();
});
