import { useMemo } from "react";
import { useOutletContext } from "react-router";
import type { EntityDef } from "#domain/entities";
import type { DataSourceMode } from "~/admin/lib/data-source";
import { dataSourceFor } from "~/admin/lib/local-source";

/** What the admin layout hands its screens (from its loader's allow-listed configuration). */
export interface AdminContext {
  dataSource: DataSourceMode;
  uploadMaxBytes: number;
}

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}

/** The data source of one entity under the configured mode (ADMIN_DATA_SOURCE). */
export function useDataSource(entity: EntityDef) {
  const { dataSource } = useAdminContext();
  return useMemo(() => dataSourceFor(entity, dataSource), [entity, dataSource]);
}
