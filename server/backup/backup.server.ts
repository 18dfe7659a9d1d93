import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import type { Config } from "../config.server";
import { type Database, openDatabase } from "../db/client.server";
import { lockDataDir } from "../db/lock.server";
import { createStorage } from "../storage/create-storage.server";
import { filesOfImage, MEDIA_BUCKET } from "../storage/media-files.server";
import { isValidBucket, isValidKey, type Storage, splitLocation } from "../storage/storage.server";
import { readTar, type TarEntry, type TarReadEntry, writeTar } from "./tar.server";

/**
 * Backup and restore: one .tar.gz holding `manifest.json`, the
 * rows of every table as JSON lines (`db/{table}.jsonl`, PostgreSQL's own `row_to_json` text, so
 * numbers, dates and arrays come back exactly) and the uploaded files (`uploads/{bucket}/{key}`).
 */

export const FORMAT = "ada-backup";
export const FORMAT_VERSION = 1;
const INSERT_BATCH = 500;

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

export interface BackupSummary {
  file: string;
  manifest: Manifest;
  bytes: number;
}

type Executor = Pick<Database["db"], "execute">;

async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
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

async function insertableColumns(db: Executor): Promise<Map<string, string[]>> {
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

async function migrationCount(db: Executor): Promise<number> {
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
async function openLocked(config: Config): Promise<{ database: Database; release: () => void }> {
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

/** Every stored object: the uploads directory's files, or, on S3, the objects rows point to. */
async function objectsToSave(config: Config, storage: Storage, dump: Map<string, string[]>) {
  const found: { bucket: string; key: string }[] = [];
  if (storage.kind === "local") {
    const root = path.join(config.DATA_DIR, "uploads");
    const buckets = await readdir(root, { withFileTypes: true }).catch(() => []);
    for (const bucket of buckets) {
      if (!bucket.isDirectory() || !isValidBucket(bucket.name)) continue;
      for (const file of await readdir(path.join(root, bucket.name), { withFileTypes: true })) {
        // Temporary `.…part` files of uploads in progress fail the key rule: left out.
        if (file.isFile() && isValidKey(file.name))
          found.push({ bucket: bucket.name, key: file.name });
      }
    }
  } else {
    // On S3 only what rows point to is saved (the bucket may hold other things): every stored
    // URL held in a row is followed.
    const seen = new Set<string>();
    for (const lines of dump.values()) {
      for (const line of lines) {
        for (const value of Object.values(JSON.parse(line) as Record<string, unknown>)) {
          if (typeof value !== "string") continue;
          const location = storage.keyFromUrl(value);
          if (!location) continue;
          // An image's row holds one variant's URL: its original and other variants go too.
          const keys =
            location.bucket === MEDIA_BUCKET
              ? await filesOfImage(storage, location.key)
              : [location.key];
          for (const key of keys) {
            if (seen.has(`${location.bucket}/${key}`)) continue;
            seen.add(`${location.bucket}/${key}`);
            found.push({ bucket: location.bucket, key });
          }
        }
      }
    }
  }
  return found.sort((a, b) => `${a.bucket}/${a.key}`.localeCompare(`${b.bucket}/${b.key}`));
}

/**
 * Writes the archive to `out` (through `out.partial`, renamed once complete, readable by the
 * owner only: it holds password hashes). The rows are read in one repeatable-read transaction,
 * so on PostgreSQL a backup taken while the server runs is one consistent snapshot.
 */
export async function createBackup(config: Config, out: string): Promise<BackupSummary> {
  const { database, release } = await openLocked(config);
  const storage = createStorage(config);
  let manifest: Manifest;
  let dump: Map<string, string[]>;
  try {
    ({ manifest, dump } = await database.db.transaction(
      async (tx) => {
        const order = (await tablesInDependencyOrder(tx)).filter(
          (table) => !NOT_BACKED_UP.has(table),
        );
        const columns = await insertableColumns(tx);
        const dump = new Map<string, string[]>();
        for (const table of order) {
          const rows = await query<{ line: string }>(
            tx,
            sql`select row_to_json(t)::text as line from ${sql.identifier(table)} t`,
          );
          dump.set(
            table,
            rows.map((r) => r.line),
          );
        }
        const manifest: Manifest = {
          format: FORMAT,
          version: FORMAT_VERSION,
          created_at: new Date().toISOString(),
          database: database.kind,
          storage: storage.kind,
          migrations: await migrationCount(tx),
          tables: order.map((name) => ({
            name,
            columns: columns.get(name) ?? [],
            rows: dump.get(name)!.length,
          })),
          files: [],
        };
        return { manifest, dump };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    ));
  } finally {
    await database.close();
  }
  try {
    for (const { bucket, key } of await objectsToSave(config, storage, dump)) {
      const info = await storage.stat(bucket, key);
      if (info)
        manifest.files.push({ bucket, key, size: info.size, contentType: info.contentType });
    }
    async function* entries(): AsyncGenerator<TarEntry> {
      const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      yield { name: "manifest.json", size: text.length, body: text };
      for (const { name } of manifest.tables) {
        const lines = dump.get(name)!;
        const body = Buffer.from(lines.length ? `${lines.join("\n")}\n` : "");
        yield { name: `db/${name}.jsonl`, size: body.length, body };
      }
      for (const file of manifest.files) {
        const object = await storage.get(file.bucket, file.key);
        if (!object || object.size !== file.size) {
          throw new BackupError(
            `${file.bucket}/${file.key} changed during the backup: run it again`,
          );
        }
        yield { name: `uploads/${file.bucket}/${file.key}`, size: object.size, body: object.body };
      }
    }
    const partial = `${out}.partial`;
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    await pipeline(
      Readable.from(writeTar(entries())),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, out);
    return { file: out, manifest, bytes: (await stat(out)).size };
  } catch (error) {
    await rm(`${out}.partial`, { force: true });
    throw error;
  } finally {
    release();
  }
}

async function readManifest(entry: { name: string; body: AsyncIterable<Buffer> }) {
  if (entry.name !== "manifest.json")
    throw new BackupError("not a backup of this site (no manifest)");
  const manifest = JSON.parse(await readAll(entry.body)) as Manifest;
  if (manifest.format !== FORMAT) throw new BackupError("not a backup of this site");
  if (manifest.version > FORMAT_VERSION) {
    throw new BackupError(`backup format ${manifest.version} is newer than this version reads`);
  }
  return manifest;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  files: number;
}

/**
 * Brings an empty database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL) and the uploads
 * back to the archive's state: migrations first, then the rows in one transaction, then the files.
 * Refuses a database that has rows, or local uploads that exist, unless `force` (which replaces
 * them).
 */
export async function restoreBackup(
  config: Config,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const force = options.force ?? false;
  const entries = readTar(createReadStream(file).pipe(createGunzip()));
  const first = await entries.next();
  if (first.done) throw new BackupError("empty archive");
  const manifest = await readManifest(first.value);

  const { database, release } = await openLocked(config);
  const storage = createStorage(config);
  const uploadsRoot = path.join(config.DATA_DIR, "uploads");
  try {
    const db = database.db;
    await refuseNewerMigrations(db, manifest);
    const order = await tablesInDependencyOrder(db);
    if (!force) await refuseExistingData(db, order, storage, uploadsRoot);
    const targetColumns = await insertableColumns(db);
    const { dump, next } = await readRows(entries);
    checkRows(manifest, dump, targetColumns);
    const rows = await writeRows(db, { manifest, dump, order, targetColumns, force });
    if (force && storage.kind === "local") await rm(uploadsRoot, { recursive: true, force: true });
    const files = await writeFiles(storage, manifest, entries, next);
    return { manifest, rows, files };
  } finally {
    await database.close();
    release();
  }
}

type Entries = AsyncGenerator<TarReadEntry>;
type Dump = Map<string, string[]>;

async function readAll(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** A backup made by a newer version has rows this one's tables may not hold. */
async function refuseNewerMigrations(db: Executor, manifest: Manifest) {
  const available = await migrationCount(db);
  if (manifest.migrations > available) {
    throw new BackupError(
      `the backup was made by a newer version (${manifest.migrations} migrations, this one has ${available}): update first`,
    );
  }
}

/** Without --force, a restore never overwrites rows nor mixes its files with local uploads. */
async function refuseExistingData(
  db: Executor,
  tables: string[],
  storage: Storage,
  uploadsRoot: string,
) {
  for (const table of tables) {
    const [row] = await query<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table)}) as any`,
    );
    if (row?.any) {
      throw new BackupError(
        `the database is not empty (table ${table} has rows): restore refuses to overwrite it; add --force to replace its data`,
      );
    }
  }
  if (storage.kind !== "local") return;
  const local = await readdir(uploadsRoot, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  if (local.some((entry) => entry.isFile())) {
    throw new BackupError(
      `${uploadsRoot} already holds files: restore refuses to mix them; add --force to replace them`,
    );
  }
}

/**
 * The rows: every db/ entry comes before the files; held until all are read, to be written in
 * one transaction (all or nothing). Answers them and the first entry after them.
 */
async function readRows(
  entries: Entries,
): Promise<{ dump: Dump; next: IteratorResult<TarReadEntry> }> {
  const dump: Dump = new Map();
  let next = await entries.next();
  while (!next.done && next.value.name.startsWith("db/")) {
    const text = await readAll(next.value.body);
    dump.set(
      next.value.name.slice(3, -".jsonl".length),
      text ? text.replace(/\n$/, "").split("\n") : [],
    );
    next = await entries.next();
  }
  return { dump, next };
}

/** Each table holds the rows its manifest counts, in a table this version has. */
function checkRows(manifest: Manifest, dump: Dump, targetColumns: Map<string, string[]>) {
  for (const table of manifest.tables) {
    const lines = dump.get(table.name) ?? [];
    if (lines.length !== table.rows) {
      throw new BackupError(
        `the archive is damaged: ${table.name} has ${lines.length} rows of ${table.rows}`,
      );
    }
    if (lines.length > 0 && !targetColumns.has(table.name)) {
      throw new BackupError(`table ${table.name} of the backup does not exist in this version`);
    }
  }
}

/** Writes every row in one transaction, after emptying the tables with `force`; answers the count. */
async function writeRows(
  db: Database["db"],
  plan: {
    manifest: Manifest;
    dump: Dump;
    order: string[];
    targetColumns: Map<string, string[]>;
    force: boolean;
  },
): Promise<number> {
  const { manifest, dump, order, targetColumns, force } = plan;
  let rows = 0;
  await db.transaction(async (tx) => {
    if (force && order.length > 0) {
      await tx.execute(
        sql`truncate table ${sql.join(
          order.map((t) => sql.identifier(t)),
          sql`, `,
        )} cascade`,
      );
    }
    for (const table of manifest.tables) {
      const lines = dump.get(table.name)!;
      if (lines.length === 0 || NOT_BACKED_UP.has(table.name)) continue;
      // Columns of the backup that this version still has; newer columns take their defaults.
      const present = new Set(targetColumns.get(table.name));
      const columns = sql.join(
        table.columns.filter((c) => present.has(c)).map((c) => sql.identifier(c)),
        sql`, `,
      );
      for (let i = 0; i < lines.length; i += INSERT_BATCH) {
        const batch = `[${lines.slice(i, i + INSERT_BATCH).join(",")}]`;
        await tx.execute(
          sql`insert into ${sql.identifier(table.name)} (${columns})
              select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${batch}::json)`,
        );
      }
      rows += lines.length;
    }
  });
  return rows;
}

/**
 * The files, last, through the storage interface (local disk or S3 alike), from `next` to the
 * archive's end; answers how many, which must be the manifest's count.
 */
async function writeFiles(
  storage: Storage,
  manifest: Manifest,
  entries: Entries,
  next: IteratorResult<TarReadEntry>,
): Promise<number> {
  const types = new Map(manifest.files.map((f) => [`${f.bucket}/${f.key}`, f.contentType]));
  let files = 0;
  for (; !next.done; next = await entries.next()) {
    const entry = next.value;
    const location = entry.name.startsWith("uploads/")
      ? splitLocation(entry.name.slice("uploads/".length))
      : null;
    if (!location) throw new BackupError(`unexpected entry ${entry.name} in the archive`);
    await storage.put(
      location.bucket,
      location.key,
      Readable.from(entry.body),
      types.get(`${location.bucket}/${location.key}`) ?? "application/octet-stream",
    );
    files++;
  }
  if (files !== manifest.files.length) {
    throw new BackupError(`the archive is damaged: ${files} files of ${manifest.files.length}`);
  }
  return files;
}
