import type { Browser } from "@playwright/test";
import {
  ADMIN,
  choose,
  expect,
  expectNoAxeViolations,
  open,
  sidebar,
  anonymousTest as test,
  toast,
  unique,
} from "../support/admin";
import { type BuiltServer, freePort, startBuiltServer } from "../support/built-server";
import { userCreate as runUserCreate, signedInAt } from "../support/operator";
import { copyOfTemplate } from "../support/template-server";

/**
 * The back office as each role sees it, on a server of its own whose members were made the way
 * an operator makes them, with `npm run user:create` on the server's DATA_DIR before it starts
 * (a copy of a first-started database: the administrator and the first start's content).
 */
test.describe.configure({ mode: "serial" });

const EDITOR = { email: "editrice@example.com", password: "Editrice-e2e-Passw0rd!" };
const TRANSLATOR = { email: "traducteur@example.com", password: "Traducteur-e2e-Passw0rd!" };

let server: BuiltServer;
let dataDir: Awaited<ReturnType<typeof copyOfTemplate>> | undefined;
// A service written in French only: the translator's list starts on it.
const french = unique("Audit de sécurité");
// A demo and a case study with an image, in French only.
const demoTitle = unique("Démo assistant");
const caseTitle = unique("Étude illustrée");
// A contact message: the editors' to read, never the translator's.
const visitor = unique("Visiteur");

const userCreate = (...args: string[]) => runUserCreate(dataDir?.dataDir ?? "", ...args);

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  dataDir = await copyOfTemplate();
  await userCreate("--email", EDITOR.email, "--password", EDITOR.password, "--role", "editor");
  await userCreate(
    "--email",
    TRANSLATOR.email,
    "--password",
    TRANSLATOR.password,
    "--role",
    "translator",
    "--languages",
    "ar",
  );
  server = await startBuiltServer(await freePort(), { DATA_DIR: dataDir.dataDir });
  const request = await playwright.request.newContext({ baseURL: server.origin });
  const signIn = await request.post("/auth/v1/token?grant_type=password", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
  const created = await request.post("/api/services", {
    headers: { Origin: server.origin },
    data: { title: french, description: "Un audit de vos systèmes.", category: "Sécurité" },
  });
  expect(created.status()).toBe(201);
  for (const [table, row] of [
    ["demos", { title: demoTitle, type: "lien", media_url: "https://example.com/demo" }],
    [
      "case_studies",
      {
        title: caseTitle,
        description: "Une étude.",
        client: "Un client",
        image_url: "/storage/media/photo.jpg",
      },
    ],
  ] as const) {
    const response = await request.post(`/api/${table}`, {
      headers: { Origin: server.origin },
      data: row,
    });
    expect(response.status(), table).toBe(201);
  }
  const sent = await request.post("/api/contact", {
    headers: { Origin: server.origin },
    data: { name: visitor, email: "visiteur@example.com", message: "Bonjour, un devis svp." },
  });
  expect(sent.status()).toBe(201);
  await request.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  dataDir?.remove();
});

const signedIn = (browser: Browser, member: { email: string; password: string }) =>
  signedInAt(browser, server.origin, member);

