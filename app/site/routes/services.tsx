import { data } from "react-router";
import { ServicesSection } from "~/site/components/sections/services-section";
import { loadPublicContent } from "~/site/lib/site-content.server";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "services", "/services");

/** The published services, in the public order and the page's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { content, failed } = await loadPublicContent(context, request, ["services"]);
  return data(content, { status: failed ? 503 : 200 });
}

/** The services screen, the same block as on the home page. */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return <ServicesSection services={loaderData.services} asPage />;
}
