import { expect, expectNoAxeViolations, open, test, toast, unique } from "../support/admin";

test("testimonials: the same kit as the other tables, and a draft kept through an edit", async ({
  page,
  baseURL,
}) => {
  const author = unique("Sara K.");
  await open(page, "/admin/testimonials");
  await expect(page.getByRole("heading", { name: "Gestion des témoignages" })).toBeVisible();
  await page.getByRole("button", { name: "Nouveau témoignage" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau témoignage" });
  await dialog.getByLabel("Auteur").fill(author);
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(toast(page, "Veuillez remplir tous les champs obligatoires")).toBeVisible();

  await dialog.getByLabel("Citation").fill("Un accompagnement remarquable.");
  await dialog.getByLabel("Fonction").fill("Directrice des opérations");
  await dialog.getByLabel("Photo (URL)").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(
    dialog.getByText("Image invalide : téléversez une image ou saisissez une URL (https://…)"),
  ).toBeVisible();
  await dialog.getByLabel("Photo (URL)").fill("https://example.com/sara.webp");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(toast(page, "Témoignage ajouté avec succès")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: author });
  await expect(row).toContainText("Directrice des opérations");
  await expectNoAxeViolations(page);

  // A draft made through the API stays a draft when the form edits its text.
  const rows = (await (await page.request.get("/api/testimonials")).json()) as {
    id: string;
    author: string;
  }[];
  const id = rows.find((r) => r.author === author)?.id;
  expect(id).toBeTruthy();
  const patched = await page.request.patch(`/api/testimonials/${id}`, {
    data: { published: false },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(patched.status()).toBe(200);
  await page.getByRole("button", { name: `Modifier ${author}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le témoignage" });
  await edit.getByLabel("Entreprise").fill("Acme");
  await edit.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "Témoignage modifié avec succès")).toBeVisible();
  await expect(row).toContainText("Acme");
  // A visitor's call (no cookie) does not list the draft.
  const anonymous = (await (await fetch(`${baseURL}/api/testimonials`)).json()) as { id: string }[];
  expect(anonymous.some((r) => r.id === id)).toBe(false);
});
