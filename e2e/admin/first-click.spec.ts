import { E2E_ADMIN } from "../../playwright.config";
import { expect, freePort, test, unique } from "../support/admin";
import {
  clickBeforeHydration,
  holdScripts,
  isHydrated,
  waitForHydration,
} from "../support/hold-scripts";
import { startServerFromTemplate } from "../support/template-server";

// Every control the administrator sees answers the first click, made the moment it is visible,
// while the admin's JavaScript is still on its way.
test.describe("admin: first click before the JavaScript is ready", () => {
  test("'Nouveau projet R&D' clicked at once opens its form", async ({ page }) => {
    await clickBeforeHydration(
      page,
      "/admin/research",
      page.getByRole("button", { name: "Nouveau projet R&D" }),
    );
    await expect(page.getByRole("dialog", { name: "Nouveau projet R&D" })).toBeVisible();
  });

  test("'Ajouter une démo' clicked at once opens its form", async ({ page }) => {
    await clickBeforeHydration(
      page,
      "/admin/demos",
      page.getByRole("button", { name: "Ajouter une démo" }),
    );
    await expect(page.getByRole("heading", { name: "Ajouter une démonstration" })).toBeVisible();
  });

  test("the mobile menu button clicked at once opens the menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await clickBeforeHydration(
      page,
      "/admin/markets",
      page.getByRole("button", { name: "Ouvrir le menu" }),
    );
    await expect(page.getByRole("dialog", { name: "Menu de l'administration" })).toBeVisible();
  });

  test("a row's buttons, in the HTML before the scripts, answer the first click", async ({
    page,
  }) => {
    const title = unique("Projet cliqué");
    const created = await page.request.post("/api/research", {
      headers: { Origin: new URL(test.info().project.use.baseURL ?? "").origin },
      data: { title, description: "Premier clic", status: "planned", start_date: "2026-01-01" },
    });
    expect(created.status()).toBe(201);
    // The page's rows come with the document: its buttons show before the scripts run.
    await clickBeforeHydration(
      page,
      "/admin/research",
      page.getByRole("button", { name: `Modifier ${title}` }),
    );
    await expect(page.getByRole("dialog", { name: "Modifier le projet R&D" })).toBeVisible();
    await expect(page.getByLabel("Titre").first()).toHaveValue(title);

    // On a phone the row is a card from the first paint, and its button takes the click too.
    await page.setViewportSize({ width: 375, height: 740 });
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await clickBeforeHydration(
      page,
      "/admin/research",
      page.getByRole("button", { name: `Supprimer ${title}` }),
    );
    await expect.poll(() => asked).toBe("Êtes-vous sûr de vouloir supprimer cette recherche ?");
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByText("Recherche supprimée avec succès")).toBeVisible();
  });

  test("the page the address names is in the HTML, with its total", async ({ page }) => {
    const marker = unique("Marché servi").replace(/\W+/g, "");
    const headers = { Origin: new URL(test.info().project.use.baseURL ?? "").origin };
    const ids: string[] = [];
    for (const name of [`${marker} Alpha`, `${marker} Bêta`, `${marker} Gamma`]) {
      const created = await page.request.post("/api/markets", {
        headers,
        data: { name, description: "Servi avec la page", region: "Europe" },
      });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { id: string }).id);
    }
    try {
      const release = await holdScripts(page);
      await page.goto(`/admin/markets?q=${marker}&order=name.desc&size=50`, {
        waitUntil: "commit",
      });
      await expect(
        page.getByRole("heading", { name: "Marchés analysés (3)", exact: true }),
      ).toBeVisible();
      const names = page.getByRole("row").locator("td:first-child");
      const expected = [`${marker} Gamma`, `${marker} Bêta`, `${marker} Alpha`];
      await expect(names).toHaveText(expected);
      expect(await isHydrated(page)).toBe(false);
      release();
      await waitForHydration(page);
      await expect(names).toHaveText(expected);
      await expect(page.getByRole("searchbox")).toHaveValue(marker);
    } finally {
      for (const id of ids) {
        expect((await page.request.delete(`/api/markets/${id}`, { headers })).status()).toBe(204);
      }
    }
  });

  test("nothing moves when a screen hydrates: a click made before lands where it was aimed", async ({
    page,
  }) => {
    // Filters show their chosen option in the server's HTML: a select that filled in only once
    // hydrated widened, wrapped the filter bar and moved the table under the pointer.
    const positions = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("main button, main a, main td")].map((element) =>
          Math.round(element.getBoundingClientRect().top),
        ),
      );
    for (const path of ["/admin/services", "/admin/journal"]) {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      // The whole document parsed, its scripts still held.
      await page.waitForFunction(() => document.readyState !== "loading");
      const before = await positions();
      expect(await isHydrated(page)).toBe(false);
      release();
      await waitForHydration(page);
      expect(await positions(), path).toEqual(before);
      await page.unroute("**/assets/*.js");
    }
  });

  test("'Se connecter' clicked at once signs in", async ({ browser }) => {
    // Signed out: a context without the project's saved session.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    try {
      const page = await context.newPage();
      const release = await holdScripts(page);
      await page.goto("/admin/login", { waitUntil: "commit" });
      await page.getByLabel("E-mail").fill(E2E_ADMIN.email);
      await page.getByLabel("Mot de passe").fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: "Se connecter" }).click();
      expect(await isHydrated(page)).toBe(false);
      release();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("'Déconnexion' clicked at once signs out", async ({ browser }) => {
    test.setTimeout(120_000);
    // Sign-out ends every session of the account: on a server of its own.
    const server = await startServerFromTemplate(await freePort());
    try {
      const context = await browser.newContext({ baseURL: server.origin });
      const response = await context.request.post("/auth/v1/token?grant_type=password", {
        data: E2E_ADMIN,
      });
      expect(response.status()).toBe(200);
      const page = await context.newPage();
      await clickBeforeHydration(
        page,
        "/admin",
        page
          .getByRole("complementary", { name: "Administration" })
          .getByRole("button", { name: "Déconnexion" }),
      );
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.goto("/admin/markets");
      await expect(page).toHaveURL(/\/admin\/login$/);
      await context.close();
    } finally {
      await server.stop();
    }
  });
});
