import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startLocalS3 } from "#testing/s3-server";
import { type Database, openDatabase, openPglite } from "../db/client.server";
import {
  accountEmails,
  assistantAnswers,
  assistantDays,
  assistantFeedback,
  assistantQuestions,
  auditLog,
  caseStudies,
  contactMessages,
  contactNotifications,
  demos,
  markets,
  media,
  oneTimeTokens,
  profiles,
  refreshTokens,
  research,
  services,
  siteTexts,
  testimonials,
  users,
} from "../db/schema";
import { type Config, parseConfig } from "../spine/config.server";
import { createStorage } from "../storage/create-storage.server";
import { storeImage } from "../storage/media.server";
import { dropScratchDatabase } from "../test/support/harness";
import { phonePhoto } from "../test/support/uploads";
import { BackupError, tablesInDependencyOrder } from "./archive.server";
import { createBackup } from "./backup.server";
import { restoreBackup } from "./restore.server";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

const configFor = (dataDir: string, databaseUrl?: string): Config =>
  parseConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "backup-test-secret-long-enough-0123456789",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

/** A long stored name: its archive path passes tar's 100-byte name field (pax record). */
const LONG_KEY = `1764000000000-${"rapport_annuel_".repeat(12)}final.pdf`;

/** One row in every table, with values that a careless dump would damage. */
async function seed(database: Database, config: Config) {
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({
      email: "admin@example.com",
      password_hash: "$argon2id$v=19$fake",
      user_metadata: { username: "Amina" },
    })
    .returning();
  await db.insert(profiles).values({ id: user!.id, username: "Amina", role: "admin" });
  await db.insert(refreshTokens).values({
    user_id: user!.id,
    token_hash: "f".repeat(64),
    session_id: randomUUID(),
    expires_at: new Date("2027-01-01T00:00:00.123Z"),
  });
  await db.insert(services).values([
    {
      title: "IA & chatbots",
      description: "Ligne 1\nLigne 2 « guillemets » 'apostrophes' \\ ✓",
      category: "IA",
      price: 1234.56,
    },
    { title: "Formation", description: "Sans prix", category: "Formation" },
  ]);
  await db.insert(caseStudies).values({
    title: "Chatbot clinique",
    description: "روبوت محادثة متعدد اللغات",
    client: "Clinique 🏥",
    image_url: "https://example.com/image.png",
    slug: "chatbot-clinique",
    region: "gulf",
    published: false,
    position: 3,
    translations: {
      en: { title: "Clinic chatbot" },
      ar: { title: "روبوت العيادة", results: "«نتائج»" },
    },
  });
  await db.insert(testimonials).values({
    author: "Sara K.",
    quote: "Ligne 1\nLigne 2",
    translations: { en: { quote: 'Line 1\nLine 2 "quoted"' } },
  });
  await db.insert(research).values({
    title: "Distillation",
    description: "Modèles compacts",
    status: "ongoing",
    start_date: "2026-01-15",
    team: ["Amina", "Thomas, Jr.", 'Quote " inside'],
    publications: [],
  });
  await db.insert(markets).values({
    name: "Golfe",
    description: "Arabie saoudite, EAU",
    region: "gulf",
    size: 12.5,
    growth_rate: -3.2,
    key_players: ["A", "B"],
    opportunities: ["{braces}", "NULL"],
    threats: [],
  });
  await db.insert(demos).values({
    title: "Rapport",
    type: "pdf",
    media_url: createStorage(config).publicUrl("demos", LONG_KEY),
  });
  const [message] = await db
    .insert(contactMessages)
    .values({
      name: "Visiteur",
      email: "v@example.com",
      message: "Bonjour <script>alert(1)</script>",
      status: "read",
    })
    .returning();
  // An answer of the assistant, an unanswered visitor question and an image's alternative texts.
  await db.insert(assistantAnswers).values({
    language: "ar",
    answer: "نعم، «بنينا» روبوت محادثة",
    sources: [{ title: "Chatbot", url: "/cases/chatbot-clinique" }],
  });
  await db.insert(assistantFeedback).values({
    answer_id: crypto.randomUUID(),
    language: "fr",
    question: "Réparez-vous les vélos ?",
    answer: "Je n'ai pas trouvé de réponse.",
    sources: [{ title: "Contact", url: "/contact" }],
    helpful: false,
    comment: "Pas «utile»; \\ \t tab",
  });
  await db
    .insert(assistantDays)
    .values({ day: "2026-12-01", asked: 4, answered: 3, handed_over: 1 });
  await db.insert(assistantQuestions).values({
    normalized: "prix d'un audit",
    question: "Prix d'un audit ?",
    language: "fr",
    count: 3,
  });
  await db.insert(media).values({
    path: `demos/${LONG_KEY}`,
    alt: { fr: "Un rapport", ar: "تقرير" },
    width: 640,
    height: 480,
    bytes: 12_345,
  });
  // A notification still waiting for the SMTP server: restored, it is sent from the new site.
  await db.insert(contactNotifications).values({
    message_id: message!.id,
    attempts: 3,
    next_attempt_at: new Date("2026-11-23T10:00:00.250Z"),
    last_error: "451 Try again later",
  });
  // An invitation's link and its queued e-mail: left out of every backup.
  const [link] = await db
    .insert(oneTimeTokens)
    .values({
      user_id: user!.id,
      kind: "invite",
      token_hash: "e".repeat(64),
      expires_at: new Date("2026-11-30T00:00:00.000Z"),
    })
    .returning();
  await db
    .insert(accountEmails)
    .values({ token_id: link!.id, recipient: "admin@example.com", sealed_link: "sealed" });
  // Staff's site texts, markup-looking characters and Arabic kept as they were written.
  await db.insert(siteTexts).values({
    language: "ar",
    key: "hero.title",
    text: 'ذكاء اصطناعي <b>"لكم"</b> \\ ✓',
    updated_at: new Date("2026-11-23T08:00:00.500Z"),
  });
  // The audit trail travels with the data it describes.
  await db.insert(auditLog).values({
    at: new Date("2026-11-23T09:15:00.125Z"),
    user_id: user!.id,
    user_email: "admin@example.com",
    action: "update",
    table_name: "contact_messages",
    row_id: message!.id,
    changes: {
      status: { before: "new", after: "read" },
      note: { before: null, after: 'a "b" \\ ✓' },
    },
  });
}

