import { apiFetch } from "~/lib/api/client";
import type { AdminRow, DataSource } from "./source-types";

/** The content API: GET/POST /api/{table}, PATCH/DELETE /api/{table}/{id}, POST /api/{table}/order. */
export function createApiSource(table: string): DataSource {
  const base = `/api/${encodeURIComponent(table)}`;
  return {
    kind: "server",
    list: () => apiFetch<AdminRow[]>(base),
    create: (values) => apiFetch<AdminRow>(base, { method: "POST", body: values }),
    update: (id, values) =>
      apiFetch<AdminRow>(`${base}/${encodeURIComponent(id)}`, { method: "PATCH", body: values }),
    remove: (id) => apiFetch<void>(`${base}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    reorder: (ids) => apiFetch<void>(`${base}/order`, { method: "POST", body: { ids } }),
  };
}
