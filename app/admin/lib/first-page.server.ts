import type { LoaderFunctionArgs } from "react-router";
import type { EntityDef, EntityName } from "#domain/entities";
import { listQuerySchema, listSearchParams, parseContentRange } from "#domain/list-query";
import { isStaffRole, roleMay } from "#domain/roles";
import { publicConfig } from "#server/spine/config.server";
import { accessOf } from "~/admin/components/admin-nav";
import { CONTENT_FILTERS, contentListParams } from "~/admin/components/entity-table";
import type { FirstPage } from "~/admin/components/paged-list";
import { readListUrl } from "~/admin/components/use-list-params";
import { readAdminSession } from "~/lib/auth/session.server";
import type { AdminRow } from "./data-source";
import { rightsOf } from "./member";

/**
 * The loader of a content screen: the page its address asks for, read on the server so the rows
 * come with the document instead of after the scripts have loaded, hydrated and asked the API
 * (a second at least on a phone or a busy machine). The same query the screen would send
 * (`readListUrl`, `contentListParams`), answered by the list API's own cache, so the screen takes
 * it as its first answer and reads nothing more. Nothing for a visitor the screen refuses (the
 * layout's guard answers it), nor in the local-only variant (the rows are in the browser).
 * Client navigations skip it (each screen's `clientLoader`): the screen reads its pages from the
 * API there, as it does after any change.
 */
export function firstPageLoader(entity: EntityDef) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<FirstPage<AdminRow> | null> => {
    const { deps } = context;
    if (publicConfig(deps.config).adminDataSource !== "server") return null;
    const signedIn = await readAdminSession(deps, request);
    const url = new URL(request.url);
    if (!signedIn) return null;
    const { role, languages } = signedIn.user;
    if (!isStaffRole(role) || !roleMay(role, accessOf(url.pathname))) return null;
    const params = contentListParams(
      entity,
      readListUrl(url.searchParams, CONTENT_FILTERS),
      rightsOf({ role, languages }).workLanguage,
    );
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
  };
}
