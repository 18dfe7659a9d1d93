import { CasesSection } from "~/components/site/sections/cases-section";
import { siteMeta } from "~/lib/site-meta";
import type { Route } from "./+types/cases";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "cases", "/cases");

/** The cases screen, the same block as on the home page. */
export default function CasesPage() {
  return <CasesSection asPage />;
}
