import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_STATUSES } from "#domain/contact";
import { slugify } from "#domain/fields";
import { freshDatabase } from "../test/support/harness";
import type { Database } from "./client.server";
import { caseStudies, contactMessages } from "./schema";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const message = { name: "Léa", email: "lea@example.com", message: "Bonjour" };

describe("the migrated database keeps to the declarations", () => {
  it("stores a contact message in each declared status and refuses any other", async () => {
    for (const status of CONTACT_STATUSES) {
      const [row] = await database.db
        .insert(contactMessages)
        .values({ ...message, status })
        .returning();
      expect(row?.status).toBe(status);
    }
    await expect(
      database.db.insert(contactMessages).values({ ...message, status: "archived" }),
    ).rejects.toThrow();
    const rows = await database.db.select().from(contactMessages);
    expect(rows.map((row) => row.status).sort()).toEqual([...CONTACT_STATUSES].sort());
  });
});

describe("the content-translations migration", () => {
  it("gives existing case studies the slug the application would make, unique", async () => {
    const file = await readFile(
      new URL("../../drizzle/0004_content_translations.sql", import.meta.url),
      "utf8",
    );
    const backfill = file
      .split("--> statement-breakpoint")
      .find((statement) => statement.includes('UPDATE "case_studies"'));
    expect(backfill).toBeDefined();
    const titles = [
      "Chatbot clinique : santé & IA",
      "Chatbot clinique : santé & IA",
      "Œuvre ÉLÉGANTE à Zürich",
      "مشروع",
      `${"Très long titre ".repeat(8)}fin`,
    ];
    // The rows as they stood before the migration: no slug yet.
    await database.db.execute(sql`alter table case_studies alter column slug drop not null`);
    await database.db.execute(sql`drop index case_studies_slug_key`);
    for (const [index, title] of titles.entries()) {
      await database.db.insert(caseStudies).values({
        title,
        description: "d",
        client: "c",
        slug: null,
        created_at: new Date(Date.UTC(2026, 0, index + 1)),
      } as never);
    }
    await database.db.execute(sql.raw(backfill as string));
    const rows = await database.db
      .select({ slug: caseStudies.slug! })
      .from(caseStudies)
      .orderBy(caseStudies.created_at!);
    expect(rows.map((row) => row.slug)).toEqual([
      slugify(titles[0] as string),
      `${slugify(titles[0] as string)}-2`,
      slugify(titles[2] as string),
      "page",
      slugify(titles[4] as string),
    ]);
    expect(slugify(titles[2] as string)).toBe("oeuvre-elegante-a-zurich");
  });
});
