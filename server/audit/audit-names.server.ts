import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { AUDIT_NAME_COLUMNS, type AuditEntry, type AuditTable } from "#domain/audit";
import { UUID } from "#domain/ids";
import type { Db } from "../db/client.server";
import {
  assistantQuestions,
  auditLog,
  contactMessages,
  contentTables,
  profiles,
  users,
} from "../db/schema";

type Unnamed = Omit<AuditEntry, "user_name" | "row_name" | "row_deleted">;

/** The tables whose rows are named by a column of their own; those about people apart. */
const CONTENT_TABLES: Partial<Record<AuditTable, PgTable>> = contentTables;
const PEOPLE_TABLES: Partial<Record<AuditTable, PgTable>> = {
  contact_messages: contactMessages,
  assistant_questions: assistantQuestions,
};

/** Members' names (their e-mail when they have none), by account id. */
async function memberNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, username: profiles.username })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.username?.trim() || row.email]));
}

/** The rows' names as they are now, for the rows that still exist. */
async function currentNames(db: Db, table: AuditTable, ids: string[], source?: PgTable) {
  if (table === "users") return memberNames(db, ids);
  const column = AUDIT_NAME_COLUMNS[table];
  if (!source || !column || ids.length === 0) return new Map<string, string>();
  const columns = source as unknown as Record<string, PgColumn>;
  const rows = (await db
    .select({ id: columns.id!, name: columns[column]! })
    .from(source)
    .where(inArray(columns.id!, ids))) as { id: string; name: unknown }[];
  return new Map(rows.map((row) => [row.id, String(row.name ?? "")]));
}

/** The names removed rows last had: the latest value of the name column their entries recorded. */
async function recordedNames(db: Db, table: AuditTable, ids: string[]) {
  const column = AUDIT_NAME_COLUMNS[table] ?? (table === "users" ? "email" : undefined);
  if (!column || ids.length === 0) return new Map<string, string>();
  const value: SQL<string | null> =
    sql`coalesce(${auditLog.changes} -> ${column} ->> 'after', ${auditLog.changes} -> ${column} ->> 'before')`;
  const rows = await db
    .selectDistinctOn([auditLog.row_id], { id: auditLog.row_id, name: value })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.table_name, table),
        inArray(auditLog.row_id, ids),
        sql`jsonb_exists(${auditLog.changes}, ${column})`,
      ),
    )
    .orderBy(auditLog.row_id, desc(auditLog.at));
  return new Map(rows.flatMap((row) => (row.id && row.name ? [[row.id, row.name]] : [])));
}

/**
 * Entries as the team reads them: each author named by its member's name, each row by its name
 * now, or, once removed, by the name its entries last recorded (`row_deleted`). Accounts,
 * messages and visitors' questions are named only with `people` (the administrators' reading).
 * A page of entries costs two queries per table it names, and one for the authors.
 */
export async function nameEntries(
  db: Db,
  entries: Unnamed[],
  { people }: { people: boolean },
): Promise<AuditEntry[]> {
  const authors = await memberNames(db, [
    ...new Set(entries.flatMap((entry) => (entry.user_id ? [entry.user_id] : []))),
  ]);
  const byTable = new Map<AuditTable, Set<string>>();
  for (const entry of entries) {
    if (!entry.row_id || !UUID.test(entry.row_id)) continue;
    const ids = byTable.get(entry.table) ?? new Set<string>();
    byTable.set(entry.table, ids.add(entry.row_id));
  }
  const names = new Map<string, { name: string; deleted: boolean }>();
  for (const [table, set] of byTable) {
    const source = CONTENT_TABLES[table] ?? (people ? PEOPLE_TABLES[table] : undefined);
    if (!source && !(people && table === "users")) continue;
    const ids = [...set];
    const now = await currentNames(db, table, ids, source);
    const gone = await recordedNames(
      db,
      table,
      ids.filter((id) => !now.has(id)),
    );
    for (const [id, name] of now) names.set(`${table}/${id}`, { name, deleted: false });
    for (const [id, name] of gone) names.set(`${table}/${id}`, { name, deleted: true });
  }
  return entries.map((entry) => {
    const row = names.get(`${entry.table}/${entry.row_id}`);
    return {
      ...entry,
      user_name: (entry.user_id && authors.get(entry.user_id)) || null,
      row_name: row?.name || null,
      row_deleted: row?.deleted ?? false,
    };
  });
}
