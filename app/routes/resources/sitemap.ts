import { sitemapResponse } from "~/site/lib/sitemap.server";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: every public route, every page of the paged lists and every published case
 * study's page in the three languages; past 10,000 URLs an index of /sitemap.xml?page=N files
 * (app/site/lib/sitemap.server.ts).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return sitemapResponse(context.deps, request);
}
