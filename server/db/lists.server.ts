import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { searchWords } from "#domain/list-query";
import type { Db } from "./client.server";

/**
 * The SQL of a page of a list (content tables, the contact inbox, the journal): a search on a
 * table's search expression, `before`, and the total with the page's place in it.
 */

/**
 * A search in the database: every word of `q` starts a word of the row's search expression
 * (`searchExpression`, the same text as its GIN index, so the index answers). Words are kept to
 * letters and digits here, folded by `search_fold` there, each a prefix (`word:*`), all required.
 * Undefined when `q` has no word.
 */
export function searchCondition(expression: string, q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const query = words.map((word) => `${word}:*`).join(" & ");
  return sql`(${sql.raw(expression)}) @@ to_tsquery('simple', search_fold(${query}))`;
}

/**
 * A search among the rows of a page: the same condition, read through the GIN index first. With
 * a `LIMIT` and an order an index gives (newest first), the planner would otherwise walk that
 * index and compute each row's search text until the page is full: a common word took a second
 * at 10,000 rows. `offset 0` keeps the subquery whole, so its matches come from the index.
 */
export function searchedRows(table: PgTable, id: PgColumn, search: SQL): SQL {
  return sql`${id} in (select ${sql.identifier(id.name)} from ${table} where ${search} offset 0)`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `before` (the inbox, the journal): the entries older than one entry, named by its id (ties on
 * time broken by id: exact) or by its time as answered (ISO, to the millisecond; the database
 * keeps microseconds, so an entry is older when its time cut to the millisecond is earlier; the
 * first comparison lets the time's index answer).
 */
export function olderThan(table: PgTable, time: PgColumn, id: PgColumn, before: string): SQL {
  if (UUID.test(before)) {
    const [t, i] = [sql.identifier(time.name), sql.identifier(id.name)];
    return sql`(${time}, ${id}) < (select b.${t}, b.${i} from ${table} b where b.${i} = ${before})`;
  }
  const at = sql`${before}::timestamptz`;
  return sql`(${time} < ${at} + interval '1 millisecond' and date_trunc('milliseconds', ${time}) < ${at})`;
}

/**
 * The total of a list's filters and the place of its page in it (`Content-Range`'s first row):
 * with `before`, the entries newer than it come first, then `offset` more.
 */
export async function countPage(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  { before, offset = 0 }: { before?: SQL; offset?: number },
): Promise<{ total: number; first: number }> {
  const [counted] = await db
    .select({
      total: sql<number>`count(*)::int`,
      older: before ? sql<number>`(count(*) filter (where ${before}))::int` : sql<number>`0`,
    })
    .from(table)
    .where(where);
  const total = Number(counted?.total ?? 0);
  return { total, first: (before ? total - Number(counted?.older ?? 0) : 0) + offset };
}
