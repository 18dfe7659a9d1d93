import { expect, expectNoAxeViolations, open, test, toast, unique } from "../support/admin";

test("markets: numeric defaults, size in M€, growth badge, edit and delete", async ({ page }) => {
  const name = unique("Golfe");
  await open(page, "/admin/markets");
  await expect(page.getByRole("heading", { name: "Gestion des Marchés" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Marchés analysés \(\d+\)$/ })).toBeVisible();
  await page.getByRole("button", { name: "Nouveau marché" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau marché" });
  await expect(dialog.getByLabel("Taille (M€)")).toHaveValue("0");
  await expect(dialog.getByLabel("Croissance (%)")).toHaveAttribute("step", "0.1");

  await dialog.getByLabel("Nom").fill(name);
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(toast(page, "Veuillez remplir tous les champs obligatoires")).toBeVisible();
  await expect(dialog.getByText("Veuillez remplir tous les champs obligatoires")).toHaveCount(2);

  await dialog.getByLabel("Description").fill("Arabie saoudite, EAU, Qatar.");
  await dialog.getByLabel("Région").fill("Golfe");
  await dialog.getByLabel("Taille (M€)").fill("12.5");
  await dialog.getByLabel("Croissance (%)").fill("3.2");
  await dialog.getByLabel("Acteurs clés").fill("Acme, Globex");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(toast(page, "Marché ajouté avec succès")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(page.getByRole("row").nth(1)).toContainText(name);
  await expect(row).toContainText("12,5 M€");
  await expect(row).toContainText("+3,2%");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Modifier ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le marché" });
  await expect(edit.getByLabel("Acteurs clés")).toHaveValue("Acme, Globex");
  await edit.getByLabel("Croissance (%)").fill("");
  await edit.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "Marché modifié avec succès")).toBeVisible();
  await expect(row).toContainText("0%");
  await expect(row).not.toContainText("+");

  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole("button", { name: `Supprimer ${name}` }).click();
  expect(asked).toBe("Êtes-vous sûr de vouloir supprimer ce marché ?");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: `Supprimer ${name}` }).click();
  await expect(toast(page, "Marché supprimé avec succès")).toBeVisible();
  await expect(row).toHaveCount(0);
});
