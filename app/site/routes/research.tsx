import { NotFoundPage } from "~/site/components/not-found-page";
import { Pagination } from "~/site/components/pagination";
import { ResearchSection } from "~/site/components/sections/research-section";
import { loadListPage } from "~/site/lib/site-content.server";
import { listPageMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/research";

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  listPageMeta(matches, "research", "/research", loaderData, location.pathname);

/**
 * The published research projects, twelve a page (`?page=N`), in the public order and the page's
 * language; a page the list does not have is the 404 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadListPage(context, request, "research");
}

/** The research screen, the same block as on the home page, and its pages. */
export default function ResearchPage({ loaderData }: Route.ComponentProps) {
  const { found, rows, page, pages } = loaderData;
  if (!found) return <NotFoundPage />;
  return (
    <ResearchSection projects={rows} asPage>
      <Pagination path="/research" page={page} pages={pages} />
    </ResearchSection>
  );
}
