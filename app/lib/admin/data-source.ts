import type { EntityDef } from "../../../domain/entities";
import { createApiSource } from "./api-source";
import { createLocalSource, LOCAL_STORAGE_KEYS } from "./local-source";

/** A row as the admin screens handle it: the API's shape (CONTRACT 4), snake_case columns. */
export type AdminRow = Record<string, unknown> & {
  id: string;
  created_at: string;
  updated_at: string;
};

/**
 * Where a management screen reads and writes its rows (SPEC 3, local-only variant): the API or
 * the browser's storage, behind one interface so the screens do not know which (DESIGN 4).
 */
export interface DataSource {
  readonly kind: "server" | "local";
  /** Newest first (SPEC 4). */
  list(): Promise<AdminRow[]>;
  create(values: Record<string, unknown>): Promise<AdminRow>;
  update(id: string, values: Record<string, unknown>): Promise<AdminRow>;
  remove(id: string): Promise<void>;
}

export type DataSourceMode = "server" | "local";

/** CONTRACT 2: ADMIN_DATA_SOURCE=local moves case studies, research and markets to the browser. */
export function dataSourceFor(entity: EntityDef, mode: DataSourceMode): DataSource {
  const key = LOCAL_STORAGE_KEYS[entity.table];
  if (mode === "local" && key) return createLocalSource(entity, key);
  return createApiSource(entity.table);
}
