import { expect, expectNoAxeViolations, open, test } from "../support/admin";

const ENTRIES = [
  ["Dashboard", "/admin"],
  ["Services", "/admin/services"],
  ["Études de cas", "/admin/cases"],
  ["Recherches", "/admin/research"],
  ["Marchés", "/admin/markets"],
  ["Démos", "/admin/demos"],
  ["Témoignages", "/admin/testimonials"],
  ["Médiathèque", "/admin/media"],
  ["Textes du site", "/admin/site-texts"],
  // The preview's address follows the page it shows (?path=…&lang=…).
  ["Aperçu", "/admin/apercu(\\?.*)?"],
  ["Traductions", "/admin/translations"],
  ["Messages", "/admin/messages"],
  ["Questions des visiteurs", "/admin/questions"],
  ["Journal", "/admin/journal"],
  ["Équipe", "/admin/team"],
] as const;

test("the sidebar lists the entries in order and highlights the active one", async ({ page }) => {
  await open(page, "/admin");
  const nav = page.getByRole("navigation", { name: "Navigation de l'administration" });
  await expect(nav.getByRole("link")).toHaveText(ENTRIES.map(([label]) => label));
  for (const [label, path] of ENTRIES) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("banner")).toHaveText(label);
  }
  await expect(page.getByRole("complementary", { name: "Administration" })).toContainText(
    "Administration",
  );
});

test("on a phone the sidebar is a drawer that closes after a choice", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/admin");
  await expect(page.getByRole("complementary", { name: "Administration" })).toBeHidden();
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu de l'administration" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Déconnexion" })).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole("link", { name: "Marchés" }).click();
  await expect(page).toHaveURL(/\/admin\/markets$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("banner")).toHaveText("Marchés");
});
