import { readdir, readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_STATUSES } from "#domain/contact";
import { slugify } from "#domain/fields";
import { SEED_RESEARCH } from "../content/seed-content";
import { freshDatabase } from "../test/support/harness";
import type { Database } from "./client.server";
import { caseStudies, contactMessages, research } from "./schema";

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

describe("the research-partner migration", () => {
  it("moves the first start's partners out of the category, in every language, and keeps any other category", async () => {
    // Found by its name, whatever number it was given among the migrations.
    const drizzle = new URL("../../drizzle/", import.meta.url);
    const name = (await readdir(drizzle)).find((file) => file.endsWith("_research_partner.sql"));
    expect(name).toBeDefined();
    const file = await readFile(new URL(name as string, drizzle), "utf8");
    const move = file
      .split("--> statement-breakpoint")
      .find((statement) => statement.includes('UPDATE "research"'));
    expect(move).toBeDefined();
    // The projects as the first start wrote them before the field existed: partner in category.
    const before = SEED_RESEARCH.map(({ partner, translations, ...project }) => ({
      ...project,
      category: partner,
      translations: {
        en: { ...omitPartner(translations.en), category: translations.en.partner },
        ar: { ...omitPartner(translations.ar), category: translations.ar.partner },
      },
    }));
    const other = {
      title: "Vision industrielle",
      description: "Contrôle qualité par caméra",
      category: "Vision",
      start_date: "2026-03-01",
      translations: { en: { category: "Vision", title: "Industrial vision" } },
    };
    await database.db.insert(research).values([...before, other] as never);
    await database.db.execute(sql.raw(move as string));
    const rows = await database.db
      .select({
        title: research.title!,
        category: research.category!,
        partner: research.partner!,
        translations: research.translations!,
      })
      .from(research);
    const byTitle = (title: string) => rows.find((row) => row.title === title);
    // The migrated rows hold what a fresh install writes today.
    for (const seeded of SEED_RESEARCH) {
      expect(byTitle(seeded.title)).toEqual({
        title: seeded.title,
        category: null,
        partner: seeded.partner,
        translations: seeded.translations,
      });
    }
    expect(byTitle(other.title)).toEqual({
      title: other.title,
      category: "Vision",
      partner: null,
      translations: other.translations,
    });
  });
});

function omitPartner<T extends { partner: string }>({ partner, ...rest }: T) {
  return rest;
}
