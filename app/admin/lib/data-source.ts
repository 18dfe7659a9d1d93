import type { ClientResponse } from "hono/client";
import { type ListParams, listSearchParams, parseContentRange } from "#domain/list-query";
import { apiFetch, errorFromResponse } from "~/lib/api/client";
import type { Answered } from "./route-client";

/** A row as the admin screens handle it: the API's shape, snake_case columns. */
export type AdminRow = Record<string, unknown> & {
  id: string;
  created_at: string;
  updated_at: string;
  /** Who made the row and who last changed it (user ids; the API answers them to the team). */
  created_by?: string | null;
  updated_by?: string | null;
};

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

/**
 * One page of a list API: its rows, and the total read from `Content-Range` (the page's own
 * length when a server answers without it).
 */
export async function fetchPage<T>(
  path: string,
  params: ListParams | URLSearchParams,
): Promise<ListPage<T>> {
  const query = params instanceof URLSearchParams ? params : listSearchParams(params);
  const search = query.toString();
  const response = await fetch(`${path}${search ? `?${search}` : ""}`, {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  return pageFrom<T>(response, Number(query.get("offset") ?? 0));
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

/** The content API: GET/POST /api/{table}, PATCH/DELETE /api/{table}/{id}, POST /api/{table}/order. */
export function createApiSource(table: string): DataSource {
  const base = `/api/${encodeURIComponent(table)}`;
  return {
    kind: "server",
    list: () => apiFetch<AdminRow[]>(base),
    page: (params) => fetchPage<AdminRow>(base, params),
    create: (values) => apiFetch<AdminRow>(base, { method: "POST", body: values }),
    update: (id, values) =>
      apiFetch<AdminRow>(`${base}/${encodeURIComponent(id)}`, { method: "PATCH", body: values }),
    remove: (id) => apiFetch<void>(`${base}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    reorder: (ids) => apiFetch<void>(`${base}/order`, { method: "POST", body: { ids } }),
  };
}
