import type { ClientResponse } from "hono/client";
import type { ContentRow } from "#domain/content-row";
import { type ListParams, listSearchParams, parseContentRange } from "#domain/list-query";
import type { ContentApi } from "#server/content/content.routes";
import type { RestoreApi } from "#server/content/restore.routes";
import { errorFromResponse } from "~/lib/api/client";
import { type Answered, answerOf, routeClient } from "./route-client";

/**
 * A row as the admin screens handle it: the API's shape, snake_case columns, as the content
 * routes declare it (`contentRowSchema`; a screen's local rows take the same shape).
 */
export type AdminRow = ContentRow;

/**
 * Where a management screen reads and writes its rows: the API, or the browser's storage in the
 * local-only variant (ADMIN_DATA_SOURCE=local), behind one interface so the screens do not know which.
 */
export interface DataSource {
  readonly kind: "server" | "local";
  /** Newest first (created_at descending): every row (the dashboard's counts). */
  list(): Promise<AdminRow[]>;
  /** One page of the list, searched, filtered and sorted, with the total of its matches. */
  page(params: ListParams): Promise<ListPage<AdminRow>>;
  create(values: Record<string, unknown>): Promise<AdminRow>;
  update(id: string, values: Record<string, unknown>): Promise<AdminRow>;
  remove(id: string): Promise<void>;
  /** The public order of entities declared with `publication`: these rows get positions 0, 1, 2… */
  reorder(ids: string[]): Promise<void>;
}

/** A page of a list and the number of rows every page of it holds together. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  /** The page's first row among all of them, from 0 (`Content-Range`), when the server says. */
  first?: number;
}

/** A page from a list's answer asked from `offset`: its rows, and its total (`Content-Range`). */
async function pageFrom<T>(response: Response, offset: number): Promise<ListPage<T>> {
  if (!response.ok) throw await errorFromResponse(response);
  const rows = (await response.json()) as T[];
  const range = parseContentRange(response.headers.get("content-range"));
  return { rows, total: range?.total ?? offset + rows.length, first: range?.first };
}

/** A page of a typed list call (`routeClient`) asked from `offset`, its rows as the route declares them. */
export async function pageOf<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
  offset = 0,
): Promise<ListPage<Answered<R> extends readonly (infer Row)[] ? Row : never>> {
  return pageFrom(await (call as Promise<unknown> as Promise<Response>), offset);
}

/** Where the admin's rows are kept: the API, or the browser (ADMIN_DATA_SOURCE=local). */
export type DataSourceMode = "server" | "local";

const content = routeClient<ContentApi>("/api")[":table"];
const restore = routeClient<RestoreApi>("/api")[":table"];
const tableParam = (table: string) => ({ param: { table: encodeURIComponent(table) } });
const rowParam = (table: string, id: string) => ({
  param: { table: encodeURIComponent(table), id: encodeURIComponent(id) },
});

/** One content row as the team reads it, and a change to it answered with the row as saved. */
export const contentRows = {
  read: (table: string, id: string) =>
    answerOf(content[":id"].$get({ ...rowParam(table, id), query: {} })),
  update: (table: string, id: string, values: Record<string, unknown>) =>
    answerOf(content[":id"].$patch({ ...rowParam(table, id), json: values })),
  /**
   * The row takes again its values right after an entry of its history (`dry_run`: nothing is
   * stored); answered with the row and the fields that change.
   */
  restore: (table: string, id: string, version: { audit_id: string; dry_run?: boolean }) =>
    answerOf(restore[":id"].restore.$post({ ...rowParam(table, id), json: version })),
  /** The newest rows, `limit` of them. */
  newest: (table: string, limit: number) =>
    answerOf(content.$get({ ...tableParam(table), query: { limit: String(limit) } })),
};

/** The content API: GET/POST /api/{table}, PATCH/DELETE /api/{table}/{id}, POST /api/{table}/order. */
export function createApiSource(table: string): DataSource {
  const param = tableParam(table);
  return {
    kind: "server",
    list: () => answerOf(content.$get({ ...param, query: {} })),
    page: (params) =>
      pageOf(
        content.$get({ ...param, query: Object.fromEntries(listSearchParams(params)) }),
        params.offset,
      ),
    create: (values) => answerOf(content.$post({ ...param, json: values })),
    update: (id, values) => contentRows.update(table, id, values),
    // 204: nothing to read.
    remove: async (id) => {
      await answerOf(content[":id"].$delete(rowParam(table, id)));
    },
    reorder: async (ids) => {
      await answerOf(content.order.$post({ ...param, json: { ids } }));
    },
  };
}
