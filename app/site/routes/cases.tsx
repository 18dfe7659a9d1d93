import { data } from "react-router";
import { CasesSection } from "~/site/components/sections/cases-section";
import { loadPublicContent } from "~/site/lib/site-content.server";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/cases";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "cases", "/cases");

/** The published case studies, in the public order and the page's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { content, failed } = await loadPublicContent(context, request, ["case_studies"]);
  return data(content, { status: failed ? 503 : 200 });
}

/** The cases screen, the same block as on the home page, with every case in full. */
export default function CasesPage({ loaderData }: Route.ComponentProps) {
  return <CasesSection studies={loaderData.case_studies} asPage />;
}
