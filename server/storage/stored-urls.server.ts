import { getTableColumns, isNotNull } from "drizzle-orm";
import { type EntityName, entities } from "#domain/entities";
import { contentTables } from "../db/schema";
import type { AppServices } from "../spine/context";

/** The columns that may hold a stored file's URL: every image field, and a demo's media. */
export const STORED_URL_COLUMNS: readonly { table: EntityName; column: string }[] = [
  ...Object.entries(entities).flatMap(([table, entity]) =>
    Object.entries(entity.fields)
      .filter(([, field]) => field.kind === "image")
      .map(([column]) => ({ table: table as EntityName, column })),
  ),
  { table: "demos", column: "media_url" },
];

export function storedUrlColumnsOf(table: EntityName): string[] {
  return STORED_URL_COLUMNS.filter((entry) => entry.table === table).map((e) => e.column);
}

/** A row holding a URL in one of those columns. */
export interface StoredUrlUse {
  table: EntityName;
  id: string;
  field: string;
  url: string;
}

/**
 * Where rows hold URLs in those columns: the one definition of "where a file is used". Drafts
 * count: a draft's image is in use.
 */
export async function storedUrlUses(deps: AppServices): Promise<StoredUrlUse[]> {
  const found: StoredUrlUse[] = [];
  for (const { table, column } of STORED_URL_COLUMNS) {
    const source = contentTables[table];
    const columns = getTableColumns(source);
    const col = columns[column];
    if (!col || !columns.id) continue;
    const rows = await deps.database.db
      .select({ id: columns.id, url: col })
      .from(source)
      .where(isNotNull(col));
    for (const row of rows) {
      if (typeof row.url !== "string") continue;
      found.push({ table, id: String(row.id), field: column, url: row.url });
    }
  }
  return found;
}

/** Every URL rows hold in those columns. */
export async function referencedUrls(deps: AppServices): Promise<Set<string>> {
  return new Set((await storedUrlUses(deps)).map((use) => use.url));
}
