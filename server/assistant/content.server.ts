import { listRows } from "../content/rows.server";
import type { AppServices } from "../http/context";
import type { AssistantContent } from "./assistant.server";
import { type ContentRows, INDEXED_TABLES } from "./documents";

/**
 * The most rows of a table the assistant indexes: the first in the public order (what the site
 * shows first). A thousand rows index in well under a second and take about 15 MB; ten thousand
 * case studies took 11 s to index, 2 s to index again after each write (the process held all
 * the while) and 130 MB.
 */
export const ASSISTANT_ROWS_PER_TABLE = 1_000;

/**
 * What the assistant may answer from, read from the database: the published rows of the indexed
 * tables (drafts never), up to ASSISTANT_ROWS_PER_TABLE each, and every language's site-text
 * overrides.
 */
export async function readAssistantContent(
  deps: Pick<AppServices, "database" | "siteTexts">,
): Promise<AssistantContent> {
  const lists = await Promise.all(
    INDEXED_TABLES.map((table) =>
      listRows(deps, table, { drafts: false, order: "public", limit: ASSISTANT_ROWS_PER_TABLE }),
    ),
  );
  const rows = Object.fromEntries(
    INDEXED_TABLES.map((table, index) => [table, lists[index] ?? []]),
  ) as unknown as ContentRows;
  return [rows, await deps.siteTexts.all()];
}
