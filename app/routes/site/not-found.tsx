import { data } from "react-router";
import { NotFoundPage } from "~/components/site/not-found-page";
import { siteMeta } from "~/lib/site-meta";
import type { Route } from "./+types/not-found";

/** Any other path answers 404 and the attempted path is logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.deps.logger.info("not_found", { path });
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  siteMeta(matches, "notFound", location.pathname);

/** 'Oops! Page not found' (translated in fr and ar) and a link home. */
export default function NotFound() {
  return <NotFoundPage />;
}
