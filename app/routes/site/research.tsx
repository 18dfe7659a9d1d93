import { ResearchSection } from "~/components/site/sections/research-section";
import { siteMeta } from "~/lib/site-meta";
import type { Route } from "./+types/research";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "research", "/research");

/** The research screen, the same block as on the home page. */
export default function ResearchPage() {
  return <ResearchSection asPage />;
}
