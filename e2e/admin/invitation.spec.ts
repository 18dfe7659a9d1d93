import type { Browser, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { strongPassword, tokenOf, uniqueSuffix } from "#testing/members";
import {
  expect,
  expectNoAxeViolations,
  open,
  anonymousTest as test,
  toast,
} from "../support/admin";
import { expectNotInLogs, type MailedServer, startMailedServer } from "../support/mail";
import { expectFitsPhones } from "../support/phone-widths";

/**
 * An invitation from end to end, on a server of its own that e-mails through a local SMTP server:
 * the administrator invites (POST /api/team/invitations), the e-mail's link opens the invitation
 * page, the member chooses a name and a password and lands on the dashboard, signed in.
 */
test.describe.configure({ mode: "serial" });

type Playwright = PlaywrightWorkerArgs["playwright"];

let server: MailedServer;
/** Every link, token and password the run saw: none may be in the server's log. */
const secrets: string[] = [];

test.beforeAll(async () => {
  server = await startMailedServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** The administrator's call, through the API. */
async function asAdmin(
  playwright: Playwright,
  method: "get" | "post",
  path: string,
  data?: object,
) {
  const api = await playwright.request.newContext({ baseURL: server.origin });
  const response = await api[method](path, { headers: server.adminHeaders, data });
  const body = response.status() === 204 ? undefined : await response.json();
  await api.dispose();
  return { status: response.status(), body };
}

async function invite(playwright: Playwright, label: string) {
  const email = `${label}-${uniqueSuffix()}@example.com`;
  const invited = await asAdmin(playwright, "post", "/api/team/invitations", {
    email,
    role: "editor",
  });
  expect(invited.status).toBe(201);
  expect(invited.body).toMatchObject({ email, status: "invited" });
  // An e-mail went out, so the answer does not carry the link.
  expect(invited.body).not.toHaveProperty("invite_url");
  return { email, id: (invited.body as { id: string }).id };
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.origin });
  return context.newPage();
}

async function accept(page: Page, name: string, password: string) {
  await page.getByLabel("Nom d'affichage").fill(name);
  await page.getByLabel(/^Nouveau mot de passe/).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
}

test("an invited member opens the e-mailed link, chooses a name and a password, and is on the dashboard", async ({
  browser,
  playwright,
}) => {
  const member = await invite(playwright, "invite");
  const link = await server.nextLink(member.email, "/admin/invitation");
  secrets.push(link, tokenOf(link));
  const mail = server.mails().find((each) => each.to.includes(member.email));
  expect(mail?.text).toContain("Vous êtes invité à rejoindre l'équipe");

  const page = await newPage(browser);
  await open(page, link);
  await expect(page).toHaveURL(`${server.origin}/admin/invitation`);
  await expect(page.getByText("Bienvenue dans l'équipe")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choisissez votre mot de passe" })).toBeVisible();
  await expect(page.getByText("Ce lien ne sert qu'une fois")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhones(page, "/admin/invitation");
  await page.setViewportSize({ width: 1280, height: 720 });

  // Nothing is sent (the link is not spent) while the form is incomplete.
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Le nom d'affichage est obligatoire")).toBeVisible();
  await expect(page.getByLabel("Nom d'affichage")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  const password = strongPassword();
  secrets.push(password);
  await accept(page, "Samir Haddad", password);
  await expect(page).toHaveURL(`${server.origin}/admin`);
  await expect(toast(page, "Mot de passe enregistré")).toContainText("Votre compte est activé.");
  await expect(page.getByText("Bienvenue, Samir Haddad")).toBeVisible();

  const team = await asAdmin(playwright, "get", "/api/team");
  expect(team.body).toContainEqual(
    expect.objectContaining({ email: member.email, username: "Samir Haddad", status: "active" }),
  );

  // The link served once: opened again, it says so and whom to ask, before asking for anything.
  const other = await newPage(browser);
  await open(other, link);
  await expect(other.getByLabel("Nom d'affichage")).toHaveCount(0);
  await expect(
    other.getByRole("heading", { name: "Ce lien d'invitation a déjà servi." }),
  ).toBeFocused();
  await expect(
    other.getByText("Demandez à un administrateur de vous envoyer une nouvelle invitation."),
  ).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByRole("link", { name: "Aller à la page de connexion" }).click();
  await expect(other).toHaveURL(`${server.origin}/admin/login`);
});

test("a new invitation replaces the first link, which says so; the new one works", async ({
  browser,
  playwright,
}) => {
  const member = await invite(playwright, "renvoi");
  const first = await server.nextLink(member.email, "/admin/invitation");
  const resent = await asAdmin(playwright, "post", `/api/team/${member.id}/invitation`);
  expect(resent.status).toBe(200);
  const second = await server.nextLink(member.email, "/admin/invitation");
  secrets.push(first, tokenOf(first), second, tokenOf(second));

  const page = await newPage(browser);
  // The replaced link says so before asking for anything.
  await open(page, first);
  await expect(
    page.getByRole("heading", {
      name: "Ce lien d'invitation a été remplacé par une invitation plus récente.",
    }),
  ).toBeVisible();
  await expect(page.getByLabel("Nom d'affichage")).toHaveCount(0);

  const password = strongPassword();
  secrets.push(password);
  await open(page, second);
  await accept(page, "Inès Morel", password);
  await expect(page).toHaveURL(`${server.origin}/admin`);
  await expect(page.getByText("Bienvenue, Inès Morel")).toBeVisible();
});

test("no invitation link, token or password of the run is in the server's log", async ({
  playwright,
}) => {
  // This test's own invitation, so that it checks something even when run alone.
  const member = await invite(playwright, "journal");
  const link = await server.nextLink(member.email, "/admin/invitation");
  expect(expectNotInLogs(server, [...secrets, link, tokenOf(link)])).toBeGreaterThan(0);
  // The server did log the invitations' calls: the check read the right log.
  expect(server.logs().map((line) => line.path)).toContain("/api/team/invitations");
});
