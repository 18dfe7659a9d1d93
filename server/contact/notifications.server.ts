import { count, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { contactMessages, contactNotifications } from "../db/schema";
import type { AppServices } from "../http/context";

type NotifierDeps = Pick<AppServices, "config" | "database" | "logger" | "metrics">;

export interface NotifierOptions {
  /** How often the queue is looked at when it was found empty. */
  pollMs?: number;
  /** The wait after the first failed attempt; it doubles with each further failure. */
  retryBaseMs?: number;
  /** The longest wait between two attempts. */
  retryMaxMs?: number;
  /**
   * How long an attempt holds its row: a process that dies while sending leaves the row to be
   * taken again after this, by any process.
   */
  leaseMs?: number;
}

export interface ContactNotifier {
  /** Stops taking rows, waits for the attempt under way, closes the SMTP connection. */
  stop(): Promise<void>;
}

type Message = typeof contactMessages.$inferSelect;

/**
 * Header values made from what a visitor typed: control characters (CR, LF, tab, …) become one
 * space, so a name can never end a header line and start another.
 */
export const headerSafe = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
  value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** The e-mail's text: the visitor's message as they wrote it, then where to answer it. */
export function notificationText(message: Message, inboxUrl: string): string {
  const lines = [
    "Nouveau message reçu par le formulaire de contact du site.",
    "",
    `Nom : ${headerSafe(message.name)}`,
    `E-mail : ${message.email}`,
    ...(message.phone ? [`Téléphone : ${headerSafe(message.phone)}`] : []),
    ...(message.company ? [`Entreprise : ${headerSafe(message.company)}`] : []),
    "",
    "Message :",
    message.message,
    "",
    `Boîte de réception : ${inboxUrl}`,
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * Sends the queued contact notifications (SMTP_URL set): one row at a time, taken with
 * `FOR UPDATE SKIP LOCKED` so several processes on one PostgreSQL never send the same row at
 * once; a row is deleted once the SMTP server accepted the e-mail (a crash in between sends it
 * again: at least once, never lost). A failed attempt is logged and retried after a wait that
 * doubles each time up to `retryMaxMs`; the queue lives in the database, so a restart resumes it.
 * Runs beside the requests: a contact message is answered as soon as it is stored.
 */
export function startContactNotifier(
  deps: NotifierDeps,
  options: NotifierOptions = {},
): ContactNotifier {
  const { config, database, logger, metrics } = deps;
  if (!config.SMTP_URL) throw new Error("SMTP_URL is not set");
  const pollMs = options.pollMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 3_600_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const to = config.CONTACT_NOTIFY_TO ?? config.SITE_EMAIL;
  const inboxUrl = `${config.PUBLIC_URL}/admin/messages`;
  const db = database.db;
  const table = contactNotifications;

  /** The next due row, pushed back by the lease while this process tries it. */
  async function claim() {
    const due = db
      .select({ id: table.id })
      .from(table)
      .where(lte(table.next_attempt_at, sql`now()`))
      .orderBy(table.next_attempt_at)
      .limit(1)
      .for("update", { skipLocked: true });
    const [job] = await db
      .update(table)
      .set({
        attempts: sql`${table.attempts} + 1`,
        next_attempt_at: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(table.id, due))
      .returning();
    return job;
  }

  async function attempt(job: typeof table.$inferSelect) {
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, job.message_id));
    if (!message) return; // deleted meanwhile: its row went with it
    try {
      await transport.sendMail({
        from: { name: headerSafe(config.SITE_NAME), address: config.SITE_EMAIL },
        to,
        replyTo: { name: headerSafe(message.name), address: message.email },
        subject: `Nouveau message de contact : ${headerSafe(message.name)}`,
        text: notificationText(message, inboxUrl),
      });
    } catch (error) {
      const waitMs = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, job.attempts - 1));
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await db
        .update(table)
        .set({
          next_attempt_at: sql`now() + ${waitMs} * interval '1 millisecond'`,
          last_error: reason,
        })
        .where(eq(table.id, job.id));
      metrics.notificationFailed();
      // The message's id only: its content and the sender's address are personal data.
      logger.warn("contact.notify_failed", {
        id: message.id,
        attempts: job.attempts,
        retry_in_ms: waitMs,
        error: {
          code: (error as { code?: unknown }).code,
          response_code: (error as { responseCode?: unknown }).responseCode,
          message: reason,
        },
      });
      return;
    }
    await db.delete(table).where(eq(table.id, job.id));
    metrics.notificationSent();
    logger.info("contact.notified", { id: message.id, attempts: job.attempts });
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function pass() {
    while (!stopped) {
      const job = await claim();
      if (!job) break;
      await attempt(job);
    }
    if (metrics.enabled) {
      const [row] = await db.select({ n: count() }).from(table);
      metrics.notificationQueue(row?.n ?? 0);
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => logger.warn("contact.notify_pass_failed", { error }))
        .finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  }
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
