import { and, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import {
  type AuditAction,
  type AuditChanges,
  type AuditQuery,
  type AuditTable,
  changedFields,
} from "#domain/audit";
import type { Db } from "../db/client.server";
import { olderThan, readPage } from "../db/lists.server";
import { auditLog } from "../db/schema";
import { nameEntries } from "./audit-names.server";

/**
 * Who made a write: the signed-in user, or nobody known (a failed sign-in on an unknown e-mail);
 * the scheduled publications are no member (id null, e-mail `schedule`).
 */
export interface Actor {
  id: string | null;
  email: string;
}

/** The database or an open transaction: an entry is written where its write is. */
type Writer = Pick<Db, "insert">;

export interface AuditRecord {
  actor: Actor | null;
  action: AuditAction;
  table: AuditTable;
  rowId: string | null;
  /** The row before and after the write: the entry keeps the fields that differ. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Set instead of before/after when the caller chooses what is recorded. */
  changes?: AuditChanges;
}

/**
 * Writes one entry. Called with the transaction of the write it records, so both commit or
 * neither does: a write the log does not show never happened.
 */
export async function recordAudit(writer: Writer, record: AuditRecord): Promise<void> {
  await writer.insert(auditLog).values({
    user_id: record.actor?.id ?? null,
    user_email: record.actor?.email ?? null,
    action: record.action,
    table_name: record.table,
    row_id: record.rowId,
    changes: record.changes ?? changedFields(record.before, record.after),
  });
}

/**
 * The entries matching the filters, newest first, one page (`limit`, then `before`), with the
 * filters' total and the page's first entry counted from 0 (`Content-Range`).
 */
export async function listAudit(
  db: Db,
  query: AuditQuery,
  naming: { people: boolean },
): Promise<{ entries: Awaited<ReturnType<typeof nameEntries>>; total: number; first: number }> {
  const where: SQL[] = [];
  if (query.table) where.push(eq(auditLog.table_name, query.table));
  if (query.row_id) where.push(eq(auditLog.row_id, query.row_id));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.user) {
    const user = query.user.toLowerCase();
    where.push(
      /^[0-9a-f-]{36}$/.test(user)
        ? or(eq(auditLog.user_id, user), eq(auditLog.user_email, user))!
        : eq(auditLog.user_email, user),
    );
  }
  if (query.from) where.push(gte(auditLog.at, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(auditLog.at, end));
  }
  // The page after an entry: everything older than it (its id, or its time as answered).
  const before = query.before
    ? olderThan(auditLog, auditLog.at, auditLog.id, query.before)
    : undefined;
  const filters = where.length > 0 ? and(...where) : undefined;
  const { rows, ...range } = await readPage(db, auditLog, {
    where: filters,
    before,
    orderBy: [desc(auditLog.at), desc(auditLog.id)],
    limit: query.limit,
  });
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    user_id: row.user_id,
    user_email: row.user_email,
    action: row.action as AuditAction,
    table: row.table_name as AuditTable,
    row_id: row.row_id,
    changes: row.changes,
  }));
  return { entries: await nameEntries(db, entries, naming), ...range };
}
