import { desc } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { EntityName, entities, Row } from "#domain/entities";
import { contentTables } from "../db/schema";
import type { Deps } from "../http/context";

export type RowOf<N extends EntityName> = Row<(typeof entities)[N]>;

/**
 * The rows of a table, newest first. Used by the API and by page loaders
 * (public demos gallery, admin screens rendered on the server).
 */
export async function listRows<N extends EntityName>(deps: Deps, name: N): Promise<RowOf<N>[]> {
  // biome-ignore lint/suspicious/noExplicitAny: one generic path for five tables of the same shape
  const table = contentTables[name] as PgTable & Record<string, any>;
  const rows = await deps.database.db
    .select()
    .from(table)
    .orderBy(desc(table.created_at), desc(table.id));
  return rows.map(toJson) as RowOf<N>[];
}

/** Rows as the API sends them: timestamps as ISO strings. */
export function toJson(row: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...row };
  for (const key of ["created_at", "updated_at"]) {
    if (out[key] instanceof Date) out[key] = (out[key] as Date).toISOString();
  }
  return out;
}
