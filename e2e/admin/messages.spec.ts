import { expect, expectNoAxeViolations, open, test, toast, unique } from "../support/admin";

test("the contact inbox lists a received message, marks it read and deletes it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = unique("Visiteur");
  // A visitor sends the public contact form's call, without any session.
  const visitor = await playwright.request.newContext({ baseURL });
  const sent = await visitor.post("/api/contact", {
    headers: { Origin: baseURL ?? "" },
    data: {
      name,
      email: "visiteur@example.com",
      company: "Acme",
      message: "Bonjour, un devis svp.",
    },
  });
  expect(sent.status()).toBe(201);
  await visitor.dispose();

  await open(page, "/admin/messages");
  await expect(page.getByRole("heading", { name: "Messages reçus" })).toBeVisible();
  const item = page.getByRole("article", { name: new RegExp(name) });
  await expect(item).toContainText("Bonjour, un devis svp.");
  await expect(item).toContainText("Nouveau");
  await expect(page.getByRole("article").first()).toContainText(name); // newest first
  await expectNoAxeViolations(page);

  await item.getByRole("combobox", { name: `Statut du message de ${name}` }).click();
  await page.getByRole("option", { name: "Traité" }).click();
  await expect(toast(page, "Message mis à jour avec succès")).toBeVisible();
  await expect(item.getByRole("combobox")).toHaveText(/Traité/);

  const remove = item.getByRole("button", { name: `Supprimer le message de ${name}` });
  const confirmation = page.getByRole("alertdialog", { name: "Supprimer ce message ?" });
  await remove.click();
  await expect(confirmation).toContainText("Êtes-vous sûr de vouloir supprimer ce message ?");
  await confirmation.getByRole("button", { name: "Annuler" }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(item).toHaveCount(1);
  await remove.click();
  // While the deletion is on its way the dialog stays: Escape and 'Annuler' wait for its end.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/contact/*", async (route) => {
    if (route.request().method() !== "DELETE") return route.fallback();
    await answered;
    await route.fallback();
  });
  await confirmation.getByRole("button", { name: "Supprimer" }).click();
  await expect(confirmation).toHaveAttribute("aria-busy", "true");
  await page.keyboard.press("Escape");
  await expect(confirmation.getByRole("button", { name: "Annuler" })).toBeDisabled();
  await expect(confirmation).toBeVisible();
  answer();
  await expect(toast(page, "Message supprimé avec succès")).toBeVisible();
  await expect(confirmation).toHaveCount(0);
  await expect(item).toHaveCount(0);
});
