import { expect, type Page } from "@playwright/test";
import { signIn } from "#testing/built-server";
import type { LinkPage } from "#testing/members";
import { type ReceivedMail, smtpServer } from "#testing/smtp-server";
import { E2E_ADMIN } from "../../playwright.config";
import { type BuiltServer, freePort } from "./built-server";
import { hydrated } from "./hydration";
import { startServerFromTemplate } from "./template-server";

export interface MailedServer extends BuiltServer {
  /** The E2E administrator's Bearer header on this server, for the API calls a test makes. */
  adminHeaders: Record<string, string>;
  /** Every e-mail the server handed to the local SMTP server so far. */
  mails(): ReceivedMail[];
  /**
   * The link of the next e-mail to `recipient` that links to `page` and was not taken yet, once
   * the server's mailer (which looks at its queue every few seconds) has sent it.
   */
  nextLink(recipient: string, page: LinkPage): Promise<string>;
}

const LINK = /https?:\/\/\S+#token_hash=[A-Za-z0-9_-]+/;

/**
 * Another copy of the built app with SMTP_URL pointing at a real local SMTP server started here,
 * so the e-mails it sends (invitations, reset links) can be read, and every log line kept (level
 * debug) for the check that no token or link is ever written to it.
 */
export async function startMailedServer(
  /**
   * How the app is started: on a copy of a first-started database unless told otherwise
   * (`startBuiltServer` for a first start of its own).
   */
  start = startServerFromTemplate,
): Promise<MailedServer> {
  const smtp = smtpServer(await freePort());
  await smtp.listen();
  const server = await start(await freePort(), {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: "debug",
  }).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  const taken = new Set<ReceivedMail>();
  const { authorization } = await signIn(server.origin, E2E_ADMIN);
  return {
    ...server,
    adminHeaders: { Authorization: authorization },
    mails: () => smtp.received,
    async nextLink(recipient, page) {
      let link: string | undefined;
      await expect
        .poll(
          () => {
            const mail = smtp.received.find(
              (each) =>
                !taken.has(each) &&
                each.to.includes(recipient) &&
                each.text.includes(`${server.origin}${page}#token_hash=`),
            );
            if (mail) taken.add(mail);
            link = mail?.text.match(LINK)?.[0];
            return link;
          },
          { timeout: 0 },
        )
        .toBeTruthy();
      return link!;
    },
    async stop() {
      await server.stop();
      await smtp.close();
    },
  };
}

/**
 * The server's log, every line of it, holds none of these strings (tokens, links, passwords).
 * Answers how many lines were read, so a test can tell the log was not empty.
 */
export function expectNotInLogs(server: BuiltServer, secrets: string[]): number {
  const lines = server.logs().map((line) => JSON.stringify(line));
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(8);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  }
  return lines.length;
}

/** Signs in through the login page, as a member does. */
export async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}
