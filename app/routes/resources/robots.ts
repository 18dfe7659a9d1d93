import type { Route } from "./+types/robots";

/** Robots.txt keeps crawlers out of the admin and points at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.deps.config.PUBLIC_URL;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