test("a translator (ar) translates a service into Arabic, and nothing else", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, TRANSLATOR);
  await open(page, "/admin/services");
  await expect(page.getByRole("heading", { name: "Gestion des services" })).toBeVisible();

  // Its sidebar has no Journal and no 'Équipe'; 'Mon compte' follows the welcome line.
  await expect(sidebar(page).getByRole("link", { name: "Services" })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Journal" })).toHaveCount(0);
  await expect(sidebar(page).getByRole("link", { name: "Équipe" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Mon compte" })).toHaveAttribute(
    "href",
    "/admin/account",
  );

  // The list opens on the rows still to translate into Arabic: the seeded services are done.
  await expect(page.getByLabel("Traduction manquante en")).toHaveText("arabe");
  const row = page.getByRole("row").filter({ hasText: french });
  await expect(row).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "IA et chatbots" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ajouter un service" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Supprimer ${french}` })).toHaveCount(0);
  await expect(row.getByRole("switch")).toHaveCount(0);
  await expect(row.getByText("Publié")).toBeVisible();
  await expect(row.getByRole("button", { name: `Monter ${french}` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The form opens on Arabic; French and English are read only, still read and focusable.
  await row.getByRole("button", { name: `Modifier ${french}` }).click();
  const tabs = page.getByRole("tablist", { name: "Langue du contenu" });
  await expect(tabs.getByRole("tab", { name: /العربية/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Titre (العربية)")).toBeFocused();
  await expect(page.getByLabel("Titre (العربية)")).toBeEditable();
  await expectNoAxeViolations(page);
  await tabs.getByRole("tab", { name: "Français" }).click();
  await expect(
    page.getByText("Lecture seule : le français est écrit par les éditeurs."),
  ).toBeVisible();
  const frenchTitle = page.getByLabel("Titre");
  await expect(frenchTitle).toHaveValue(french);
  await expect(frenchTitle).not.toBeEditable();
  await frenchTitle.focus();
  await expect(frenchTitle).toBeFocused();
  await expectNoAxeViolations(page);
  await tabs.getByRole("tab", { name: /English/ }).click();
  await expect(page.getByLabel("Titre (English)")).not.toBeEditable();

  await tabs.getByRole("tab", { name: /العربية/ }).click();
  const arabic = unique("تدقيق الأمان");
  await page.getByLabel("Titre (العربية)").fill(arabic);
  await page.getByLabel("Description (العربية)").fill("تدقيق أنظمتكم.");
  await page.getByLabel("Catégorie (العربية)").fill("الأمن");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "Service modifié avec succès")).toBeVisible();
  // Translated, it leaves the list of rows to translate.
  await expect(row).toHaveCount(0);

  // The row's history is the team's to read: it names the translator's change.
  await page.getByLabel("Traduction manquante en").click();
  await page.getByRole("option", { name: "Tous les éléments" }).click();
  await page.getByRole("button", { name: `Historique de ${french}` }).click();
  const history = page.getByRole("dialog", { name: `Historique de ${french}` });
  await expect(history.getByText(TRANSLATOR.email).first()).toBeVisible();
  // The row keeps its last author, named above the entries.
  await expect(history.getByRole("definition").nth(1)).toHaveText(TRANSLATOR.email);
  await expect(history.getByRole("alert")).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Visitors reading Arabic get it; the French stays as it was.
  await open(page, "/services?lang=ar");
  await expect(page.getByRole("heading", { name: arabic })).not.toHaveAttribute("lang", "fr");
  await open(page, "/services?lang=fr");
  await expect(page.getByRole("heading", { name: french })).toBeVisible();

  // The journal is the administrators'.
  const journal = await page.goto("/admin/journal");
  expect(journal?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Accès réservé" })).toBeVisible();
  await expect(page.getByText("Qui a modifié quoi")).toHaveCount(0);
  await context.close();
});

test("a translator's form fits a 320 px screen; its site texts open on Arabic; the inbox is not its", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, TRANSLATOR);
  await page.setViewportSize({ width: 320, height: 740 });
  await open(page, "/admin/services");
  // On a phone the list's filters are folded behind 'Filtres'.
  await page.getByRole("button", { name: "Filtres" }).click();
  await page.getByLabel("Traduction manquante en").click();
  await page.getByRole("option", { name: "Tous les éléments" }).click();
  await page.getByRole("button", { name: "Modifier IA et chatbots" }).click();
  await expect(page.getByLabel("Titre (العربية)")).toBeFocused();
  const widths = await page.evaluate(() => ({
    viewport: document.documentElement.clientWidth,
    document: document.documentElement.scrollWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  await page.getByRole("button", { name: "Annuler" }).click();

  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/admin/site-texts");
  await expect(page.getByLabel("Langue")).toHaveText("Arabe");
  const first = page.getByRole("group", { name: /site\.skipToContent$/ });
  await expect(first.getByRole("textbox", { name: "Arabe" })).toBeEditable();
  await expect(first.getByRole("button", { name: "Enregistrer" })).toBeVisible();
  await expect(first.getByRole("textbox", { name: "Français" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // French is read, not written: no save, no reset.
  await choose(page, "Langue", "Français");
  await expect(first.getByRole("textbox", { name: "Français" })).not.toBeEditable();
  await expect(first.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
  await expect(first.getByRole("button", { name: "Réinitialiser" })).toHaveCount(0);

  // Nothing about people: no inbox, no visitors' questions, no journal, no team, in the sidebar
  // or by their address.
  for (const name of ["Messages", "Questions des visiteurs", "Journal", "Équipe"]) {
    await expect(sidebar(page).getByRole("link", { name })).toHaveCount(0);
  }
  const inbox = await page.goto("/admin/messages");
  expect(inbox?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Accès réservé" })).toBeVisible();
  await expect(
    page.getByText("Cette page est réservée aux éditeurs et aux administrateurs."),
  ).toBeVisible();
  await expect(page.getByText(visitor)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await open(page, "/admin");
  await expect(page.getByRole("heading", { name: "À faire", exact: true })).toBeVisible();
  await expect(page.getByText("Nouveaux messages")).toHaveCount(0);
  await context.close();
});

test("a translator translates a demo, whose link, like a case study's image, is read only", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, TRANSLATOR);
  await open(page, "/admin/demos");
  const card = page.getByRole("listitem").filter({ hasText: demoTitle });
  await expect(card).toBeVisible();
  await expect(page.getByRole("button", { name: "Ajouter une démo" })).toHaveCount(0);
  await expect(card.getByRole("switch")).toHaveCount(0);
  await expect(card.getByRole("button", { name: `Supprimer ${demoTitle}` })).toHaveCount(0);
  await expect(card.getByRole("button", { name: `Monter ${demoTitle}` })).toHaveCount(0);
  await card.getByRole("button", { name: `Modifier ${demoTitle}` }).click();
  await expect(page.getByRole("tab", { name: /العربية/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Lien")).toHaveValue("https://example.com/demo");
  await expect(page.getByLabel("Lien")).not.toBeEditable();
  const arabic = unique("عرض المساعد");
  await page.getByLabel("Titre (العربية)").fill(arabic);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Modifier", exact: true }).click();
  await expect(toast(page, "modifiée avec succès")).toBeVisible();

  await open(page, "/admin/cases");
  await page
    .getByRole("row")
    .filter({ hasText: caseTitle })
    .getByRole("button", { name: `Modifier ${caseTitle}` })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Français" }).click();
  await expect(dialog.getByRole("img", { name: "Aperçu : Image" })).toBeVisible();
  await expect(dialog.getByLabel("Image", { exact: true })).not.toBeEditable();
  await expect(dialog.getByRole("button", { name: "Retirer l'image" })).toHaveCount(0);
  await expect(dialog.locator("input[type=file]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test("an editor gets create, delete and publish, but no Journal and no 'Équipe'", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, EDITOR);
  await open(page, "/admin/services");
  await expect(page.getByRole("button", { name: "Ajouter un service" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "IA et chatbots" });
  await expect(row.getByRole("button", { name: "Supprimer IA et chatbots" })).toBeVisible();
  await expect(row.getByRole("switch", { name: "Publié : IA et chatbots" })).toBeVisible();
  await expect(page.getByLabel("Traduction manquante en")).toHaveText("Tous les éléments");
  await expect(sidebar(page).getByRole("link", { name: "Journal" })).toHaveCount(0);
  await expect(sidebar(page).getByRole("link", { name: "Équipe" })).toHaveCount(0);
  await expect(sidebar(page).getByRole("link", { name: "Messages" })).toBeVisible();
  await open(page, "/admin/messages");
  await expect(page.getByRole("article", { name: new RegExp(visitor) })).toContainText(
    "Bonjour, un devis svp.",
  );

  const team = await page.goto("/admin/team");
  expect(team?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Accès réservé" })).toBeVisible();
  await context.close();
});

test("an administrator's sidebar ends with Journal and 'Équipe'", async ({ browser }) => {
  const { context, page } = await signedIn(browser, ADMIN);
  await open(page, "/admin");
  const links = sidebar(page).getByRole("link");
  await expect(links.nth(-2)).toHaveText("Journal");
  await expect(links.nth(-1)).toHaveText("Équipe");
  await context.close();
});
