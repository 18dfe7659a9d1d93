import { AboutSection } from "~/site/components/sections/about-section";
import { useSiteData } from "~/site/lib/site-data";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "about", "/about");

/** The about screen, the same block as on the home page. */
export default function AboutPage() {
  const { site } = useSiteData();
  return <AboutSection founders={site.founders} asPage />;
}
