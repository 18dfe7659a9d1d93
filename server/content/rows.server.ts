import { asc, desc, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type EntityDef, type EntityName, entities, type Row } from "#domain/entities";
import { contentTables } from "../db/schema";
import type { AppServices } from "../http/context";

export type RowOf<N extends EntityName> = Row<(typeof entities)[N]>;

export interface ListOptions {
  /** Drafts too (the team); visitors and anonymous calls see published rows only. */
  drafts?: boolean;
  /** "newest": created_at descending (the API's order); "public": position, then newest. */
  order?: "newest" | "public";
}

// biome-ignore lint/suspicious/noExplicitAny: one generic path for the tables of the same shape
export const tableOf = (name: EntityName) => contentTables[name] as PgTable & Record<string, any>;

/**
 * The rows of a table. Used by the API and by page loaders (public pages, admin screens rendered
 * on the server). Without options: every row, newest first.
 */
export async function listRows<N extends EntityName>(
  deps: Pick<AppServices, "database">,
  name: N,
  { drafts = true, order = "newest" }: ListOptions = {},
): Promise<RowOf<N>[]> {
  const table = tableOf(name);
  const entity = entities[name] as EntityDef;
  const ordering =
    order === "public" && entity.publication
      ? [asc(table.position), desc(table.created_at), desc(table.id)]
      : [desc(table.created_at), desc(table.id)];
  const query = deps.database.db.select().from(table);
  const rows = await (!drafts && entity.publication
    ? query.where(eq(table.published, true))
    : query
  ).orderBy(...ordering);
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
