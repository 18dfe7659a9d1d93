import { and, asc, desc, eq, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { type EntityDef, type EntityName, entities, type Row } from "#domain/entities";
import type { ListQuery, TranslationFilter } from "#domain/list-query";
import type { TranslationState } from "#domain/translation-state";
import { type TranslationLanguage, translatableFields } from "#domain/translations";
import type { Database } from "../db/client.server";
import { searchCondition, searchedRows } from "../db/lists.server";
import { searchExpression, tableOf } from "../db/schema";

export type RowOf<N extends EntityName> = Row<(typeof entities)[N]>;

export interface ListOptions {
  /** Drafts too (the team); visitors and anonymous calls see published rows only. */
  drafts?: boolean;
  /** "newest": created_at descending (the API's order); "public": position, then newest. */
  order?: "newest" | "public";
  /** The first rows only, in that order. */
  limit?: number;
}

/**
 * The rows of a table. Used by the API and by page loaders (public pages, admin screens rendered
 * on the server). Without options: every row, newest first. Read as a page is (the ids in order,
 * then the rows by id a few hundred at a time): the embedded database keeps for good the memory
 * a large result once took, and 10,000 rows read at once grew the process by 100 MB.
 */
export async function listRows<N extends EntityName>(
  deps: { database: Database },
  name: N,
  { drafts = true, order = "newest", limit }: ListOptions = {},
): Promise<RowOf<N>[]> {
  return (await pageRows(deps, name, listQueryOf(name, { order, limit }), { drafts })).rows;
}

function listQueryOf(name: EntityName, { order = "newest", limit }: ListOptions): ListQuery {
  const entity = entities[name] as EntityDef;
  return {
    limit,
    // The public order: position, then newest (pageRows breaks ties newest first).
    order:
      order === "public" && entity.publication
        ? { column: "position", direction: "asc" }
        : undefined,
  };
}

/** Rows as the API sends them: timestamps as ISO strings. */
export function toJson(row: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...row };
  for (const key of ["created_at", "updated_at"]) {
    if (out[key] instanceof Date) out[key] = (out[key] as Date).toISOString();
  }
  return out;
}

/** One page of a list and the number of rows its filters match. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Text with a character other than white space (blank counts as missing). */
const hasText = (value: SQL) => sql`coalesce(${value}, '') ~ '\\S'`;

/**
 * 'Traduction manquante en `lang`' in SQL (`missesTranslation` in domain/list-query.ts is the
 * rule): a translatable field with French text and no text in that language.
 */
function missingCondition(entity: EntityDef, lang: TranslationLanguage): SQL {
  const table = tableOf(entity.table as EntityName);
  const fields = translatableFields(entity.fields);
  if (fields.length === 0) return sql`false`;
  return or(
    ...fields.map((field) =>
      and(
        hasText(sql`${table[field]}`),
        not(
          hasText(
            sql`${table.translations} -> ${sql.raw(`'${lang}'`)} ->> ${sql.raw(`'${field}'`)}`,
          ),
        ),
      ),
    ),
  ) as SQL;
}

/**
 * Rows with a translatable field in one of `filter.states` in `filter.lang`, in SQL (the rule of
 * `fieldState` in domain/translation-state.ts): `missing` a French text and no translation,
 * `machine` a translation the model wrote, `outdated` a person's made against another French,
 * `current` any other.
 */
function translationStateCondition(entity: EntityDef, filter: TranslationFilter): SQL {
  const table = tableOf(entity.table as EntityName);
  const lang = sql.raw(`'${filter.lang}'`);
  const conditions = translatableFields(entity.fields).flatMap((field) => {
    const name = sql.raw(`'${field}'`);
    const french = sql`coalesce(${table[field]}, '')`;
    const translated = hasText(sql`${table.translations} -> ${lang} ->> ${name}`);
    const basis = sql`${table.translation_basis} -> ${lang} -> ${name}`;
    const machine = sql`${basis} ->> 'origin' = 'machine'`;
    const outdated = sql`${basis} is not null and ${basis} ->> 'source' <> ${french}`;
    const byState: Record<TranslationState, SQL> = {
      missing: sql`${hasText(french)} and not ${translated}`,
      machine: sql`${translated} and ${machine}`,
      outdated: sql`${translated} and not coalesce(${machine}, false) and ${outdated}`,
      current: sql`(not ${translated} and not ${hasText(french)}) or (${translated} and not coalesce(${machine}, false) and not coalesce(${outdated}, false))`,
    };
    return filter.states.map((state) => sql`(${byState[state]})`);
  });
  return conditions.length > 0 ? (or(...conditions) as SQL) : sql`false`;
}

/**
 * Where the ordered ids of a list are kept between its pages (the API's list cache): `read` runs
 * when `key` has none kept.
 */
export interface KeptIds {
  ids(table: string, key: string, read: () => Promise<string[]>): Promise<string[]>;
}

/** Rows read by id per statement (a whole list asked without `limit` comes in several). */
export const ROWS_BY_ID = 500;

/**
 * One page of a table (`GET /api/{table}` with `limit`, `offset`, `q`, `order` or a filter):
 * the rows in the order asked (newest first by default; ties newest first, then by id, so pages
 * never overlap) and the number of rows the same conditions match. Visitors (`drafts: false`)
 * see published rows only, whatever they ask.
 *
 * The list's ids are read in order first (the ids alone, not whole rows: an index or a sort of
 * narrow tuples), then the page's rows by id. With `kept`, the ids of a list (its audience,
 * search, filters and order) are read once and every page and the total come from them until the
 * next write: a page deep in 10,000 rows otherwise walks 10,000 index entries each time, which on
 * the embedded database took 20–30 ms per request, serialised behind each other.
 */
