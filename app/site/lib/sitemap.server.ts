import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";
import { LANGUAGES } from "#domain/languages";
import {
  countPublished,
  PAGED_LISTS,
  type PagedPath,
  pageCount,
  readCaseSlugs,
} from "#server/content/public-lists.server";
import { acceptsGzip } from "#server/pages/page-cache/entry.server";
import type { AppServices } from "#server/spine/context";
import { PUBLIC_PATHS } from "./site-config";
import { listPageHref } from "./site-content";
import { localizedUrl } from "./site-meta";

/** URLs one sitemap file lists at most (the sitemaps protocol allows 50,000). */
export const SITEMAP_MAX_URLS = 10_000;

const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A page the sitemap lists; a case study's with the time of its last change. */
interface SitemapPath {
  path: string;
  lastmod?: Date;
}

/**
 * The sitemap: every public route, every page of the paged lists past the first
 * (`/cases?page=2` …) and every published case study's page, each in the three languages
 * (`?lang=`) with its alternates so search engines link the translations together.
 *
 * Up to `maxUrls` URLs it is one file at /sitemap.xml. Beyond, /sitemap.xml is a sitemap index
 * naming /sitemap.xml?page=1 … (a file at the site's root may list any of its pages; one under a
 * folder only that folder's), each file at most `maxUrls` URLs: a path's three languages stay in
 * one file. A file reads the counts and, of the case studies, only the slugs and last changes of
 * the ones it lists; its XML is streamed. Any other `page` is a 404.
 */
export async function sitemapResponse(
  deps: Pick<AppServices, "database" | "config">,
  request: Request,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<Response> {
  const origin = deps.config.PUBLIC_URL;
  const search = new URL(request.url).searchParams;
  const asked = search.getAll("page");
  const part = asked.length === 0 ? 0 : partNumber(asked);
  if (part === null) return notFound();

  const lists = Object.keys(PAGED_LISTS) as PagedPath[];
  const totals = await Promise.all(lists.map((path) => countPublished(deps, PAGED_LISTS[path])));
  const fixed: SitemapPath[] = [
    ...PUBLIC_PATHS.map((path) => ({ path })),
    ...lists.flatMap((path, index) =>
      Array.from({ length: pageCount(totals[index]!) - 1 }, (_, page) => ({
        path: listPageHref(path, page + 2),
      })),
    ),
  ];
  const cases = totals[lists.indexOf("/cases")]!;
  const perFile = Math.max(1, Math.floor(maxUrls / LANGUAGES.length));
  const paths = fixed.length + cases;
  const files = Math.ceil(paths / perFile);

  if (files <= 1 && part === 0) {
    return xmlResponse(request, await urlset(deps, origin, fixed, 0, paths));
  }
  if (part === 0) return xmlResponse(request, sitemapIndex(origin, files));
  if (files <= 1 || part > files) return notFound();
  const start = (part - 1) * perFile;
  return xmlResponse(
    request,
    await urlset(deps, origin, fixed, start, Math.min(paths, start + perFile)),
  );
}

const gzipped = promisify(gzip);

/**
 * The XML, gzipped when the client takes it, at the fastest level and off the event loop: a file
 * of 10,000 URLs is 5.5 MB of text repeated (50 times smaller compressed), which the generic
 * compression of the responses took hundreds of milliseconds to squeeze on the main thread.
 */
async function xmlResponse(request: Request, xml: string): Promise<Response> {
  const headers = { ...XML_HEADERS, Vary: "Accept-Encoding" };
  if (!acceptsGzip(request.headers.get("accept-encoding"))) return new Response(xml, { headers });
  const body = await gzipped(xml, { level: constants.Z_BEST_SPEED });
  return new Response(new Uint8Array(body), {
    headers: { ...headers, "Content-Encoding": "gzip" },
  });
}

/** `?page=N`: one value, N ≥ 1 in digits without a leading zero; null otherwise. */
function partNumber(values: string[]): number | null {
  const [value] = values;
  if (values.length > 1 || value === undefined || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

function sitemapIndex(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) =>
      `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${index + 1}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</sitemapindex>
`;
}

/**
 * The paths from index `start` to `end` (excluded) of the whole list (the fixed paths, then the
 * case studies' pages) as a `<urlset>`: of the case studies, only the slugs and last changes of
 * the ones listed are read (at most one file's worth, two columns).
 */
async function urlset(
  deps: Pick<AppServices, "database">,
  origin: string,
  fixed: SitemapPath[],
  start: number,
  end: number,
): Promise<string> {
  const caseStart = Math.max(0, start - fixed.length);
  const caseEnd = Math.max(0, end - fixed.length);
  const rows = caseEnd > caseStart ? await readCaseSlugs(deps, caseStart, caseEnd - caseStart) : [];
  const paths: SitemapPath[] = [
    ...fixed.slice(start, end),
    ...rows.map((row) => ({
      path: `/cases/${encodeURIComponent(row.slug)}`,
      lastmod: row.updatedAt,
    })),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map(urlEntries).join("")}</urlset>
`;

  /** A path's `<url>` in each language, each naming the others as alternates. */
  function urlEntries({ path, lastmod }: SitemapPath): string {
    const alternates = [
      ...LANGUAGES.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(localizedUrl(origin, path, l))}"/>\n`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(origin, path))}"/>\n`,
    ].join("");
    const modified = lastmod ? `    <lastmod>${lastmod.toISOString()}</lastmod>\n` : "";
    return LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(localizedUrl(origin, path, language))}</loc>\n${modified}${alternates}  </url>\n`,
    ).join("");
  }
}
