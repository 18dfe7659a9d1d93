/** Writes a backup archive (its format: archive.server.ts). */
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Config } from "../spine/config.server";
import { createStorage } from "../storage/create-storage.server";
import { filesOfImage, MEDIA_BUCKET } from "../storage/media-files.server";
import { isValidBucket, isValidKey, type Storage } from "../storage/storage.server";
import {
  BackupError,
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
import { type TarEntry, writeTar } from "./tar.server";

export interface BackupSummary {
  file: string;
  manifest: Manifest;
  bytes: number;
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
