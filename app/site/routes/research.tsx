import { data } from "react-router";
import { ResearchSection } from "~/site/components/sections/research-section";
import { loadPublicContent } from "~/site/lib/site-content.server";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/research";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "research", "/research");

/** The published research projects, in the public order and the page's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { content, failed } = await loadPublicContent(context, request, ["research"]);
  return data(content, { status: failed ? 503 : 200 });
}

/** The research screen, the same block as on the home page. */
export default function ResearchPage({ loaderData }: Route.ComponentProps) {
  return <ResearchSection projects={loaderData.research} asPage />;
}
