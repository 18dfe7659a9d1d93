import type { EntityDef } from "#domain/entities";
import { createApiSource } from "./api-source";
import { createLocalSource, LOCAL_STORAGE_KEYS } from "./local-source";
import type { DataSource } from "./source-types";

export type { AdminRow, DataSource } from "./source-types";

export type DataSourceMode = "server" | "local";

/** ADMIN_DATA_SOURCE=local moves case studies, research and markets to the browser. */
export function dataSourceFor(entity: EntityDef, mode: DataSourceMode): DataSource {
  const key = LOCAL_STORAGE_KEYS[entity.table];
  if (mode === "local" && key) return createLocalSource(entity, key);
  return createApiSource(entity.table);
}
