import { listVersions, readRows } from "../content/rows.server";
import type { AppServices } from "../spine/context";
import type { AssistantContent } from "./assistant.server";
import { type ContentRows, INDEXED_TABLES, type IndexedTable } from "./documents";

/**
 * The most rows of a table the assistant indexes: the first in the public order (what the site
 * shows first). A thousand rows index in well under a second and take about 15 MB; ten thousand
 * case studies took 11 s to index, 2 s to index again after each write (the process held all
 * the while) and 130 MB.
 */
export const ASSISTANT_ROWS_PER_TABLE = 1_000;

type Deps = Pick<AppServices, "database" | "siteTexts">;
type KeptRow = { version: string; row: ContentRows[IndexedTable][number] };

/**
 * What the assistant may answer from, read from the database: the published rows of the indexed
 * tables (drafts never), up to ASSISTANT_ROWS_PER_TABLE each, and every language's site-text
 * overrides.
 *
 * The reader keeps the rows it read with their version: each read lists the tables' first rows by
 * id and version, then reads whole only the rows it does not hold as they now are. A rebuild after
 * a write thus reads the rows that write changed, not a thousand rows per table (during an import,
 * a rebuild every few seconds read them all again and took a quarter of the process's time).
 */
export function assistantContentReader(deps: Deps): () => Promise<AssistantContent> {
  const kept = new Map<IndexedTable, Map<string, KeptRow>>();
  const readTable = async (table: IndexedTable) => {
    const versions = await listVersions(deps, table, {
      drafts: false,
      order: "public",
      limit: ASSISTANT_ROWS_PER_TABLE,
    });
    const held = kept.get(table) ?? new Map<string, KeptRow>();
    const stale = new Set(
      versions.filter(({ id, version }) => held.get(id)?.version !== version).map(({ id }) => id),
    );
    const fresh = new Map(
      (await readRows(deps, table, [...stale], { drafts: false })).map((row) => [row.id, row]),
    );
    const now = new Map<string, KeptRow>();
    for (const { id, version } of versions) {
      // A row withdrawn or deleted between the two reads is missing from `fresh`: left out.
      const row = stale.has(id) ? fresh.get(id) : held.get(id)?.row;
      if (row) now.set(id, { version, row });
    }
    kept.set(table, now);
    return [...now.values()].map(({ row }) => row);
  };
  return async () => {
    const lists = await Promise.all(INDEXED_TABLES.map(readTable));
    const rows = Object.fromEntries(
      INDEXED_TABLES.map((table, index) => [table, lists[index] ?? []]),
    ) as unknown as ContentRows;
    return [rows, await deps.siteTexts.all()];
  };
}
