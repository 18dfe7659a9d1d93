import type { Browser, BrowserContext } from "@playwright/test";
import {
  ADMIN,
  expect,
  expectNoAxeViolations,
  freePort,
  open,
  startExtraServer,
  anonymousTest as test,
  toast,
  unique,
} from "../support/admin";

/**
 * A second server with a database as its first start left it (so its empty
 * states are known) and the non-default configuration: the local-only variant
 * (ADMIN_DATA_SOURCE=local; Case studies, research and markets in the browser's storage), the
 * login hint box (SHOW_DEMO_CREDENTIALS=true) and open sign-up (to get an account without role
 * admin).
 */
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startExtraServer>>;
let state: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async ({ playwright }) => {
  server = await startExtraServer(await freePort(), {
    ADMIN_DATA_SOURCE: "local",
    SHOW_DEMO_CREDENTIALS: "true",
    ALLOW_SIGNUP: "true",
  });
  const request = await playwright.request.newContext({ baseURL: server.origin });
  const response = await request.post("/auth/v1/token?grant_type=password", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
  state = await request.storageState();
  await request.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

async function signedInPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.origin, storageState: state });
  return { context, page: await context.newPage() };
}

test("empty lists show the product's empty messages", async ({ browser }) => {
  const { context, page } = await signedInPage(browser);
  await open(page, "/admin/research");
  await expect(page.getByText("Aucun projet R&D enregistré")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Projets R&D (0)" })).toBeVisible();
  await expectNoAxeViolations(page);
  await open(page, "/admin/markets");
  await expect(page.getByText("Aucun marché analysé")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Marchés analysés (0)" })).toBeVisible();
  // Demos always live on the server; this server's database is new, so none yet.
  await open(page, "/admin/demos");
  await expect(page.getByText("Aucune démonstration créée pour le moment.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Créer votre première démo" }).click();
  await expect(page.getByRole("heading", { name: "Ajouter une démonstration" })).toBeVisible();
  await context.close();
});

test("case studies are kept in browser storage with the product's record shape", async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser);
  const title = unique("Tableau ESG");
  await open(page, "/admin/cases");
  await page.getByRole("button", { name: "Nouvelle étude de cas" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle étude de cas" });
  await dialog.getByLabel("Titre").fill(title);
  await dialog.getByLabel("Description").fill("Reporting extra-financier.");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(toast(page, "Veuillez remplir tous les champs obligatoires")).toBeVisible();
  await dialog.getByLabel("Client").fill("PME européenne");
  await dialog.getByLabel("Image (URL)").fill("https://example.com/esg.png");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(toast(page, "Étude de cas ajoutée avec succès")).toBeVisible();

  const records = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("admin_case_studies") ?? "[]"),
  );
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    title,
    client: "PME européenne",
    imageUrl: "https://example.com/esg.png",
  });
  expect(records[0].id).toMatch(/^\d{13,}$/);
  expect(Date.parse(records[0].createdAt)).not.toBeNaN();
  expect(Date.parse(records[0].updatedAt)).not.toBeNaN();
  // Nothing reached the server (which holds only the first start's case studies).
  const onServer = (await (await page.request.get("/api/case_studies")).json()) as {
    title: string;
  }[];
  expect(onServer.map((row) => row.title)).not.toContain(title);

  // Kept across reloads; edited and deleted in place.
  await open(page, "/admin/cases");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("PME européenne");
  await page.getByRole("button", { name: `Modifier ${title}` }).click();
  await page.getByRole("dialog").getByLabel("Client").fill("PME lyonnaise");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "Étude de cas modifiée avec succès")).toBeVisible();
  await expect(row).toContainText("PME lyonnaise");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: `Supprimer ${title}` }).click();
  await expect(toast(page, "Étude de cas supprimée avec succès")).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("admin_case_studies") ?? "[]")),
  ).toEqual([]);
  await context.close();
});

test("research and markets use their own keys and the form's field names", async ({ browser }) => {
  const { context, page } = await signedInPage(browser);
  const title = unique("Détection de fake news");
  await open(page, "/admin/research");
  await page.getByRole("button", { name: "Nouveau projet R&D" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau projet R&D" });
  await dialog.getByLabel("Titre").fill(title);
  await dialog.getByLabel("Description").fill("Arabe.");
  await dialog.getByLabel("Date de début").fill("2026-02-01");
  await dialog.getByLabel("Équipe").fill("A, B");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(toast(page, "Recherche ajoutée avec succès")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("2 membres");
  const research = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("admin_research") ?? "[]"),
  );
  expect(research[0]).toMatchObject({
    title,
    status: "planned",
    startDate: "2026-02-01",
    team: ["A", "B"],
  });

  await open(page, "/admin/markets");
  await page.getByRole("button", { name: "Nouveau marché" }).click();
  const market = page.getByRole("dialog", { name: "Nouveau marché" });
  await market.getByLabel("Nom").fill("Europe");
  await market.getByLabel("Description").fill("France, Allemagne.");
  await market.getByLabel("Région").fill("Europe");
  await market.getByLabel("Croissance (%)").fill("-1.5");
  await market.getByRole("button", { name: "Créer" }).click();
  await expect(toast(page, "Marché ajouté avec succès")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Europe" })).toContainText(/[-−]1,5%/);
  const markets = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("admin_markets") ?? "[]"),
  );
  expect(markets[0]).toMatchObject({ name: "Europe", growthRate: -1.5, size: 0, keyPlayers: [] });
  await context.close();
});

test("the login page shows the demo credentials only when SHOW_DEMO_CREDENTIALS=true", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await open(page, "/admin/login");
  const hint = page.getByRole("region", { name: "Compte de démonstration" });
  await expect(hint).toContainText(ADMIN.email);
  await expect(hint).toContainText(ADMIN.password);
  await expectNoAxeViolations(page);
  await context.close();
});

test("a signed-in account without a role of the back office is refused, in French", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const signup = await context.request.post("/auth/v1/signup", {
    data: {
      email: `visiteur-${Date.now()}@example.com`,
      password: "Un-mot-de-passe-solide-2026!",
      data: { username: "visiteur" },
    },
  });
  expect(signup.ok()).toBe(true);
  const page = await context.newPage();
  const response = await page.goto("/admin/services");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
  await expect(page.getByText("Gestion des services")).toHaveCount(0);
  await context.close();
});
