import { readCookies } from "#domain/cookies";
import { isLanguage } from "#domain/languages";
import { LANGUAGE_KEY, languageOf, type RequestView, themeOf } from "#domain/preferences";
import { publicPathOf } from "#domain/preview";
import { isPagedPath, listPageOf } from "../../content/public-lists.server";

// Which pages the page cache may share between visitors, and under which key.

/**
 * Public requests whose HTML may be shared: GET/HEAD, not the admin, no credentials. Of the query
 * string only `?lang=` is read, and it is part of the key (given twice, the page is not kept):
 * public pages read no other parameter, so `/about?utm_source=x` or a made-up `?n=1` shows what
 * `/about` shows and shares its entry. The paged lists (/cases, /research, /demos) read `?page=`
 * too: a page number (2 and above, in digits) is in the key, and any other value (`?page=1`
 * answered 301, an empty, repeated or non-numeric one answered 404) is never kept, so only the
 * pages a list has can fill the cache (a number past the last page is a 404, not kept either).
 * `pageOf` names the page a path shows (the path itself unless told otherwise), null for a path
 * that is never kept.
 */
export function pageCacheKey(
  request: RequestView & { method: string; headers: { has(name: string): boolean } },
  pageOf: (pathname: string) => string | null = (pathname) => pathname,
): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const { pathname } = url;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  if (publicPathOf(pathname) !== null) return null; // the preview: a staff session's, never kept
  if (pathname.endsWith(".data")) return null; // React Router's client navigation payloads
  const page = pageOf(pathname);
  if (page === null) return null;
  if (url.searchParams.getAll("lang").length > 1) return null;
  const listPage = isPagedPath(page) ? listPageOf(url.searchParams) : 1;
  if (typeof listPage !== "number") return null;
  if (request.headers.has("authorization")) return null;
  const cookies = readCookies(request.headers.get("cookie"));
  // Public pages do not depend on the session, but a signed-in request is never shared.
  if ("access_token" in cookies || "refresh_token" in cookies) return null;
  // What the public site renders from (domain/preferences.ts): the language
  // and where it came from (`?lang=` also answers a cookie), and the saved theme (none: the page's
  // inline script decides before paint). Many Accept-Language headers share one entry. The host
  // too, in case a page builds a URL from it.
  const { language, source } = languageOf(request);
  // `?lang=` answers a cookie only when it changes the saved choice: the saved one is in the key.
  const saved = cookies[LANGUAGE_KEY];
  return JSON.stringify([
    page,
    listPage,
    language,
    source,
    isLanguage(saved) ? saved : "",
    themeOf(request) ?? "",
    request.headers.get("host") ?? "",
  ]);
}

type KeyedRequest = Parameters<typeof pageCacheKey>[0];
type PageOf = (pathname: string) => string | null;

/** Keys remembered at most; the oldest goes first when one more comes. */
const RECENT_KEYS = 1000;

/**
 * `pageCacheKey` for every lookup of the cache, computed once per distinct request as the key
 * reads it: the page the path shows (every unknown path shares the 404's), `?lang=`, the
 * Host, Cookie and Accept-Language headers and whether Authorization is present. So a crowd of
 * distinct unknown paths costs one key, not one each, and never pushes the kept pages' keys out.
 * A request carrying a session cookie is never remembered.
 */
export function memoizedKey(pageOf: PageOf = (pathname) => pathname) {
  const recentKeys = new Map<string, string | null>();
  return (request: KeyedRequest): string | null => {
    const cookie = request.headers.get("cookie") ?? "";
    if (cookie.includes("_token")) return pageCacheKey(request, pageOf);
    const { pathname, search } = splitTarget(request.url);
    const page = pageOf(pathname);
    if (page === null) return null;
    const signature = [
      request.method,
      page,
      // The only parameters the key reads: `lang`, and `page` on a paged list.
      search.includes("lang") || (search.includes("page") && isPagedPath(page)) ? search : "",
      request.headers.get("host") ?? "",
      cookie,
      request.headers.get("accept-language") ?? "",
      request.headers.has("authorization") ? "1" : "",
    ].join("\n");
    let key = recentKeys.get(signature);
    if (key === undefined) {
      key = pageCacheKey(request, () => page);
      if (recentKeys.size >= RECENT_KEYS) recentKeys.delete(recentKeys.keys().next().value!);
      recentKeys.set(signature, key);
    }
    return key;
  };
}

/**
 * The path and query string of an absolute URL (`http://host/path?query`), read without parsing
 * it: the app's requests are already in the URL standard's form, and the ones answered before the
 * app are plain paths (no percent-escape, dot segment or backslash).
 */
function splitTarget(url: string) {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start === -1) return { pathname: "/", search: "" };
  const query = url.indexOf("?", start);
  return query === -1
    ? { pathname: url.slice(start), search: "" }
    : { pathname: url.slice(start, query), search: url.slice(query) };
}

/**
 * Cookies a shared page may set: the visitor's saved preferences (`?lang=` saves the
 * language). Their values follow from the request's `?lang`, cookies and headers, which are all in
 * the key, so replaying them is what a fresh render would do. Any other cookie (a session, a
 * token) makes the page per-visitor and it is never kept.
 */
const PREFERENCE_COOKIES = new Set(["language", "theme"]);

/** Whether a page's answer may be kept: `status` (200 unless told) and HTML, nothing per visitor. */
export function isShareable(response: Response, status = 200) {
  if (response.status !== status) return false;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return false;
  const cookies = response.headers.getSetCookie();
  if (cookies.some((cookie) => !PREFERENCE_COOKIES.has(cookie.split("=", 1)[0]!.trim()))) {
    return false;
  }
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}
