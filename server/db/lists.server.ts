import { and, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { UUID } from "#domain/ids";
import { searchWords } from "#domain/search";
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
 * One page of a list (the inbox, the journal, the unanswered questions): its rows in `orderBy`,
 * `offset` then `limit` (every row without one), after the entry `before` names when it does,
 * with the total of its filters and the page's place in it (`Content-Range`'s first row: with
 * `before`, the entries newer than it come first, then `offset` more). `rowsWhere` is how the
 * rows are read when it differs from how they are counted (a search read through its index).
 */
export async function readPage<T extends PgTable>(
  db: Db,
  table: T,
  {
    where,
    rowsWhere = where,
    before,
    orderBy,
    limit,
    offset = 0,
  }: {
    where: SQL | undefined;
    rowsWhere?: SQL | undefined;
    before?: SQL;
    orderBy: SQL[];
    limit?: number;
    offset?: number;
  },
): Promise<{ rows: T["$inferSelect"][]; total: number; first: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(and(rowsWhere, before))
      .orderBy(...orderBy)
      .limit(limit ?? Number.MAX_SAFE_INTEGER)
      .offset(offset),
    db
      .select({
        total: sql<number>`count(*)::int`,
        older: before ? sql<number>`(count(*) filter (where ${before}))::int` : sql<number>`0`,
      })
      .from(table as PgTable)
      .where(where),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    rows: rows as T["$inferSelect"][],
    total,
    first: (before ? total - Number(counted?.older ?? 0) : 0) + offset,
  };
}
