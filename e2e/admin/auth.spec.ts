import type { Page } from "@playwright/test";
import {
  ADMIN,
  expect,
  expectNoAxeViolations,
  freePort,
  open,
  signInAlert,
  signInApi,
  startExtraServer,
  anonymousTest as test,
  toast,
} from "../support/admin";
import { moduleScriptsOf } from "../support/html";

test.describe("admin sign-in and guard", () => {
  test("a signed-out visitor is sent to the login page before any admin page is sent", async ({
    page,
    request,
  }) => {
    for (const path of ["/admin", "/admin/services", "/admin/demos", "/admin/messages"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/admin/login");
    }
    await open(page, "/admin/research");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  });

  test("the login form shows the app's own messages and sends nothing when incomplete", async ({
    page,
  }) => {
    await open(page, "/admin/login");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Veuillez remplir tous les champs obligatoires")).toHaveCount(2);
    await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("E-mail").fill("pas-une-adresse");
    await page.getByLabel("Mot de passe").fill("x");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Veuillez saisir une adresse e-mail valide")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // No credentials hint unless SHOW_DEMO_CREDENTIALS=true.
    await expect(page.getByText("Compte de démonstration")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the sign-in page is a document with one small script; the dashboard's wait in the cache, compiled as they stream", async ({
    page,
    request,
  }) => {
    const response = await open(page, "/admin/login");
    const html = (await response?.text()) ?? "";
    const scripts = moduleScriptsOf(html);
    expect(scripts).toEqual([expect.stringMatching(/src="\/assets\/sign-in-[\w-]+\.js"/)]);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouter");
    // Every script the dashboard's document loads first is fetched ahead, at idle priority.
    const prefetched = [...html.matchAll(/<link rel="prefetch" as="script" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    const headers = await signInApi(request);
    const dashboard = await (await request.get("/admin", { headers })).text();
    const first = [...dashboard.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(first.length).toBeGreaterThan(3);
    expect(prefetched).toEqual(expect.arrayContaining(first));
    // The scripts every back-office page shares start with V8's compile hint: they compile as
    // they stream in, not function by function while the dashboard hydrates.
    const shared = first.filter(
      (src): src is string =>
        src !== undefined && /\/assets\/(framework|admin-base|admin-kit|icons)-/.test(src),
    );
    expect(shared).toHaveLength(4);
    for (const src of shared) {
      const code = await (await request.get(src)).text();
      const hint = "//# allFunctionsCalledOnLoad\n";
      expect(code.slice(0, hint.length), src).toBe(hint);
    }
  });

  test("wrong credentials show 'Erreur de connexion' with the server's message", async ({
    page,
  }) => {
    await open(page, "/admin/login");
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Mot de passe").fill("not-the-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    const shown = signInAlert(page, "Erreur de connexion");
    await expect(shown).toBeVisible();
    await expect(shown).not.toHaveText(/^Erreur de connexion$/);
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The address typed stays in its field; the page has no accessibility violation.
    await expect(page.getByLabel("E-mail")).toHaveValue(ADMIN.email);
    await expectNoAxeViolations(page);
  });

  test("an administrator signs in, is welcomed by name, and 'Déconnexion' signs out everywhere", async ({
    browser,
  }) => {
    // Sign-out is POST /auth/v1/logout?scope=global, which ends every session of the
    // account: run on a server of its own so the other tests' sessions are not ended with it.
    const server = await startExtraServer(await freePort(), {});
    const signIn = async (page: Page) => {
      await open(page, "/admin/login");
      await page.getByLabel("E-mail").fill(ADMIN.email);
      await page.getByLabel("Mot de passe").fill(ADMIN.password);
      await page.getByRole("button", { name: "Se connecter" }).click();
    };
    try {
      const elsewhere = await (await browser.newContext({ baseURL: server.origin })).newPage();
      await signIn(elsewhere);
      await expect(elsewhere).toHaveURL(/\/admin$/);

      const page = await (await browser.newContext({ baseURL: server.origin })).newPage();
      await signIn(page);
      await expect(toast(page, "Connexion réussie")).toContainText(
        "Bienvenue dans l'administration",
      );
      await expect(page).toHaveURL(/\/admin$/);
      const sidebar = page.getByRole("complementary", { name: "Administration" });
      await expect(sidebar.getByText(`Bienvenue, ${ADMIN.email}`)).toBeVisible();
      await expect(page.getByRole("banner")).toHaveText("Dashboard");

      // Already signed in: the login page sends back to the dashboard.
      await open(page, "/admin/login");
      await expect(page).toHaveURL(/\/admin$/);

      await page.getByRole("button", { name: "Déconnexion" }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      // The sign-in page reached by signing out is its own document, its script bound.
      await page.getByRole("button", { name: "Mot de passe oublié ?" }).click();
      await expect(page.getByRole("button", { name: "Recevoir un lien" })).toBeVisible();
      await open(page, "/admin/markets");
      await expect(page).toHaveURL(/\/admin\/login$/);
      // The other browser's session ended too (scope=global).
      await open(elsewhere, "/admin/markets");
      await expect(elsewhere).toHaveURL(/\/admin\/login$/);
    } finally {
      await server.stop();
    }
  });

  test("a session that ends is caught on the next client navigation", async ({ page, context }) => {
    await open(page, "/admin/login");
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Mot de passe").fill(ADMIN.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await context.clearCookies();
    await page
      .getByRole("navigation", { name: "Navigation de l'administration" })
      .getByRole("link", { name: "Services" })
      .click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  });
});
