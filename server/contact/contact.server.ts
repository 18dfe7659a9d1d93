import { randomUUID } from "node:crypto";
import { and, desc, eq, lt } from "drizzle-orm";
import type { ContactMessage, ContactSource, ContactStatus, ContactValues } from "#domain/contact";
import { CONTACT_HONEYPOT, type ContactMessages, contactSchema } from "#domain/contact";
import { fieldErrors } from "#domain/fields";
import { UUID } from "#domain/ids";
import type { ContactListQuery } from "#domain/list-query";
import type { Actor } from "../audit/audit.server";
import { audited } from "../audit/audited.server";
import { olderThan, readPage, searchCondition, searchedRows } from "../db/lists.server";
import { CONTACT_SEARCH_EXPRESSION, contactMessages, contactNotifications } from "../db/schema";
import type { RateLimiter } from "../http/rate-limit.server";
import type { AppServices } from "../spine/context";

type ContactDeps = Pick<AppServices, "database" | "logger" | "config" | "mailQueued" | "changes">;

export type SaveContactResult =
  | { ok: true; id: string }
  | { ok: false; fields: Record<string, string> };

/** The privacy page's promise: personal data is kept for 3 years. */
export const CONTACT_RETENTION_YEARS = 3;

/**
 * Validates and stores one contact message (`POST /api/contact`).
 *
 * Used by the API and by the public site's form action (no JavaScript). Never throws for bad
 * input: `{ok: false, fields}` carries one message per invalid field, in `messages`' language
 * (French by default). A filled honeypot gets `{ok: true}` with an id that was never stored, so a
 * bot learns nothing. Throws only when the database fails.
 * Rate limiting is the caller's job (see `contactLimiter`).
 */
export async function saveContactMessage(
  deps: ContactDeps,
  input: unknown,
  messages?: ContactMessages,
): Promise<SaveContactResult> {
  if (caughtByHoneypot(deps, input)) return { ok: true, id: randomUUID() };
  const parsed = contactSchema(messages).safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const { [CONTACT_HONEYPOT]: _trap, ...values } = parsed.data;
  return { ok: true, id: await fileContactMessage(deps, values, "form") };
}

/** Whether a bot filled the honeypot: answered as a success, nothing stored. */
export function caughtByHoneypot(deps: ContactDeps, input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const trap = (input as Record<string, unknown>)[CONTACT_HONEYPOT];
  if (typeof trap !== "string" || trap.trim() === "") return false;
  deps.logger.info("contact.honeypot");
  return true;
}

/** What a stored message holds, whatever brought it. */
type ContactFields = Omit<ContactValues, typeof CONTACT_HONEYPOT>;

/**
 * Stores a message already checked, from the form or a conversation the assistant handed over
 * (`source`), and returns its id. With SMTP_URL set, the e-mail to the team is queued in the same
 * transaction: a stored message always has its notification, and a failing SMTP server never
 * holds the message back. A visitor's message is no member's write: the inbox is its record.
 */
export async function fileContactMessage(
  deps: ContactDeps,
  values: ContactFields,
  source: ContactSource,
): Promise<string> {
  const row = await audited(
    deps,
    null,
    async ({ tx }) => {
      const [stored] = await tx
        .insert(contactMessages)
        .values({ ...values, source })
        .returning({ id: contactMessages.id });
      if (deps.config.SMTP_URL) {
        await tx.insert(contactNotifications).values({ message_id: stored!.id });
      }
      return stored;
    },
    { wakeMailer: true },
  );
  // The message's content and the sender's address are personal data: never logged.
  deps.logger.info("contact.received", { id: row!.id, source });
  return row!.id;
}

/** Deletes messages older than the retention period; returns how many went. */
export async function purgeOldContactMessages(
  deps: ContactDeps,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setFullYear(cutoff.getFullYear() - CONTACT_RETENTION_YEARS);
  const gone = await deps.database.db
    .delete(contactMessages)
    .where(lt(contactMessages.created_at, cutoff))
    .returning({ id: contactMessages.id });
  if (gone.length > 0) deps.logger.info("contact.purged", { count: gone.length });
  return gone.length;
}

/**
 * A stored message as the inbox answers it; its status and source are among the domain's
 * (the table's check constraints hold them there).
 */
const toMessage = (row: typeof contactMessages.$inferSelect): ContactMessage => ({
  ...row,
  status: row.status as ContactStatus,
  source: row.source as ContactSource,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The inbox, newest first. */
export async function listContactMessages(deps: ContactDeps) {
  const rows = await deps.database.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id));
  return rows.map(toMessage);
}

/**
 * One page of the inbox, newest first (`GET /api/contact` with `limit`, `offset`, `before`, `q`,
 * `status` or `source`): `q` on the messages' search expression (its GIN index), each word a
 * prefix; the total and the page's first row for `Content-Range`.
 */
export async function pageContactMessages(deps: ContactDeps, query: ContactListQuery) {
  const table = contactMessages;
  const search = searchCondition(CONTACT_SEARCH_EXPRESSION, query.q);
  const filters = [
    query.status ? eq(table.status, query.status) : undefined,
    query.source ? eq(table.source, query.source) : undefined,
  ];
  const where = and(search, ...filters);
  const before = query.before
    ? olderThan(table, table.created_at, table.id, query.before)
    : undefined;
  const page = await readPage(deps.database.db, table, {
    where,
    rowsWhere: and(search && searchedRows(table, table.id, search), ...filters),
    before,
    orderBy: [desc(table.created_at), desc(table.id)],
    limit: query.limit,
    offset: query.offset,
  });
  return { ...page, rows: page.rows.map(toMessage) };
}

/**
 * Sets a message's status; undefined when there is no such message. The audit entry records the
 * status before and after only: a message's content is the visitor's personal data, and the log
 * must not keep it once the message is deleted.
 */
export async function setContactStatus(
  deps: ContactDeps,
  actor: Actor,
  id: string,
  status: ContactStatus,
) {
  if (!UUID.test(id)) return undefined;
  return audited(deps, actor, async ({ tx, record }) => {
    const [before] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(contactMessages)
      .set({ status, updated_at: new Date() })
      .where(eq(contactMessages.id, id))
      .returning();
    await record({
      action: "update",
      table: "contact_messages",
      rowId: id,
      before,
      after: { status },
    });
    return row ? toMessage(row) : undefined;
  });
}

/** Deletes a message; false when there is no such message. Its content is not recorded. */
export async function deleteContactMessage(
  deps: ContactDeps,
  actor: Actor,
  id: string,
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return audited(deps, actor, async ({ tx, record }) => {
    const gone = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (gone.length === 0) return false;
    await record({ action: "delete", table: "contact_messages", rowId: id, changes: {} });
    return true;
  });
}

/** CONTACT_RATE_LIMIT (5 by default) messages per address per 10 minutes (429). */
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
/**
 * The contact form's rate limiter of this running app, shared by the API and the site's form
 * action so both count against the same budget.
 */
export function contactLimiter(deps: AppServices): RateLimiter {
  return deps.rateLimits.get("contact", deps.config.CONTACT_RATE_LIMIT, CONTACT_WINDOW_MS);
}
