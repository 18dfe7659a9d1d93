import { getTableColumns, isNotNull } from "drizzle-orm";
import { type EntityName, entities } from "#domain/entities";
import { contentTables } from "../db/schema";
import type { AppServices } from "../http/context";

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

/** Every URL rows hold in those columns. Drafts count: a draft's image is in use. */
export async function referencedUrls(deps: AppServices): Promise<Set<string>> {
  const found = new Set<string>();
  for (const { table, column } of STORED_URL_COLUMNS) {
    const source = contentTables[table];
    const col = getTableColumns(source)[column];
    if (!col) continue;
    const rows = await deps.database.db.select({ url: col }).from(source).where(isNotNull(col));
    for (const row of rows) if (typeof row.url === "string") found.add(row.url);
  }
  return found;
}
