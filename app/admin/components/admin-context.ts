import { useMemo } from "react";
import { useOutletContext } from "react-router";
import type { EntityDef } from "#domain/entities";
import type { Member } from "#domain/roles";
import type { DataSourceMode } from "~/admin/lib/data-source";
import { dataSourceFor } from "~/admin/lib/local-source";
import { type MemberRights, rightsOf } from "~/admin/lib/member";

/** What the admin layout hands its screens (from its loader's allow-listed configuration). */
export interface AdminContext {
  dataSource: DataSourceMode;
  uploadMaxBytes: number;
  /** Where scheduled publications are typed and shown (SITE_TIME_ZONE). */
  siteTimeZone: string;
  /** Whether a translation model is configured: 'Proposer une traduction' is offered. */
  translationModel: boolean;
  /** The signed-in member's role and languages, as the layout's guard read them. */
  member: Member;
}

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}

/** The data source of one entity under the configured mode (ADMIN_DATA_SOURCE). */
export function useDataSource(entity: EntityDef) {
  const { dataSource } = useAdminContext();
  return useMemo(() => dataSourceFor(entity, dataSource), [entity, dataSource]);
}

/** What the signed-in member may do: every screen's buttons and fields follow it. */
export function useMember(): MemberRights {
  const { member } = useAdminContext();
  return useMemo(() => rightsOf(member), [member]);
}
