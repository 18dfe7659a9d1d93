import { choose, expect, expectNoAxeViolations, open, test, toast, unique } from "../support/admin";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("demos: upload a real file, create, switch to a link, edit and delete", async ({ page }) => {
  const title = unique("Démo RAG");
  await open(page, "/admin/demos");
  await expect(page.getByRole("heading", { name: "Gestion des Démonstrations" })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter une démo" }).click();
  await expect(page.getByRole("heading", { name: "Ajouter une démonstration" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Ajouter", exact: true });
  await expect(submit).toBeDisabled();

  await page.getByLabel("Titre").fill(title);
  await choose(page, "Type", "PDF");
  await page.getByLabel("Description").fill("Un livre blanc.");
  const picker = page.getByLabel("Fichier");
  await expect(picker).toHaveAttribute("accept", ".pdf");
  await picker.setInputFiles({
    name: "Livre blanc été.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("button", { name: "Uploader" }).click();
  await expect(page.getByText("Fichier configuré : Livre blanc été.pdf")).toBeVisible();
  await expect(page.getByRole("button", { name: "Changer le fichier" })).toBeVisible();
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
  await submit.click();
  await expect(toast(page, "Démonstration ajoutée avec succès")).toContainText("Succès");

  // Back to the grid: the new card first, with its badge, description and file.
  const grid = page.getByRole("main").getByRole("listitem");
  const card = grid.filter({ hasText: title });
  await expect(grid.first()).toContainText(title);
  await expect(card).toContainText("PDF");
  await expect(card).toContainText("Un livre blanc.");
  await expect(card).toContainText(/Fichier: \d+-Livre_blanc_ete\.pdf/);
  // Beyond three actions, 'Voir' is in the card's '…' menu.
  await card.getByRole("button", { name: `Autres actions : ${title}` }).click();
  const view = page.getByRole("menuitem", { name: `Voir ${title} (nouvel onglet)` });
  await expect(view).toHaveAttribute("target", "_blank");
  await expect(view).toHaveAttribute("rel", "noopener noreferrer");
  const fileUrl = (await view.getAttribute("href")) ?? "";
  await page.keyboard.press("Escape");
  expect((await page.request.get(fileUrl)).status()).toBe(200);
  await expectNoAxeViolations(page);

  // Edit: changing the type clears the file; a link must be a valid URL.
  await card.getByRole("button", { name: `Modifier ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Modifier la démonstration" })).toBeVisible();
  await expect(page.getByText("Fichier configuré :")).toBeVisible();
  await choose(page, "Type", "Lien");
  await expect(page.getByText("Fichier configuré :")).toHaveCount(0);
  const modify = page.getByRole("button", { name: "Modifier", exact: true });
  await expect(modify).toBeDisabled();
  await page.getByLabel("Lien").fill("pas une url");
  await modify.click();
  await expect(
    page.getByRole("main").getByText("Veuillez saisir une URL valide (https://…)"),
  ).toBeVisible();
  await page.getByLabel("Lien").fill("https://example.com/demo");
  await modify.click();
  await expect(toast(page, "Démonstration modifiée avec succès")).toBeVisible();
  await expect(card).toContainText("Lien: https://example.com/demo");
  // The file the demo no longer uses is removed from storage.
  await expect.poll(async () => (await page.request.get(fileUrl)).status()).toBe(404);

  // Delete: the product's dialog; Annuler keeps the demo, Supprimer removes it.
  await card.getByRole("button", { name: `Supprimer ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Supprimer la démonstration" });
  await expect(confirm).toContainText(
    `Êtes-vous sûr de vouloir supprimer "${title}" ? Cette action est irréversible.`,
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("button", { name: `Supprimer ${title}` })).toBeFocused();
  await card.getByRole("button", { name: `Supprimer ${title}` }).click();
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(toast(page, "Démonstration supprimée avec succès")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("demos: a failed save shows the product's toast and keeps the form and its data", async ({
  page,
  context,
}) => {
  const title = unique("Démo perdue");
  await open(page, "/admin/demos");
  await page.getByRole("button", { name: "Ajouter une démo" }).click();
  await page.getByLabel("Titre").fill(title);
  await choose(page, "Type", "Lien");
  await page.getByLabel("Lien").fill("https://example.com/x");
  await context.clearCookies(); // the session ends before the save
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(toast(page, "Impossible d'ajouter la démonstration")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ajouter une démonstration" })).toBeVisible();
  await expect(page.getByLabel("Titre")).toHaveValue(title);
  await expect(page.getByLabel("Lien")).toHaveValue("https://example.com/x");
});

test("demos: cancel returns to the list", async ({ page }) => {
  await open(page, "/admin/demos");
  await page.getByRole("button", { name: "Ajouter une démo" }).click();
  await page.getByRole("button", { name: "Annuler" }).click();
  // Back to the list, the focus on the button that opened the form.
  await expect(page.getByRole("button", { name: "Ajouter une démo" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Ajouter une démonstration" })).toHaveCount(0);
});
