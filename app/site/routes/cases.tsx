import { NotFoundPage } from "~/site/components/not-found-page";
import { Pagination } from "~/site/components/pagination";
import { CasesSection } from "~/site/components/sections/cases-section";
import { loadListPage } from "~/site/lib/site-content.server";
import { listPageMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/cases";

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  listPageMeta(matches, "cases", "/cases", loaderData, location.pathname);

/**
 * The published case studies, twelve a page (`?page=N`), in the public order and the page's
 * language; a page the list does not have is the 404 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadListPage(context, request, "case_studies");
}

/** The cases screen, the same block as on the home page, with each case in full, and its pages. */
export default function CasesPage({ loaderData }: Route.ComponentProps) {
  const { found, rows, page, pages } = loaderData;
  if (!found) return <NotFoundPage />;
  return (
    <CasesSection studies={rows} asPage>
      <Pagination path="/cases" page={page} pages={pages} />
    </CasesSection>
  );
}
