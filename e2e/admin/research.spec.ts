import { choose, expect, expectNoAxeViolations, open, test, toast, unique } from "../support/admin";

test("R&D: new projects start planned, team counted, status badges, edit and delete", async ({
  page,
}) => {
  const title = unique("Distillation de modèles");
  await open(page, "/admin/research");
  await expect(page.getByRole("heading", { name: "Gestion R&D" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Projets R&D \(\d+\)$/ })).toBeVisible();
  await page.getByRole("button", { name: "Nouveau projet R&D" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau projet R&D" });
  await expect(dialog.getByLabel("Statut")).toHaveText(/Planifié/);

  await dialog.getByLabel("Titre").fill(title);
  await dialog.getByLabel("Description").fill("Modèles compacts avec une université.");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(toast(page, "Veuillez remplir tous les champs obligatoires")).toBeVisible();
  await expect(dialog.getByLabel("Date de début")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Date de début").fill("2026-03-01");
  await dialog.getByLabel("Catégorie").fill("IA");
  await dialog.getByLabel("Équipe").fill(" Amina, Thomas , , Léa ");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(toast(page, "Recherche ajoutée avec succès")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: title });
  await expect(page.getByRole("row").nth(1)).toContainText(title);
  await expect(row).toContainText("Planifié");
  await expect(row).toContainText("3 membres");
  await expect(row).toContainText("IA");
  const stored = (await (await page.request.get("/api/research")).json()) as {
    title: string;
    team: string[];
  }[];
  expect(stored.find((r) => r.title === title)?.team).toEqual(["Amina", "Thomas", "Léa"]);

  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le projet R&D" });
  await expect(edit.getByLabel("Équipe")).toHaveValue("Amina, Thomas, Léa");
  await choose(page, "Statut", "En cours");
  await edit.getByLabel("Équipe").fill("");
  await edit.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "Recherche modifiée avec succès")).toBeVisible();
  await expect(row).toContainText("En cours");
  await expect(row).toContainText("Aucun");

  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole("button", { name: `Supprimer ${title}` }).click();
  expect(asked).toBe("Êtes-vous sûr de vouloir supprimer cette recherche ?");
  await expect(row).toHaveCount(1);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: `Supprimer ${title}` }).click();
  await expect(toast(page, "Recherche supprimée avec succès")).toBeVisible();
  await expect(row).toHaveCount(0);
});
