/** Reads a backup archive back into an empty database and store (its format: archive.server.ts). */
import { createReadStream } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import type { Config } from "../spine/config.server";
import { createStorage } from "../storage/create-storage.server";
import { type Storage, splitLocation } from "../storage/storage.server";
import {
  BackupError,
  type Executor,
  FORMAT,
  FORMAT_VERSION,
  insertableColumns,
  type Manifest,
  migrationCount,
  NOT_BACKED_UP,
  openLocked,
  query,
  tablesInDependencyOrder,
} from "./archive.server";
import { readTar, type TarReadEntry } from "./tar.server";

const INSERT_BATCH = 500;

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
