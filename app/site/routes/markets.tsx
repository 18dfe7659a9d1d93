import { MarketsSection } from "~/site/components/sections/markets-section";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/markets";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "markets", "/markets");

/** The markets screen, the same block as on the home page. */
export default function MarketsPage() {
  return <MarketsSection asPage />;
}
