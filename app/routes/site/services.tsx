import { ServicesSection } from "~/components/site/sections/services-section";
import { siteMeta } from "~/lib/site-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "services", "/services");

/** The services screen, the same block as on the home page. */
export default function ServicesPage() {
  return <ServicesSection asPage />;
}
