import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentChanges } from "../content/changes.server";
import type { Database } from "../db/client.server";
import { createLogger } from "../http/logger.server";
import { SiteTexts } from "../site-texts/site-texts.server";
import { freshDatabase } from "../test/support/harness";
import { ASSISTANT_ROWS_PER_TABLE, readAssistantContent } from "./content.server";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe("what the assistant reads", () => {
  it("is at most a thousand rows of a table, the first the site shows, never a draft", async () => {
    await database.db.execute(
      sql`insert into case_studies (title, description, client, slug, position, published)
          select 'Étude ' || i, 'Une étude.', 'Client', 'etude-lue-' || i, i, i % 10 <> 0
          from generate_series(1, ${ASSISTANT_ROWS_PER_TABLE + 300}::int) as i`,
    );
    const siteTexts = new SiteTexts(database, new ContentChanges(), createLogger("silent"));
    const [rows] = await readAssistantContent({ database, siteTexts });
    const titles = (rows.case_studies ?? []).map((row) => row.title);
    expect(titles).toHaveLength(ASSISTANT_ROWS_PER_TABLE);
    // Position 1 first; every tenth a draft, left out.
    expect(titles.slice(0, 3)).toEqual(["Étude 1", "Étude 2", "Étude 3"]);
    expect(titles).not.toContain("Étude 10");
  });
});
