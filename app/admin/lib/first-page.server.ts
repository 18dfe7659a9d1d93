import type { LoaderFunctionArgs } from "react-router";
import type { EntityDef, EntityName } from "#domain/entities";
import {
  type ListParams,
  listQuerySchema,
  listSearchParams,
  parseContentRange,
} from "#domain/list-query";
import { type Access, isStaffRole, roleMay } from "#domain/roles";
import { publicConfig } from "#server/spine/config.server";
import type { AppServices } from "#server/spine/context";
import { accessOf } from "~/admin/components/admin-nav";
import type { FirstPage } from "~/admin/components/paged-list";
import { readListUrl } from "~/admin/components/use-list-params";
import { CONTENT_FILTERS, contentListParams } from "~/admin/lib/content-list";
import { readAdminSession } from "~/lib/auth/session.server";
import type { AdminRow } from "./data-source";
import { type MemberRights, rightsOf } from "./member";

/**
 * The member a screen's loader reads for: signed in, of the team, and passing `access` (by
 * default the access level of the screen at the request's address); null otherwise (the layout's
 * guard answers that visitor).
 */
export async function screenMember(
  deps: AppServices,
  request: Request,
  access: Access = accessOf(new URL(request.url).pathname),
): Promise<MemberRights | null> {
  const signedIn = await readAdminSession(deps, request);
  if (!signedIn) return null;
  const { role, languages } = signedIn.user;
  if (!isStaffRole(role) || !roleMay(role, access)) return null;
  return rightsOf({ role, languages });
}

/**
 * A page of a content list as the list API answers the staff for the same query (its own cache),
 * with the query's key as the screens send it; null for a query the API would refuse.
 */
export async function readContentPage(
  deps: AppServices,
  entity: EntityDef,
  params: ListParams,
): Promise<FirstPage<AdminRow> | null> {
  const search = listSearchParams(params);
  const query = listQuerySchema(entity).safeParse(Object.fromEntries(search));
  if (!query.success) return null;
  const { body, range } = await deps.lists.page(entity.table as EntityName, query.data, "staff");
  const rows = JSON.parse(body) as AdminRow[];
  const counted = parseContentRange(range);
  return {
    key: search.toString(),
    page: { rows, total: counted?.total ?? rows.length, first: counted?.first },
  };
}

/**
 * The loader of a content screen: the page its address asks for, read on the server so the rows
 * come with the document instead of after the scripts have loaded, hydrated and asked the API
 * (a second at least on a phone or a busy machine). The same query the screen would send
 * (`readListUrl`, `contentListParams`), answered by the list API's own cache, so the screen takes
 * it as its first answer and reads nothing more. Nothing for a visitor the screen refuses (the
 * layout's guard answers it), nor in the local-only variant (the rows are in the browser). On a
 * client navigation into the screen it comes in the navigation's one data request; once there,
 * the screen reads its other pages from the API (`keepFirstPage`).
 */
export function firstPageLoader(entity: EntityDef) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<FirstPage<AdminRow> | null> => {
    const { deps } = context;
    if (publicConfig(deps.config).adminDataSource !== "server") return null;
    const rights = await screenMember(deps, request);
    if (!rights) return null;
    const url = new URL(request.url);
    const params = contentListParams(
      entity,
      readListUrl(url.searchParams, CONTENT_FILTERS),
      rights.workLanguage,
    );
    return readContentPage(deps, entity, params);
  };
}
