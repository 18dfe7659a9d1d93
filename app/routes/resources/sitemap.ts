import { LANGUAGES } from "#domain/languages";
import { listRows } from "#server/content/rows.server";
import { PUBLIC_PATHS } from "~/site/lib/site-config";
import { localizedUrl } from "~/site/lib/site-meta";
import type { Route } from "./+types/sitemap";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Every public route and every published case study's page in the three languages (`?lang=`), each entry with
 * its alternates so search engines link the translations together.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.deps.config.PUBLIC_URL;
  // Each published case study has its page.
  const cases = await listRows(context.deps, "case_studies", { drafts: false, order: "public" });
  const paths = [...PUBLIC_PATHS, ...cases.map((row) => `/cases/${encodeURIComponent(row.slug)}`)];
  const urls = paths.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map(
          (l) =>
            `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(localizedUrl(origin, path, l))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(origin, path))}"/>`,
      ];
      return [
        "  <url>",
        `    <loc>${escapeXml(localizedUrl(origin, path, language))}</loc>`,
        ...alternates,
        "  </url>",
      ].join("\n");
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
