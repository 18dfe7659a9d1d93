import type { Browser, Page } from "@playwright/test";
import { strongPassword, tokenOf, uniqueSuffix } from "#testing/members";
import { ADMIN, choose, expect, open, anonymousTest as test, toast } from "../support/admin";
import { expectNotInLogs, type MailedServer, startMailedServer } from "../support/mail";

/**
 * The team from end to end, as staff meet it: an administrator invites an editor and an Arabic
 * translator from 'Équipe', each accepts from the e-mail the local SMTP server caught and is
 * signed in; the translator fills an Arabic translation and is refused everything else, by the
 * screens and by the server.
 */
test.describe.configure({ mode: "serial" });

let server: MailedServer;
const secrets: string[] = [];

test.beforeAll(async () => {
  server = await startMailedServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin });
  return context.newPage();
}

async function signInAsAdmin(page: Page) {
  await open(page, "/admin/login");
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Mot de passe").fill(ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${server.origin}/admin`);
}

async function inviteFromTeamScreen(page: Page, email: string, role: string, language?: string) {
  await page.getByRole("button", { name: "Inviter un membre" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter un membre" });
  await dialog.getByLabel("E-mail").fill(email);
  await choose(page, /^Rôle/, role);
  if (language) await dialog.getByLabel(language).check();
  await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(toast(page, `Invitation envoyée à ${email}`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Invité");
}

/** Opens the e-mailed link in a fresh browser, chooses a name and a password: on the dashboard. */
async function accept(browser: Browser, email: string, name: string): Promise<Page> {
  const link = await server.nextLink(email, "/admin/invitation");
  const password = strongPassword();
  secrets.push(link, tokenOf(link), password);
  const page = await newPage(browser);
  await open(page, link);
  await page.getByLabel("Nom d'affichage").fill(name);
  await page.getByLabel(/^Nouveau mot de passe/).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(`${server.origin}/admin`);
  await expect(page.getByText(`Bienvenue, ${name}`)).toBeVisible();
  return page;
}

test("an administrator invites an editor and an Arabic translator; each accepts from the e-mail; the translator translates into Arabic and nothing else", async ({
  browser,
}) => {
  const editorEmail = `editeur-${uniqueSuffix()}@example.com`;
  const translatorEmail = `traductrice-${uniqueSuffix()}@example.com`;

  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  // A service written in French only: the translator's list opens on it.
  const french = `Audit de conformité ${uniqueSuffix()}`;
  const service = await admin.request.post("/api/services", {
    headers: { origin: server.origin },
    data: { title: french, description: "Un audit de vos systèmes.", category: "Conformité" },
  });
  expect(service.status()).toBe(201);
  const serviceId = ((await service.json()) as { id: string }).id;
  await admin.getByRole("link", { name: "Équipe" }).click();
  await expect(admin.getByRole("heading", { name: "Équipe", level: 1 })).toBeVisible();
  await inviteFromTeamScreen(admin, editorEmail, "Éditeur");
  await inviteFromTeamScreen(admin, translatorEmail, "Traducteur", "Arabe");

  const editor = await accept(browser, editorEmail, "Élise Martin");
  await open(editor, "/admin/services");
  await expect(editor.getByRole("button", { name: "Ajouter un service" })).toBeVisible();

  const translator = await accept(browser, translatorEmail, "Layla Hassan");
  // Its sidebar holds no journal or team; its services open on the rows to translate.
  const nav = translator.getByRole("navigation", { name: "Navigation de l'administration" });
  await expect(nav.getByRole("link", { name: "Journal" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Équipe" })).toHaveCount(0);
  await open(translator, "/admin/services");
  await expect(translator.getByRole("button", { name: "Ajouter un service" })).toHaveCount(0);
  await translator.getByRole("button", { name: `Modifier ${french}` }).click();
  const tabs = translator.getByRole("tablist", { name: "Langue du contenu" });
  await expect(tabs.getByRole("tab", { name: /العربية/ })).toHaveAttribute("aria-selected", "true");
  const arabic = `خدمة مترجمة ${uniqueSuffix()}`;
  await translator.getByLabel("Titre (العربية)").fill(arabic);
  await translator.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(translator, "Service modifié avec succès")).toBeVisible();
  await open(translator, "/services?lang=ar");
  await expect(translator.getByRole("heading", { name: arabic })).toBeVisible();

  // The server refuses the rest, whatever a screen would show: with the translator's own session.
  const api = translator.request;
  const headers = { origin: server.origin };
  const created = await api.post("/api/services", {
    headers,
    data: { title: "Intrus", description: "Non", icon: "Brain", category: "IA" },
  });
  expect(created.status()).toBe(403);
  expect((await created.json()).error.code).toBe("forbidden");
  const frenchField = await api.patch(`/api/services/${serviceId}`, {
    headers,
    data: { title: "Titre changé" },
  });
  expect(frenchField.status()).toBe(403);
  const english = await api.patch(`/api/services/${serviceId}`, {
    headers,
    data: { translations: { en: { title: "Changed" } } },
  });
  expect(english.status()).toBe(403);
  expect((await api.get("/api/audit", { headers })).status()).toBe(403);
  const journal = await translator.goto("/admin/journal");
  expect(journal?.status()).toBe(403);

  // The administrator's team lists both as active.
  await admin.reload();
  await expect(admin.getByRole("row").filter({ hasText: editorEmail })).toContainText("Actif");
  await expect(admin.getByRole("row").filter({ hasText: translatorEmail })).toContainText("Actif");
});

test("no link, token or password of this run is in the server's log", async () => {
  expect(secrets.length).toBeGreaterThan(0);
  expect(expectNotInLogs(server, secrets)).toBeGreaterThan(0);
});
