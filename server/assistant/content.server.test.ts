import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server";
import { SiteTexts } from "../site-texts/site-texts.server";
import { ContentChanges } from "../spine/changes";
import { createLogger } from "../spine/logger.server";
import { freshDatabase } from "../test/support/harness";
import { ASSISTANT_ROWS_PER_TABLE, assistantContentReader } from "./content.server";

let database: Database;
let read: ReturnType<typeof assistantContentReader>;
beforeAll(async () => {
  database = await freshDatabase();
  const siteTexts = new SiteTexts(database, new ContentChanges(), createLogger("silent"));
  read = assistantContentReader({ database, siteTexts });
});
afterAll(() => database.close());

const caseStudies = async () => (await read())[0]?.case_studies ?? [];
const caseTitles = async () => (await caseStudies()).map((row) => row.title);

describe("what the assistant reads", () => {
  it("is at most a thousand rows of a table, the first the site shows, never a draft", async () => {
    await database.db.execute(
      sql`insert into case_studies (title, description, client, slug, position, published)
          select 'Étude ' || i, 'Une étude.', 'Client', 'etude-lue-' || i, i, i % 10 <> 0
          from generate_series(1, ${ASSISTANT_ROWS_PER_TABLE + 300}::int) as i`,
    );
    const titles = await caseTitles();
    expect(titles).toHaveLength(ASSISTANT_ROWS_PER_TABLE);
    // Position 1 first; every tenth a draft, left out.
    expect(titles.slice(0, 3)).toEqual(["Étude 1", "Étude 2", "Étude 3"]);
    expect(titles).not.toContain("Étude 10");
  });

  it("reads each row as it now is after writes, whatever it kept from the read before", async () => {
    const before = await caseTitles();
    await database.db.execute(
      sql`update case_studies set title = 'Étude revue' where slug = 'etude-lue-2'`,
    );
    await database.db.execute(
      sql`update case_studies set translations = '{"en":{"title":"Reviewed"}}' where slug = 'etude-lue-3'`,
    );
    await database.db.execute(
      sql`update case_studies set published = false where slug = 'etude-lue-1'`,
    );
    await database.db.execute(
      sql`update case_studies set published = true where slug = 'etude-lue-10'`,
    );
    await database.db.execute(sql`delete from case_studies where slug = 'etude-lue-4'`);
    const rows = await caseStudies();
    const titles = rows.map((row) => row.title);
    expect(titles.slice(0, 4)).toEqual(["Étude revue", "Étude 3", "Étude 5", "Étude 6"]);
    expect(rows[1]?.translations).toEqual({ en: { title: "Reviewed" } });
    expect(titles).toContain("Étude 10");
    expect(titles).not.toContain("Étude 1");
    expect(titles).toHaveLength(ASSISTANT_ROWS_PER_TABLE);
    // The thousandth row moved: one row left the list (withdrawn), one deleted, one published.
    expect(titles.at(-1)).not.toBe(before.at(-1));
  });
});
