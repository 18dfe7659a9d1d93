import { data } from "react-router";
import { NotFoundPage } from "~/site/components/not-found-page";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/not-found";

/**
 * Any other path answers 404. The page layer logs the attempted path and renders this page for
 * one fixed path, kept and shared by every unknown path (server/pages/page-cache.server.ts).
 */
export async function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  siteMeta(matches, "notFound", location.pathname);

/** 'Oops! Page not found' (translated in fr and ar) and a link home. */
export default function NotFound() {
  return <NotFoundPage />;
}
