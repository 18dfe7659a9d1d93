import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldText } from "#domain/search";
import { freshDatabase } from "../test/support/harness";
import type { Database } from "./client.server";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe("the database's search folding", () => {
  it("folds as the application folds: case, accents, ligatures, full-width and presentation forms, Arabic letters, marks and digits", async () => {
    const samples = [
      "Études DE Cas à Zürich",
      "Œuvre ÉLÉGANTE, cœur",
      "أَحْمَد إِلى مَدرسةٌ ـــ مؤسسة رئيس",
      "١٢٣ ٤٥",
      "Chatbot clinique : santé & IA",
      "Ÿvonne, ŒIL et Æon",
      "ﬁn ＡＢＣ ＂citation＂ ＼ ﹨ x² ½",
      "ﻻ ﺍﻟﻌﺮﺑﻴﺔ",
      "« guillemets » et ‘apostrophes’",
    ];
    for (const sample of samples) {
      const result = await database.db.execute<{ folded: string }>(
        sql`select search_fold(${sample}) as folded`,
      );
      const rows = (result as { rows?: { folded: string }[] }).rows ?? (result as never);
      expect(rows[0]?.folded).toBe(foldText(sample));
    }
  });
});

describe("the lists' search indexes", () => {
  it("take any text a translation may hold, compatibility characters included", async () => {
    const text = "Citation ＂pleine chasse＂ ＼ ﬁn";
    await database.db.execute(
      sql`insert into case_studies (title, description, client, slug, translations)
          values ('Étude ＂large＂', 'Texte', 'Client', 'etude-pleine-chasse',
                  jsonb_build_object('en', jsonb_build_object('title', ${text}::text)))`,
    );
    const { searchExpression } = await import("./schema");
    const { entities } = await import("#domain/entities");
    const expression = searchExpression(entities.case_studies);
    const result = await database.db.execute<{ slug: string }>(
      sql`select slug from case_studies where (${sql.raw(expression)}) @@ to_tsquery('simple', search_fold('chasse:*'))`,
    );
    const rows = (result as { rows?: { slug: string }[] }).rows ?? (result as never);
    expect(rows.map((row) => row.slug)).toEqual(["etude-pleine-chasse"]);
  });

  it("are used by a query written with the table's search expression", async () => {
    const { searchExpression } = await import("./schema");
    const { entities } = await import("#domain/entities");
    const expression = searchExpression(entities.case_studies);
    await database.db.execute(sql`set enable_seqscan = off`);
    const result = await database.db.execute<{ "QUERY PLAN": string }>(
      sql`explain select id from case_studies where (${sql.raw(expression)}) @@ to_tsquery('simple', search_fold('Clin') || ':*')`,
    );
    await database.db.execute(sql`set enable_seqscan = on`);
    const rows = (result as { rows?: Record<string, string>[] }).rows ?? (result as never);
    expect(JSON.stringify(rows)).toContain("case_studies_search_idx");
  });

  it("are what the planner chooses on its own once a table holds thousands of rows", async () => {
    const { searchExpression } = await import("./schema");
    const { entities } = await import("#domain/entities");
    await database.db.execute(
      sql`insert into case_studies (title, description, client, slug, translations)
          select 'Étude ' || i, 'Prévision de la demande numéro ' || i, 'Client ' || i,
                 'etude-plan-' || i, jsonb_build_object('en', jsonb_build_object('title', 'Study ' || i))
          from generate_series(1, 3000) as i`,
    );
    await database.db.execute(sql`analyze case_studies`);
    const expression = searchExpression(entities.case_studies);
    const result = await database.db.execute<{ "QUERY PLAN": string }>(
      sql`explain select id from case_studies where (${sql.raw(expression)}) @@ to_tsquery('simple', search_fold('prevision:* & 12:*'))`,
    );
    const rows = (result as { rows?: Record<string, string>[] }).rows ?? (result as never);
    expect(JSON.stringify(rows)).toContain("case_studies_search_idx");
    expect(JSON.stringify(rows)).not.toContain("Seq Scan");
  });
});