async function seedFiles(config: Config) {
  const storage = createStorage(config);
  const files = new Map<string, Buffer>([
    [LONG_KEY, Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(300_000)])],
    ["1764000000001-photo.png", randomBytes(1_000)],
    ["1764000000002-empty.pdf", Buffer.alloc(0)],
  ]);
  for (const [key, bytes] of files) {
    await storage.put("demos", key, Readable.from([bytes]), "application/pdf");
  }
  // An upload cut off mid-way leaves its hidden temporary file: not part of the state.
  writeFileSync(
    path.join(config.DATA_DIR, "uploads", "demos", ".cut-off.pdf.1234.part"),
    "partial",
  );
  return files;
}

/** Every table's rows as PostgreSQL prints them, sorted: equal snapshots mean equal data. */
async function snapshot(database: Database) {
  const out: Record<string, string[]> = {};
  for (const table of await tablesInDependencyOrder(database.db)) {
    const result = (await database.db.execute(
      sql`select row_to_json(t)::text as line from ${sql.identifier(table)} t`,
    )) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      line: string;
    }[];
    out[table] = rows.map((r) => r.line).sort();
  }
  return out;
}

async function uploadsOf(config: Config) {
  const root = path.join(config.DATA_DIR, "uploads", "demos");
  if (!existsSync(root)) return new Map<string, Buffer>();
  const names = await readdir(root);
  return new Map(
    await Promise.all(names.map(async (n) => [n, await readFile(path.join(root, n))] as const)),
  );
}

async function withDatabase<T>(config: Config, fn: (database: Database) => Promise<T>) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

async function restoreError(config: Config, file: string) {
  try {
    await restoreBackup(config, file);
  } catch (error) {
    if (error instanceof BackupError) return error;
    throw error;
  }
  throw new Error("restore did not refuse");
}

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

describe("backup of images kept on S3", () => {
  it("archives every file of an image a row points to: the original and all its variants", async () => {
    const s3 = await startLocalS3();
    try {
      const config = parseConfig({
        DATA_DIR: await tempDir("ada-backup-s3-"),
        JWT_SECRET: "backup-test-secret-long-enough-0123456789",
        ...s3.env,
      });
      const client = await openPglite({
        dataDir: path.join(config.DATA_DIR, "pglite"),
        loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
      });
      await client.close();
      const storage = createStorage(config);
      const source = path.join(config.DATA_DIR, "photo.jpg");
      writeFileSync(source, await phonePhoto(1200, 900));
      const image = await storeImage(storage, source, "a".repeat(24), "image/jpeg");
      // An upload no row points to is not the site's: left out.
      writeFileSync(source, await phonePhoto(600, 400));
      await storeImage(storage, source, "b".repeat(24), "image/jpeg");
      await withDatabase(config, (database) =>
        database.db.insert(caseStudies).values({
          title: "T",
          description: "D",
          client: "C",
          slug: "t",
          image_url: image.publicUrl,
        }),
      );

      const summary = await createBackup(
        config,
        path.join(await tempDir("ada-backup-out-"), "site.tar.gz"),
      );
      // Originals, never served, are kept under private/ (the bucket's anonymous read stops there).
      const stored = [...(await s3.keys("media/")), ...(await s3.keys("private/media/"))]
        .filter((key) => /^(private\/)?media\/aaa/.test(key))
        .map((key) => key.replace(/^private\//, ""));
      expect(stored).toHaveLength(7); // 160, 480 and 900 wide in two formats, and the original
      expect(summary.manifest.files.map((f) => `${f.bucket}/${f.key}`).sort()).toEqual(
        stored.sort(),
      );
    } finally {
      await s3.close();
    }
  });
});
