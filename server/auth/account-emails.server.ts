import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { accountEmails, oneTimeTokens } from "../db/schema";
import { headerSafe, type MailerDeps, type MailQueue, siteSender } from "../outbox/queue.server";
import type { Config } from "../spine/config.server";
import { linkFor, type OneTimeKind, TOKEN_LIFETIME_MS } from "./one-time-tokens.server";

/**
 * E-mails that carry a single-use link to a member (an invitation, a password reset), queued in
 * the transaction that made the link and sent beside the requests like contact notifications.
 *
 * The queued link is sealed with AES-256-GCM under a key derived from JWT_SECRET: a copy of the
 * database (a backup, a read replica) holds no usable link, and the row is deleted once the SMTP
 * server accepted the e-mail, or with its token when the link is replaced.
 */

function sealingKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("account-email-link").digest();
}

export function sealLink(secret: string, link: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(link, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

/** The link a queued row holds; throws when the secret changed since it was sealed. */
export function unsealLink(secret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8");
}

/** Queues the e-mail carrying `token`'s link to `recipient` (in the caller's transaction). */
export async function queueAccountEmail(
  tx: Pick<Db, "insert">,
  config: Pick<Config, "PUBLIC_URL" | "JWT_SECRET">,
  email: { tokenId: string; kind: OneTimeKind; token: string; recipient: string },
): Promise<void> {
  const link = linkFor(config, email.kind, email.token);
  await tx.insert(accountEmails).values({
    token_id: email.tokenId,
    recipient: email.recipient,
    sealed_link: sealLink(config.JWT_SECRET, link),
  });
}

const HOURS = 3600 * 1000;

/** The subject and text of each kind of e-mail, in French (the back office's language). */
export function accountEmailText(
  kind: OneTimeKind,
  siteName: string,
  link: string,
): { subject: string; text: string } {
  if (kind === "invite") {
    const days = TOKEN_LIFETIME_MS.invite / (24 * HOURS);
    return {
      subject: `Invitation à l'administration du site ${siteName}`,
      text: [
        "Bonjour,",
        "",
        `Vous êtes invité à rejoindre l'équipe qui gère le site ${siteName}.`,
        "Pour accepter l'invitation, choisissez votre mot de passe en ouvrant ce lien :",
        "",
        link,
        "",
        `Ce lien ne sert qu'une fois et reste valable ${days} jours. S'il a expiré, demandez une nouvelle invitation à un administrateur du site.`,
        "",
        "Si vous n'attendiez pas cette invitation, ignorez ce message.",
        "",
      ].join("\n"),
    };
  }
  const hours = TOKEN_LIFETIME_MS.recovery / HOURS;
  return {
    subject: `Réinitialisation de votre mot de passe — ${siteName}`,
    text: [
      "Bonjour,",
      "",
      `Une réinitialisation du mot de passe de votre compte sur le site ${siteName} a été demandée.`,
      "Pour choisir un nouveau mot de passe, ouvrez ce lien :",
      "",
      link,
      "",
      `Ce lien ne sert qu'une fois et reste valable ${hours} heure. Vos autres sessions seront fermées.`,
      "",
      "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.",
      "",
    ].join("\n"),
  };
}

/**
 * The account e-mails' queue: each row is e-mailed to its member, in French, with the site's
 * name. A row whose link can no longer be used (spent, withdrawn by a newer link, past its time)
 * or can no longer be opened (JWT_SECRET changed) is dropped unsent. Its log lines name the row's
 * id and the link's kind, never the link or the address.
 */
export function accountEmailQueue({
  config,
  database,
}: MailerDeps): MailQueue<typeof accountEmails> {
  return {
    table: accountEmails,
    async compose(job) {
      const [token] = await database.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.id, job.token_id));
      if (!token) return { drop: "token_deleted" };
      const about = { kind: token.kind };
      if (token.used_at) return { drop: "used", about };
      if (token.revoked_at) return { drop: "revoked", about };
      if (token.expires_at.getTime() <= Date.now()) return { drop: "expired", about };
      let link: string;
      try {
        link = unsealLink(config.JWT_SECRET, job.sealed_link);
      } catch {
        return { drop: "unreadable", about };
      }
      const { subject, text } = accountEmailText(token.kind as OneTimeKind, config.SITE_NAME, link);
      return {
        mail: {
          from: siteSender(config),
          to: job.recipient,
          subject: headerSafe(subject),
          text,
        },
        about,
      };
    },
    describe: (job) => ({ id: job.id }),
    events: {
      sent: "mail.account_sent",
      failed: "mail.account_failed",
      dropped: "mail.account_dropped",
    },
  };
}
