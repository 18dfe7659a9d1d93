import { count, eq, inArray, lte, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { accountEmailQueue } from "../auth/account-emails.server";
import { contactNotificationQueue } from "../contact/notifications.server";
import type { contactNotifications } from "../db/schema";
import type { MailerDeps, MailQueue } from "../outbox/queue.server";

export interface MailerOptions {
  /** How often the queues are looked at when they were found empty. */
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

export interface Mailer {
  /** Stops taking rows, waits for the attempt under way, closes the SMTP connection. */
  stop(): Promise<void>;
}

/**
 * Sends the queued e-mails (SMTP_URL set): contact notifications to the team and account e-mails
 * (invitations, reset links) to members, from one loop taking a row of each queue in turn.
 * A row is taken with `FOR UPDATE SKIP LOCKED`, so several processes on one PostgreSQL never send
 * the same row at once, and pushed back by a lease while it is tried; it is deleted once the SMTP
 * server accepted the e-mail (a crash in between sends it again: at least once, never lost). A
 * failed attempt is logged and retried after a wait that doubles each time up to `retryMaxMs`;
 * the queues live in the database, so a restart resumes them. Runs beside the requests: what
 * queues an e-mail is answered as soon as it is stored.
 */
export function startMailer(deps: MailerDeps, options: MailerOptions = {}): Mailer {
  const { config, database, logger, metrics } = deps;
  if (!config.SMTP_URL) throw new Error("SMTP_URL is not set");
  const pollMs = options.pollMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 3_600_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const smtpUrl = config.SMTP_URL;
  // nodemailer is loaded with the first e-mail to send: a server that sends none does not keep
  // its modules in memory.
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  const db = database.db;
  const queues = [contactNotificationQueue(deps), accountEmailQueue(deps)] as MailQueue<
    typeof contactNotifications
  >[];

  /** The queue's next due row, pushed back by the lease while this process tries it. */
  async function claim({ table }: MailQueue<typeof contactNotifications>) {
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

  async function attempt(
    queue: MailQueue<typeof contactNotifications>,
    job: typeof contactNotifications.$inferSelect,
  ) {
    const { table, events } = queue;
    const composed = await queue.compose(job);
    const about = { ...queue.describe(job), ...composed.about };
    if ("drop" in composed) {
      await db.delete(table).where(eq(table.id, job.id));
      logger.info(events.dropped, { ...about, reason: composed.drop });
      return;
    }
    try {
      await (await transporter()).sendMail(composed.mail);
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
      queue.counted?.failed();
      logger.warn(events.failed, {
        ...about,
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
    queue.counted?.sent();
    logger.info(events.sent, { ...about, attempts: job.attempts });
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  /** A round is under way; `again`: an e-mail was queued meanwhile, another round follows. */
  let passing = false;
  let again = false;

  /** Takes a row of each queue in turn until every queue has nothing due. */
  async function pass() {
    let busy = true;
    while (!stopped && busy) {
      busy = false;
      for (const queue of queues) {
        if (stopped) break;
        const job = await claim(queue);
        if (!job) continue;
        busy = true;
        await attempt(queue, job);
      }
    }
    if (metrics.enabled) {
      for (const queue of queues) {
        if (!queue.counted) continue;
        const [row] = await db.select({ n: count() }).from(queue.table);
        queue.counted.length(row?.n ?? 0);
      }
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      passing = true;
      again = false;
      running = pass()
        .catch((error: unknown) => logger.warn("mail.pass_failed", { error }))
        .finally(() => {
          passing = false;
          schedule(again ? 0 : pollMs);
        });
    }, delayMs);
    timer.unref();
  }
  schedule(0);
  // An e-mail queued in this process is taken at once, not at the next round.
  const unsubscribe = deps.mailQueued.subscribe(() => {
    if (stopped) return;
    if (passing) {
      again = true;
      return;
    }
    clearTimeout(timer);
    schedule(0);
  });

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
      (await transport?.catch(() => undefined))?.close();
    },
  };
}
