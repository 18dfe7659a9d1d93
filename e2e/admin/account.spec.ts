import type { Browser, PlaywrightWorkerArgs } from "@playwright/test";
import { invitedMember, strongPassword, tokenOf, uniqueSuffix } from "#testing/members";
import {
  expect,
  expectNoAxeViolations,
  open,
  signInAlert,
  anonymousTest as test,
  toast,
} from "../support/admin";
import {
  expectNotInLogs,
  type MailedServer,
  signInOnPage,
  startMailedServer,
} from "../support/mail";
import { expectFitsPhones } from "../support/phone-widths";

/**
 * The member's own account on a server of its own that e-mails through a local SMTP server:
 * 'Mot de passe oublié ?' with the link read from the e-mail, the reset page's refusals, and
 * 'Mon compte' (display name, password, sessions). Passwords change and sessions end here, so
 * nothing runs on the shared server; every member is invited and accepted through the API first.
 */
test.describe.configure({ mode: "serial" });

type Playwright = PlaywrightWorkerArgs["playwright"];

const RESET_SENT =
  "Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient d'être envoyé. Le lien est valable 1 heure.";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let server: MailedServer;
/** Every link, token and password the run saw: none may be in the server's log. */
const secrets: string[] = [];

test.beforeAll(async () => {
  server = await startMailedServer();
});

test.afterAll(async () => {
  await server?.stop();
});

interface Member {
  email: string;
  password: string;
  name: string;
}

/** An editor invited by the administrator, who accepted through the e-mailed link (API calls). */
async function newMember(playwright: Playwright, label: string): Promise<Member> {
  const id = uniqueSuffix();
  const member = {
    email: `${label}-${id}@example.com`,
    password: strongPassword(),
    name: `${label} ${id}`,
  };
  const { link, authorization } = await invitedMember(server, "editor", member);
  secrets.push(link, tokenOf(link), member.password);
  const api = await playwright.request.newContext({ baseURL: server.origin });
  try {
    // The link's session ends here: the member's sessions are the ones each test opens.
    const signedOut = await api.post("/auth/v1/logout?scope=local", {
      headers: { Authorization: authorization },
    });
    expect(signedOut.status()).toBe(204);
  } finally {
    await api.dispose();
  }
  return member;
}

async function newPage(browser: Browser, userAgent?: string) {
  const context = await browser.newContext({ baseURL: server.origin, userAgent });
  return context.newPage();
}

