import type { SendMailOptions } from "nodemailer";
import type { accountEmails, contactNotifications } from "../db/schema";
import type { AppServices } from "../spine/context";

/** What the mailer and its queues use of the app's services. */
export type MailerDeps = Pick<
  AppServices,
  "config" | "database" | "logger" | "metrics" | "mailQueued"
>;

/**
 * Header values made from what a visitor typed: control characters (CR, LF, tab, …) become one
 * space, so a name can never end a header line and start another.
 */
export const headerSafe = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
  value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** Who the site's e-mails come from: SITE_NAME <SITE_EMAIL>. */
export const siteSender = (config: MailerDeps["config"]) => ({
  name: headerSafe(config.SITE_NAME),
  address: config.SITE_EMAIL,
});

/** A queue's table: each row one e-mail, with its attempts and when it is next due. */
export type QueueTable = typeof contactNotifications | typeof accountEmails;

/** An e-mail as nodemailer takes it. */
export type Mail = SendMailOptions;

/**
 * One queue the mailer sends from: how a due row becomes an e-mail (or why it is dropped
 * unsent), and what its log lines say of it (ids and kinds only: never a link, an address or a
 * visitor's words).
 */
export interface MailQueue<T extends QueueTable> {
  table: T;
  /** `about`: what the row's log lines say besides `describe`'s (e.g. the kind of link). */
  compose(
    row: T["$inferSelect"],
  ): Promise<({ mail: Mail } | { drop: string }) & { about?: Record<string, unknown> }>;
  describe(row: T["$inferSelect"]): Record<string, unknown>;
  events: { sent: string; failed: string; dropped: string };
  /** Counters of the queue (contact notifications have theirs). */
  counted?: { sent(): void; failed(): void; length(n: number): void };
}
