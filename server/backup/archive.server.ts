/**
 * Backup and restore: one .tar.gz holding `manifest.json`, the
 * rows of every table as JSON lines (`db/{table}.jsonl`, PostgreSQL's own `row_to_json` text, so
 * numbers, dates and arrays come back exactly) and the uploaded files (`uploads/{bucket}/{key}`).
 * This module: the archive's format and what both directions read of a database.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Database, openDatabase } from "../db/client.server";
import { lockDataDir } from "../db/lock.server";
import type { Config } from "../spine/config.server";

export const FORMAT = "ada-backup";
export const FORMAT_VERSION = 1;

export class BackupError extends Error {}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  database: "pglite" | "postgres";
  storage: "local" | "s3";
  /** Migrations applied to the database the rows come from. */
  migrations: number;
  /** In an order that respects foreign keys: parents first. */
  tables: { name: string; columns: string[]; rows: number }[];
  files: { bucket: string; key: string; size: number; contentType: string }[];
}

export type Executor = Pick<Database["db"], "execute">;

export async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown;
  // postgres-js answers an array of rows, PGlite an object with `rows`.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Tables a backup leaves out: the single-use links (invitations, password resets) and the queued
 * e-mails carrying them. Restored, a link spent or withdrawn since the backup was made would work
 * again, and a queued e-mail would send a stale link; after a restore an invited member is sent
 * a new invitation and a reset is asked again. A restore skips their rows in an older archive.
 */
export const NOT_BACKED_UP: ReadonlySet<string> = new Set(["one_time_tokens", "account_emails"]);

/** The application's tables (schema public), parents before children (foreign keys). */
export async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = await query<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select cl.relname as child, pr.relname as parent from pg_constraint co
        join pg_class cl on cl.oid = co.conrelid join pg_class pr on pr.oid = co.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where co.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = tables.map((t) => t.name);
  while (remaining.length > 0) {
    const ready = remaining.find((name) =>
      edges.every((e) => e.child !== name || e.parent === name || placed.has(e.parent)),
    );
    if (!ready) throw new BackupError(`foreign keys form a cycle among ${remaining.join(", ")}`);
    ordered.push(ready);
    placed.add(ready);
    remaining.splice(remaining.indexOf(ready), 1);
  }
  return ordered;
}

export async function insertableColumns(db: Executor): Promise<Map<string, string[]>> {
  const rows = await query<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER'
        order by table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows) {
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  }
  return columns;
}

export async function migrationCount(db: Executor): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
        else (select count(*)::int from drizzle.__drizzle_migrations) end as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The database behind `config`, migrated. On PGlite the DATA_DIR lock is taken first, so this
 * fails at once (naming the server's pid) while the server runs; PostgreSQL needs no lock.
 */
export async function openLocked(
  config: Config,
): Promise<{ database: Database; release: () => void }> {
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}
