import { expect, expectNoAxeViolations, open, test, toast, unique } from "../support/admin";

test("case studies: dialog form, required client, French date, edit and delete", async ({
  page,
}) => {
  const title = unique("Chatbot clinique");
  await open(page, "/admin/cases");
  await expect(page.getByRole("heading", { name: "Gestion des études de cas" })).toBeVisible();
  const opener = page.getByRole("button", { name: "Nouvelle étude de cas" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle étude de cas" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Titre")).toBeFocused();

  await dialog.getByLabel("Titre").fill(title);
  await dialog.getByLabel("Description").fill("Assistant multilingue pour une clinique.");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(toast(page, "Veuillez remplir tous les champs obligatoires")).toBeVisible();
  await expect(dialog.getByText("Veuillez remplir tous les champs obligatoires")).toHaveCount(1);
  await expect(dialog.getByLabel("Client")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Client").fill("Clinique du Golfe");
  await dialog.getByLabel("Secteur").fill("Santé");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(toast(page, "Étude de cas ajoutée avec succès")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused(); // focus returns to what opened the dialog

  const row = page.getByRole("row").nth(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText("Clinique du Golfe");
  await expect(row).toContainText("Santé");
  const today = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC" }).format(new Date());
  await expect(row).toContainText(today);

  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier l'étude de cas" });
  await edit.getByLabel("Client").fill("Clinique de Doha");
  await edit.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "Étude de cas modifiée avec succès")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Clinique de Doha");

  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole("button", { name: `Supprimer ${title}` }).click();
  expect(asked).toBe("Êtes-vous sûr de vouloir supprimer cette étude de cas ?");
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: `Supprimer ${title}` }).click();
  await expect(toast(page, "Étude de cas supprimée avec succès")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});
