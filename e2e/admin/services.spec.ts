import { expect, expectNoAxeViolations, open, test, toast, unique } from "../support/admin";

test("services: validation, create, edit and delete with the product's texts", async ({ page }) => {
  const title = unique("Audit IA");
  await open(page, "/admin/services");
  await expect(page.getByRole("heading", { name: "Gestion des services" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Services \(\d+\)$/ })).toBeVisible();

  // Required fields: the app's own message beside each field, nothing saved.
  await page.getByRole("button", { name: "Ajouter un service" }).click();
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(toast(page, "Veuillez remplir tous les champs obligatoires")).toBeVisible();
  const form = page.locator("form");
  await expect(form.getByText("Veuillez remplir tous les champs obligatoires")).toHaveCount(3);
  await expect(page.getByLabel("Titre")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel("Titre").fill(title);
  await page.getByLabel("Catégorie").fill("Conseil");
  await page.getByLabel("Description").fill("Un audit de maturité IA.");
  await expect(page.getByLabel("Prix (€)")).toHaveAttribute("step", "0.01");
  await page.getByLabel("Prix (€)").fill("1234.5");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(toast(page, "Service ajouté avec succès")).toBeVisible();
  await expect(form).toHaveCount(0);

  // The new row comes first, price shown in euros.
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText(title);
  await expect(firstRow).toContainText(/1\s234,50\s€/);
  await expect(firstRow).toContainText("Conseil");

  // Edit: the submit label changes; an empty price is left unset.
  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  await expect(page.getByLabel("Titre")).toHaveValue(title);
  await page.getByLabel("Prix (€)").fill("");
  await page.getByLabel("Catégorie").fill("Formation");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "Service modifié avec succès")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Formation");
  await expect(row).not.toContainText("€");
  const stored = (await (await page.request.get("/api/services")).json()) as {
    title: string;
    price: number | null;
  }[];
  expect(stored.find((s) => s.title === title)?.price).toBeNull();

  // Delete: dismissing the confirmation keeps the row, accepting removes it.
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: `Supprimer ${title}` }).click();
  expect(asked).toBe("Êtes-vous sûr de vouloir supprimer ce service ?");
  await expect(row).toHaveCount(1);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Supprimer ${title}` }).click();
  await expect(toast(page, "Service supprimé avec succès")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("services: cancel resets and closes the form", async ({ page }) => {
  await open(page, "/admin/services");
  await page.getByRole("button", { name: "Ajouter un service" }).click();
  await page.getByLabel("Titre").fill("Brouillon");
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page.locator("form")).toHaveCount(0);
  await page.getByRole("button", { name: "Ajouter un service" }).click();
  await expect(page.getByLabel("Titre")).toHaveValue("");
});