export async function pageRows<N extends EntityName>(
  deps: { database: Database },
  name: N,
  query: ListQuery,
  { drafts = true, kept }: Pick<ListOptions, "drafts"> & { kept?: KeptIds } = {},
): Promise<Page<RowOf<N>>> {
  const ids = await listIds(deps, name, query, { drafts, kept });
  const offset = query.offset ?? 0;
  const pageIds = ids.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  const { where } = listShape(name, query, drafts);
  return { rows: await rowsOfIds(deps, name, pageIds, where), total: ids.length };
}

/**
 * The ids of a list's rows (its audience, search, filters and order; `limit` and `offset`
 * aside), in order: read once and kept in `kept` until the next write, except for a list that
 * depends on the time (`scheduled`).
 */
export async function listIds(
  deps: { database: Database },
  name: EntityName,
  query: ListQuery,
  { drafts = true, kept }: Pick<ListOptions, "drafts"> & { kept?: KeptIds } = {},
): Promise<string[]> {
  const { table, where, ordering } = listShape(name, query, drafts);
  const entity = entities[name] as EntityDef;
  const search = searchCondition(searchExpression(entity), query.q);
  const readIds = async () =>
    (
      await deps.database.db
        .select({ id: table.id })
        .from(table)
        .where(and(search && searchedRows(table, table.id, search), ...where))
        .orderBy(...ordering)
    ).map((row: { id: string }) => row.id);
  const key = JSON.stringify([
    name,
    drafts,
    query.q,
    query.published,
    query.missing,
    query.translation?.lang,
    query.translation?.states,
    query.order?.column,
    query.order?.direction,
  ]);
  return kept && !query.scheduled ? kept.ids(name, key, readIds) : readIds();
}

/** A list's conditions (visitors: published rows only) and order, its search aside. */
function listShape(name: EntityName, query: ListQuery, drafts: boolean) {
  const table = tableOf(name);
  const entity = entities[name] as EntityDef;
  const where: (SQL | undefined)[] = [];
  if (entity.publication) {
    if (!drafts) where.push(eq(table.published, true));
    if (query.published !== undefined) where.push(eq(table.published, query.published));
    if (query.scheduled) {
      where.push(sql`(${table.publish_at} > now() or ${table.unpublish_at} > now())`);
    }
  } else if (query.published === false || query.scheduled) {
    where.push(sql`false`);
  }
  if (query.missing) where.push(missingCondition(entity, query.missing));
  if (query.translation) where.push(translationStateCondition(entity, query.translation));
  const direction = query.order?.direction === "asc" ? asc : desc;
  const column = query.order?.column ?? "created_at";
  // Rows equal on the column asked come newest first (the public order is position, then
  // newest: a new row at position 0 shows first), then by id, so pages never overlap.
  const ordering =
    column === "created_at"
      ? [direction(table.created_at), direction(table.id)]
      : [direction(table[column]), desc(table.created_at), desc(table.id)];
  return { table, where, ordering };
}

/**
 * The rows of `ids`, in that order, that still meet the list's conditions: a row withdrawn or
 * deleted since its list's ids were kept (by another process, its news still on the way) is left
 * out, never read for a visitor in its unpublished state.
 */
async function rowsOfIds<N extends EntityName>(
  deps: { database: Database },
  name: N,
  ids: string[],
  where: (SQL | undefined)[],
): Promise<RowOf<N>[]> {
  const table = tableOf(name);
  const byId = new Map<string, Record<string, unknown>>();
  for (let start = 0; start < ids.length; start += ROWS_BY_ID) {
    const chunk = ids.slice(start, start + ROWS_BY_ID);
    const found = await deps.database.db
      .select()
      .from(table)
      .where(and(inArray(table.id, chunk), ...where));
    for (const row of found) byId.set(row.id as string, row);
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJson(row) as RowOf<N>] : [];
  });
}

/** A row's id and its version: a text that changes at every write of the row. */
export interface RowVersion {
  id: string;
  version: string;
}

/**
 * The first rows of a list (as `listRows` orders them) by id and version, for a reader that keeps
 * rows and reads again only those whose version changed. The version is PostgreSQL's `xmin`, the
 * transaction that wrote the row as it now is: every update, publication by the schedule or
 * restore included, writes a new version of the row with a new `xmin`.
 */
export async function listVersions(
  deps: { database: Database },
  name: EntityName,
  options: Required<Pick<ListOptions, "order" | "limit">> & Pick<ListOptions, "drafts">,
): Promise<RowVersion[]> {
  const { table, where, ordering } = listShape(
    name,
    listQueryOf(name, options),
    options.drafts ?? true,
  );
  return deps.database.db
    .select({ id: table.id, version: sql<string>`${sql.identifier("xmin")}::text` })
    .from(table)
    .where(and(...where))
    .orderBy(...ordering)
    .limit(options.limit);
}

/** Rows by id, in the order given, those that meet the list's conditions (visitors: published). */
export function readRows<N extends EntityName>(
  deps: { database: Database },
  name: N,
  ids: string[],
  { drafts = true }: Pick<ListOptions, "drafts"> = {},
): Promise<RowOf<N>[]> {
  return rowsOfIds(deps, name, ids, listShape(name, {}, drafts).where);
}
