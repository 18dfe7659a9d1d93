import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { BackupError, tablesInDependencyOrder } from "../../backup/archive.server";
import { restoreBackup } from "../../backup/restore.server";
import { type Database, openDatabase } from "../../db/client.server";
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
} from "../../db/schema";
import { type Config, parseConfig } from "../../spine/config.server";
import { createStorage } from "../../storage/create-storage.server";

/** The backup tests' data: a DATA_DIR's every table and upload, and how to compare two. */

const dirs: string[] = [];
/** Removes every directory `tempDir` made (a file's afterAll). */
export async function removeTempDirs() {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
/** A new directory under the system's temporary one, removed by `removeTempDirs`. */
export async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export const configFor = (dataDir: string, databaseUrl?: string): Config =>
  parseConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "backup-test-secret-long-enough-0123456789",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

/** A long stored name: its archive path passes tar's 100-byte name field (pax record). */
export const LONG_KEY = `1764000000000-${"rapport_annuel_".repeat(12)}final.pdf`;

/** One row in every table, with values that a careless dump would damage. */
export async function seed(database: Database, config: Config) {
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

export async function seedFiles(config: Config) {
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
export async function snapshot(database: Database) {
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

export async function uploadsOf(config: Config) {
  const root = path.join(config.DATA_DIR, "uploads", "demos");
  if (!existsSync(root)) return new Map<string, Buffer>();
  const names = await readdir(root);
  return new Map(
    await Promise.all(names.map(async (n) => [n, await readFile(path.join(root, n))] as const)),
  );
}

export async function withDatabase<T>(config: Config, fn: (database: Database) => Promise<T>) {
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

export async function restoreError(config: Config, file: string) {
  try {
    await restoreBackup(config, file);
  } catch (error) {
    if (error instanceof BackupError) return error;
    throw error;
  }
  throw new Error("restore did not refuse");
}
