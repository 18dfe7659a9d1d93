import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase, openPglite } from "../db/client.server";
import { contactMessages, services } from "../db/schema";
import {
  configFor,
  LONG_KEY,
  removeTempDirs,
  restoreError,
  seed,
  seedFiles,
  snapshot,
  tempDir,
  uploadsOf,
  withDatabase,
} from "../test/support/backup";
import { dropScratchDatabase } from "../test/support/harness";
import { createBackup } from "./backup.server";
import { restoreBackup } from "./restore.server";

afterAll(removeTempDirs);

describe("backup and restore on PGlite (server stopped)", () => {
  it("round-trips every table and every uploaded file into an empty DATA_DIR", async () => {
    const source = configFor(await tempDir("ada-backup-src-"));
    // The migrated template (global setup) instead of a fresh initdb: same schema, 0.4 s.
    const client = await openPglite({
      dataDir: path.join(source.DATA_DIR, "pglite"),
      loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
    });
    await client.close();
    const before = await withDatabase(source, async (database) => {
      await seed(database, source);
      return snapshot(database);
    });
    const files = await seedFiles(source);
    const archive = path.join(await tempDir("ada-backup-out-"), "site.tar.gz");

    const summary = await createBackup(source, archive);
    const order = summary.manifest.tables.map((t) => t.name);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("profiles"));
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("refresh_tokens"));
    expect(order.indexOf("contact_messages")).toBeLessThan(order.indexOf("contact_notifications"));
    expect(summary.manifest.tables.find((t) => t.name === "contact_notifications")?.rows).toBe(1);
    expect(summary.manifest.tables.find((t) => t.name === "services")?.rows).toBe(2);
    // Every table but the short-lived rate-limit counters holds a row: a new table is seeded too.
    expect(summary.manifest.tables.filter((t) => t.rows === 0).map((t) => t.name)).toEqual([
      "rate_limit_hits",
    ]);
    // Single-use links and the e-mails carrying them are not backed up: restored, a spent or
    // withdrawn link would work again.
    expect(order).not.toContain("one_time_tokens");
    expect(order).not.toContain("account_emails");
    before.one_time_tokens = [];
    before.account_emails = [];
    expect(summary.manifest.files.map((f) => f.key).sort()).toEqual([...files.keys()].sort());
    expect(statSync(archive).mode & 0o077).toBe(0); // it holds password hashes
    expect(existsSync(path.join(source.DATA_DIR, "server.lock"))).toBe(false);

    // A standard archive: the system's tar reads it (long names included).
    const listing = spawnSync("tar", ["-tzf", archive], { encoding: "utf8" });
    if (listing.status === 0) {
      expect(listing.stdout.split("\n")).toEqual(
        expect.arrayContaining(["manifest.json", "db/users.jsonl", `uploads/demos/${LONG_KEY}`]),
      );
    }

    const target = configFor(await tempDir("ada-backup-dst-"));
    const restored = await restoreBackup(target, archive);
    expect(restored.files).toBe(files.size);
    expect(await withDatabase(target, snapshot)).toEqual(before);
    expect(await uploadsOf(target)).toEqual(files);

    // Not into a database that has data, unless forced; forced, the extra data is replaced.
    const error = await restoreError(target, archive);
    expect(error.message).toContain("not empty");
    expect(error.message).toContain("--force");
    await withDatabase(target, (database) =>
      database.db
        .insert(services)
        .values({ title: "Ajouté après", description: "x", category: "x" }),
    );
    await mkdir(path.join(target.DATA_DIR, "uploads", "demos"), { recursive: true });
    writeFileSync(path.join(target.DATA_DIR, "uploads", "demos", "1764000000009-extra.png"), "x");
    await restoreBackup(target, archive, { force: true });
    expect(await withDatabase(target, snapshot)).toEqual(before);
    expect(await uploadsOf(target)).toEqual(files);
  }, 180_000);

  it("refuses a file that is not one of its archives, and leaves the database untouched", async () => {
    const target = configFor(await tempDir("ada-backup-bad-"));
    const bogus = path.join(target.DATA_DIR, "bogus.tar.gz");
    const { gzipSync } = await import("node:zlib");
    writeFileSync(bogus, gzipSync(Buffer.from("hello, not a tar archive".padEnd(1024, " "))));
    await expect(restoreBackup(target, bogus)).rejects.toThrow(/tar|backup/);
    expect(existsSync(path.join(target.DATA_DIR, "pglite"))).toBe(false);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(pgUrl)("backup and restore on PostgreSQL (server running)", () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const name of created) await dropScratchDatabase(pgUrl!, name);
  });
  async function scratchDatabase() {
    const name = `ada_backup_${randomUUID().replaceAll("-", "")}`;
    const admin = postgres(pgUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    created.push(name);
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  it("round-trips a live database into an empty one, and refuses a non-empty one", async () => {
    const source = configFor(await tempDir("ada-backup-pg-src-"), await scratchDatabase());
    // The "running server": a connection that stays open and keeps writing during the backup.
    const live = await openDatabase({ databaseUrl: source.DATABASE_URL, dataDir: source.DATA_DIR });
    try {
      await seed(live, source);
      const files = await seedFiles(source);
      // Single-use links and their e-mails are not backed up.
      const before = { ...(await snapshot(live)), one_time_tokens: [], account_emails: [] };
      const archive = path.join(await tempDir("ada-backup-pg-out-"), "site.tar.gz");
      const writing = live.db.insert(contactMessages).values({
        name: "Pendant",
        email: "p@example.com",
        message: "écrit pendant la sauvegarde",
      });
      await createBackup(source, archive);
      await writing;

      const target = configFor(await tempDir("ada-backup-pg-dst-"), await scratchDatabase());
      await restoreBackup(target, archive);
      const after = await withDatabase(target, snapshot);
      // One consistent snapshot: either with the concurrent row or without it, nothing torn.
      const withoutConcurrent = {
        ...after,
        contact_messages: after.contact_messages!.filter((l) => !l.includes("Pendant")),
      };
      expect(withoutConcurrent).toEqual(before);
      expect(await uploadsOf(target)).toEqual(files);
      expect((await restoreError(target, archive)).message).toContain("not empty");
    } finally {
      await live.close();
    }
  }, 180_000);
});
