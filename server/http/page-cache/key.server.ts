import { readCookies } from "#domain/cookies";
import { isLanguage } from "#domain/languages";
import { LANGUAGE_KEY, languageOf, type RequestView, themeOf } from "#domain/preferences";

// Which pages the page cache may share between visitors, and under which key.

/**
 * Public requests whose HTML may be shared: GET/HEAD, not the admin, no credentials, and no query
 * string other than `?lang=`, which is part of the key. `pageOf` names the page a path shows (the
 * path itself unless told otherwise), null for a path that is never kept.
 */
export function pageCacheKey(
  request: RequestView & { method: string; headers: { has(name: string): boolean } },
  pageOf: (pathname: string) => string | null = (pathname) => pathname,
): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const { pathname } = url;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  if (pathname.endsWith(".data")) return null; // React Router's client navigation payloads
  const page = pageOf(pathname);
  if (page === null) return null;
  for (const name of url.searchParams.keys()) if (name !== "lang") return null;
  if (url.searchParams.getAll("lang").length > 1) return null;
  if (request.headers.has("authorization")) return null;
  const cookies = readCookies(request.headers.get("cookie"));
  // Public pages do not depend on the session, but a signed-in request is never shared.
  if ("access_token" in cookies || "refresh_token" in cookies) return null;
  // What the public site renders from (docs/decisions/030, domain/preferences.ts): the language
  // and where it came from (`?lang=` also answers a cookie), and the saved theme (none: the page's
  // inline script decides before paint). Many Accept-Language headers share one entry. The host
  // too, in case a page builds a URL from it.
  const { language, source } = languageOf(request);
  // `?lang=` answers a cookie only when it changes the saved choice: the saved one is in the key.
  const saved = cookies[LANGUAGE_KEY];
  return JSON.stringify([
    page,
    language,
    source,
    isLanguage(saved) ? saved : "",
    themeOf(request) ?? "",
    request.headers.get("host") ?? "",
  ]);
}

type KeyedRequest = Parameters<typeof pageCacheKey>[0];

/** Keys remembered at most; emptied when reached. */
const RECENT_KEYS = 1000;

/**
 * `keyOf` for every lookup of the cache, computed once per distinct request: the URL (its host
 * included), the Cookie, Accept-Language and Host headers and whether Authorization is present are
 * all `pageCacheKey` reads. A request carrying a session cookie is never remembered.
 */
export function memoizedKey(
  keyOf: (request: KeyedRequest) => string | null,
): (request: KeyedRequest) => string | null {
  const recentKeys = new Map<string, string | null>();
  return (request) => {
    const cookie = request.headers.get("cookie") ?? "";
    if (cookie.includes("_token")) return keyOf(request);
    const signature = [
      request.method,
      request.url,
      request.headers.get("host") ?? "",
      cookie,
      request.headers.get("accept-language") ?? "",
      request.headers.has("authorization") ? "1" : "",
    ].join("\n");
    let key = recentKeys.get(signature);
    if (key === undefined) {
      key = keyOf(request);
      if (recentKeys.size >= RECENT_KEYS) recentKeys.clear();
      recentKeys.set(signature, key);
    }
    return key;
  };
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