/** What the password grant answers for these credentials (a session it opens is ended). */
async function signInStatus(playwright: Playwright, email: string, password: string) {
  const api = await playwright.request.newContext();
  const response = await api.post(`${server.origin}/auth/v1/token?grant_type=password`, {
    data: { email, password },
  });
  if (response.ok()) {
    const { access_token } = (await response.json()) as { access_token: string };
    const signedOut = await api.post(`${server.origin}/auth/v1/logout?scope=local`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(signedOut.status()).toBe(204);
  }
  await api.dispose();
  return response.status();
}

test("a forgotten password: the e-mailed link sets a new one and signs in; the old one is refused", async ({
  browser,
  playwright,
}) => {
  const member = await newMember(playwright, "oubli");
  const page = await newPage(browser);
  await open(page, "/admin/login");
  await page.getByRole("button", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByLabel("E-mail")).toBeFocused();
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByRole("button", { name: "Recevoir un lien" }).click();
  await expect(page.getByRole("status")).toHaveText(RESET_SENT);

  const link = await server.nextLink(member.email, "/admin/reset");
  secrets.push(link, tokenOf(link));
  await open(page, link);
  // The token leaves the address bar (and the history) as soon as the page runs.
  await expect(page).toHaveURL(`${server.origin}/admin/reset`);
  await expect(page.getByRole("heading", { name: "Choisissez votre mot de passe" })).toBeVisible();
  await expect(page.getByText("Ce lien ne sert qu'une fois")).toBeVisible();

  const password = page.getByLabel(/^Nouveau mot de passe/);
  await password.fill("motdepasse");
  await expect(page.getByText("Force du mot de passe : Trop faible")).toBeVisible();
  await expect(page.getByText("Ce mot de passe est trop courant.")).toBeVisible();
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  const chosen = strongPassword();
  secrets.push(chosen);
  await password.fill(chosen);
  await expect(page.getByText("Force du mot de passe : Robuste")).toBeVisible();
  await page.getByLabel("Confirmer le mot de passe").fill(`${chosen}x`);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();
  await page.getByLabel("Confirmer le mot de passe").fill(chosen);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();

  await expect(page).toHaveURL(`${server.origin}/admin`);
  await expect(page.getByText(`Bienvenue, ${member.name}`)).toBeVisible();
  expect(await signInStatus(playwright, member.email, chosen)).toBe(200);

  // The old password is refused on the login page.
  const other = await newPage(browser);
  await signInOnPage(other, member.email, member.password);
  await expect(signInAlert(other, "Erreur de connexion")).toBeVisible();
  await expect(other).toHaveURL(`${server.origin}/admin/login`);

  // The link served once: opened again, it says so before asking for anything and leads back
  // to 'Mot de passe oublié ?'.
  await open(other, link);
  await expect(other).toHaveURL(`${server.origin}/admin/reset`);
  await expect(
    other.getByRole("heading", { name: "Ce lien de réinitialisation a déjà servi." }),
  ).toBeFocused();
  await other.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(other.getByRole("button", { name: "Recevoir un lien" })).toBeVisible();
});

test("'Mot de passe oublié ?' answers any address alike, however often it is asked", async ({
  browser,
  playwright,
}) => {
  const nobody = `personne-${uniqueSuffix()}@example.com`;
  const page = await newPage(browser);
  await open(page, "/admin/login");
  await page.getByRole("button", { name: "Mot de passe oublié ?" }).click();
  await page.getByLabel("E-mail").fill("pas-une-adresse");
  await page.getByRole("button", { name: "Recevoir un lien" }).click();
  await expect(page.getByText("Veuillez saisir une adresse e-mail valide")).toBeVisible();
  await page.getByLabel("E-mail").fill(nobody);
  await page.getByRole("button", { name: "Recevoir un lien" }).click();
  await expect(page.getByRole("status")).toHaveText(RESET_SENT);
  await expectNoAxeViolations(page);

  // More requests for the same address get the same answer: nobody else's requests can keep
  // a member from asking (one e-mail a minute goes to an address, whoever asks).
  const api = await playwright.request.newContext();
  for (let i = 0; i < 3; i += 1) {
    const response = await api.post(`${server.origin}/auth/v1/recover`, {
      data: { email: nobody },
    });
    expect(response.status()).toBe(200);
  }
  await api.dispose();
  await page.getByRole("button", { name: "Retour à la connexion" }).click();
  await expect(page.getByRole("button", { name: "Mot de passe oublié ?" })).toBeFocused();
  await page.getByRole("button", { name: "Mot de passe oublié ?" }).click();
  await page.getByLabel("E-mail").fill(nobody);
  await page.getByRole("button", { name: "Recevoir un lien" }).click();
  await expect(page.getByRole("status")).toHaveText(RESET_SENT);
  // No e-mail ever went to an address without an account.
  expect(server.mails().filter((mail) => mail.to.includes(nobody))).toEqual([]);
});

test("a reset link that is incomplete, altered or replaced by a newer one says so in French", async ({
  browser,
  playwright,
}) => {
  const member = await newMember(playwright, "lien");
  const page = await newPage(browser);

  // Each says so on opening, before the page asks for anything.
  await open(page, "/admin/reset");
  await expect(
    page.getByRole("heading", {
      name: "Ce lien est incomplet : ouvrez-le à nouveau depuis l'e-mail reçu.",
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await open(page, "/admin/reset#token_hash=ceci-n-est-pas-un-lien-emis-par-le-site");
  await expect(
    page.getByRole("heading", { name: "Ce lien de réinitialisation n'est pas valide." }),
  ).toBeVisible();
  await expect(
    page.getByText("Demandez un nouveau lien depuis « Mot de passe oublié ? »"),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Two requests, each e-mailed (a link replaced before its e-mail goes out is never sent). An
  // address gets one reset e-mail a minute, counted in the memory of the server's one process
  // (embedded database): the site restarts between the two requests, as after an update, so the
  // second goes at once instead of a minute later (the spacing is server/auth's test).
  const api = await playwright.request.newContext();
  const ask = async () => {
    const response = await api.post(`${server.origin}/auth/v1/recover`, {
      data: { email: member.email },
    });
    expect(response.status()).toBe(200);
  };
  await ask();
  const first = await server.nextLink(member.email, "/admin/reset");
  await server.restart();
  await ask();
  const second = await server.nextLink(member.email, "/admin/reset");
  await api.dispose();
  secrets.push(first, tokenOf(first), second, tokenOf(second));
  await open(page, first);
  await expect(
    page.getByRole("heading", {
      name: "Ce lien de réinitialisation a été remplacé par une demande plus récente.",
    }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Nouveau mot de passe/)).toHaveCount(0);
  await expectFitsPhones(page, "/admin/reset");
  // The member's password is what it was.
  expect(await signInStatus(playwright, member.email, member.password)).toBe(200);
});

test("'Mon compte': display name, password, the sessions by browser, 'Déconnecter' and 'Déconnecter partout'", async ({
  browser,
  playwright,
}) => {
  const member = await newMember(playwright, "compte");
  const elsewhere = await newPage(browser, IPHONE_SAFARI);
  await signInOnPage(elsewhere, member.email, member.password);
  await expect(elsewhere).toHaveURL(`${server.origin}/admin`);
  const page = await newPage(browser);
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(`${server.origin}/admin`);

  await page.getByRole("link", { name: "Mon compte" }).click();
  await expect(page).toHaveURL(`${server.origin}/admin/account`);
  await expect(page.getByRole("heading", { name: "Mon compte", level: 1 })).toBeVisible();

  // The display name: the welcome line follows at once.
  const name = page.getByLabel("Nom d'affichage");
  await expect(name).toHaveValue(member.name);
  await name.fill("   ");
  await page.getByRole("button", { name: "Enregistrer le nom" }).click();
  await expect(page.getByText("Le nom d'affichage est obligatoire")).toBeVisible();
  await name.fill("Nadia Benali");
  await page.getByRole("button", { name: "Enregistrer le nom" }).click();
  await expect(toast(page, "Nom modifié")).toBeVisible();
  await expect(page.getByText("Bienvenue, Nadia Benali")).toBeVisible();

  // The password: the current one first.
  const chosen = strongPassword();
  secrets.push(chosen);
  await page.getByLabel("Mot de passe actuel").fill("pas-le-bon-mot-de-passe");
  await page.getByLabel(/^Nouveau mot de passe/).fill(chosen);
  await page.getByLabel("Confirmer le mot de passe").fill(chosen);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Le mot de passe actuel est incorrect")).toBeVisible();
  await page.getByLabel("Mot de passe actuel").fill(member.password);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(toast(page, "Mot de passe modifié")).toBeVisible();
  await expect(page.getByLabel("Mot de passe actuel")).toHaveValue("");
  expect(await signInStatus(playwright, member.email, member.password)).toBe(400);
  expect(await signInStatus(playwright, member.email, chosen)).toBe(200);

  // The sessions: this one and the iPhone's.
  await page.reload();
  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "Cette session" })).toHaveCount(1);
  await expect(sessions.filter({ hasText: "Cette session" })).toContainText("Chrome sur");
  const iphone = sessions.filter({ hasText: "Safari sur iPhone" });
  await expect(iphone).toContainText("Adresse : 127.0.0.1");
  await expect(iphone).toContainText(/Dernière activité : \d{1,2} \S+ \d{4}/);
  await expectNoAxeViolations(page);
  await expectFitsPhones(page, "/admin/account");
  await page.setViewportSize({ width: 1280, height: 720 });

  await iphone.getByRole("button", { name: "Déconnecter", exact: true }).click();
  await expect(toast(page, "Session déconnectée")).toContainText("Safari sur iPhone");
  await expect(sessions).toHaveCount(1);
  // The iPhone's next request is refused: back on the login page.
  await elsewhere.goto("/admin/account");
  await expect(elsewhere).toHaveURL(`${server.origin}/admin/login`);

  // 'Déconnecter partout' asks first, then ends this session too.
  await page.getByRole("button", { name: "Déconnecter partout" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(`${server.origin}/admin/account`);
  await page.getByRole("button", { name: "Déconnecter partout" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Déconnecter partout" }).click();
  await expect(page).toHaveURL(`${server.origin}/admin/login`);
  await page.goto("/admin/account");
  await expect(page).toHaveURL(`${server.origin}/admin/login`);
});

test("no link, token or password of the run is in the server's log", async ({ playwright }) => {
  // This test's own link, so that it checks something even when run alone.
  const member = await newMember(playwright, "journal");
  expect(secrets.length).toBeGreaterThan(2);
  expect(expectNotInLogs(server, [...secrets, member.password])).toBeGreaterThan(0);
  // The server did log the calls that carried them: the check read the right log.
  const paths = server.logs().map((line) => line.path);
  expect(paths).toContain("/auth/v1/verify");
  expect(paths).toContain("/auth/v1/user");
});
