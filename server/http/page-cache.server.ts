import { createHash } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { readCookies } from "#domain/cookies";
import { isLanguage } from "#domain/languages";
import { LANGUAGE_KEY, languageOf, themeOf } from "#domain/preferences";
import type { SsrHandler } from "../app";
import type { ContentChanges } from "../content/changes.server";

/**
 * The public page cache: public HTML that does not change from one request to the next
 * is rendered once per route, language and theme, kept in memory with an ETag, and dropped when
 * the content it shows changes. Rendering React on every request was measured at 0.5% of nginx's
 * throughput; serving the kept HTML is what lets one process reach its ceiling.
 *
 * Every response still gets its own CSP nonce. The render's nonce is cut out of the
 * stored HTML and the current response's nonce (the one the CSP header was built with) is put
 * back in its place, so a cached page never runs with a stale nonce.
 *
 * A page opts out by answering anything but 200 text/html, by setting a cookie other than the
 * visitor's language or theme, or by sending `Cache-Control: private` or `no-store` (use one of
 * these for any per-visitor content).
 */

interface Entry {
  /**
   * The HTML split on the render's nonce, already UTF-8 encoded: each response is these bytes
   * with its own nonce between them (one copy, no re-encoding of the page per request).
   */
  parts: Buffer[];
  bytes: number;
  /**
   * Each part compressed once, ending on a sync flush (byte-aligned, not final), so a gzip body is
   * these pieces with the nonce between them as a stored block: gzip without compressing the page
   * again for every visitor.
   */
  deflated: Buffer[];
  headers: [string, string][];
  etag: string;
  storedAt: number;
}

export interface PageCacheOptions {
  /** Bound on memory: least recently used pages go first. */
  maxEntries?: number;
  /**
   * Even unchanged content is re-rendered after this long, so anything in a page that depends on
   * time (the footer's year) is never stale for long.
   */
  maxAgeMs?: number;
  now?: () => number;
  /**
   * The site's configured origin (PUBLIC_URL): only requests whose Host is its host are cached, so
   * a client sending arbitrary Host values can neither fill the cache nor evict the real pages.
   * Unset: any Host, each keyed on its own.
   */
  origin?: string;
}

/** Headers of the render that are not replayed: they describe one response, not the page. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "date", "etag", "x-request-id"]);

/**
 * Public requests whose HTML may be shared: GET/HEAD, not the admin, no credentials, and no query
 * string other than `?lang=`, which is part of the key.
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const { pathname } = url;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  if (pathname.endsWith(".data")) return null; // React Router's client navigation payloads
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
    pathname,
    language,
    source,
    isLanguage(saved) ? saved : "",
    themeOf(request) ?? "",
    request.headers.get("host") ?? "",
  ]);
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  /** Renders under way, so fifty visitors of a cold page wait for one render, not fifty. */
  readonly #inflight = new Map<string, Promise<Entry | null>>();
  /** Bumped on every invalidation: a render that started before it is not stored. */
  #generation = 0;
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #onLookup: (result: "hit" | "miss") => void = () => {};
  readonly #host: string | undefined;

  constructor(options: PageCacheOptions = {}) {
    this.#host = options.origin ? new URL(options.origin).host : undefined;
    this.#maxEntries = options.maxEntries ?? 500;
    this.#maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  get size() {
    return this.#entries.size;
  }

  /** Drops every page (any content write may change any public page). */
  clear() {
    this.#generation += 1;
    this.#entries.clear();
    this.#inflight.clear();
  }

  /** Listens to content writes for the life of the process. */
  invalidateOn(changes: ContentChanges) {
    return changes.subscribe(() => this.clear());
  }

  /** Told of each cacheable request: answered from memory (hit) or rendered (miss). */
  reportTo(metrics: { pageCache(result: "hit" | "miss"): void }) {
    this.#onLookup = (result) => metrics.pageCache(result);
  }

  /** The SSR handler, answering cacheable public pages from memory. */
  wrap(ssr: SsrHandler): SsrHandler {
    return async (request, deps, nonce, clientAddress) => {
      const key =
        this.#host === undefined || request.headers.get("host") === this.#host
          ? pageCacheKey(request)
          : null;
      if (key === null) return ssr(request, deps, nonce, clientAddress);
      let entry = this.#fresh(key);
      this.#onLookup(entry ? "hit" : "miss");
      if (!entry) {
        if (request.method === "HEAD") return ssr(request, deps, nonce, clientAddress); // no body to keep
        const pending = this.#inflight.get(key);
        if (pending) {
          entry = (await pending) ?? undefined;
          if (!entry) return ssr(request, deps, nonce, clientAddress);
        } else {
          const { response, stored } = await this.#render(
            key,
            ssr,
            request,
            deps,
            nonce,
            clientAddress,
          );
          if (!stored) return response;
          entry = stored;
        }
      }
      return respond(entry, request, nonce);
    };
  }

  #fresh(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt > this.#maxAgeMs) {
      this.#entries.delete(key);
      return undefined;
    }
    // Least recently used goes first: a hit moves the page to the end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  async #render(
    key: string,
    ssr: SsrHandler,
    request: Request,
    deps: Parameters<SsrHandler>[1],
    nonce: string,
    clientAddress: string,
  ): Promise<{ response: Response; stored?: Entry }> {
    const generation = this.#generation;
    let settle!: (entry: Entry | null) => void;
    const pending = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    this.#inflight.set(key, pending);
    try {
      const response = await ssr(request, deps, nonce, clientAddress);
      if (!isShareable(response)) {
        settle(null);
        return { response };
      }
      const html = await response.text();
      const entry = toEntry(html, response.headers, nonce, this.#now());
      if (generation === this.#generation) this.#store(key, entry);
      settle(entry);
      return { response, stored: entry };
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (this.#inflight.get(key) === pending) this.#inflight.delete(key);
    }
  }

  #store(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}

/**
 * Cookies a shared page may set: the visitor's saved preferences (`?lang=` saves the
 * language). Their values follow from the request's `?lang`, cookies and headers, which are all in
 * the key, so replaying them is what a fresh render would do. Any other cookie (a session, a
 * token) makes the page per-visitor and it is never kept.
 */
const PREFERENCE_COOKIES = new Set(["language", "theme"]);

function isShareable(response: Response) {
  if (response.status !== 200) return false;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return false;
  const cookies = response.headers.getSetCookie();
  if (cookies.some((cookie) => !PREFERENCE_COOKIES.has(cookie.split("=", 1)[0]!.trim()))) {
    return false;
  }
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

function toEntry(html: string, headers: Headers, nonce: string, now: number): Entry {
  const parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part, "utf8"));
  const kept: [string, string][] = [];
  for (const [name, value] of headers) {
    if (!PER_RESPONSE_HEADERS.has(name) && name !== "vary") kept.push([name, value]);
  }
  // The page differs by these request headers (see pageCacheKey): shared caches must know.
  const vary = headers.get("vary") ?? "Accept-Language, Cookie";
  kept.push(["vary", /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`]);
  // Weak: the bytes differ by the nonce from one response to the next, the page does not.
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  const digest = hash.digest("base64url");
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  const deflated = parts.map((part) =>
    deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
  );
  return {
    parts,
    bytes,
    deflated,
    headers: kept,
    etag: `W/"${digest.slice(0, 27)}"`,
    storedAt: now,
  };
}

function respond(entry: Entry, request: Request, nonce: string): Response {
  const headers = new Headers(entry.headers);
  headers.set("etag", entry.etag);
  if (matchesEtag(request.headers.get("if-none-match"), entry.etag)) {
    const notModified = new Headers({ etag: entry.etag });
    const vary = headers.get("vary");
    if (vary) notModified.set("vary", vary);
    const cacheControl = headers.get("cache-control");
    if (cacheControl) notModified.set("cache-control", cacheControl);
    return new Response(null, { status: 304, headers: notModified });
  }
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  if (acceptsGzip(request.headers.get("accept-encoding"))) {
    headers.set("content-encoding", "gzip");
    return new Response(gzipWithNonce(entry, nonce), { status: 200, headers });
  }
  return new Response(withNonce(entry, nonce), { status: 200, headers });
}

/** RFC 9110 12.5.3: gzip (or `*`) listed with a non-zero weight. */
function acceptsGzip(header: string | null) {
  if (!header) return false;
  let accepted = false;
  for (const item of header.toLowerCase().split(",")) {
    const [coding = "", ...params] = item.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (coding.trim() === "gzip") return weight > 0;
    if (coding.trim() === "*") accepted = weight > 0;
  }
  return accepted;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** RFC 1951 3.2.4: a final, empty stored block. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * RFC 1952 around RFC 1951: the page's pre-compressed parts with the nonce between them as an
 * uncompressed ("stored") block, then the checksum and length of the whole page. The nonce is a
 * few dozen bytes; the page is not compressed again.
 */
function gzipWithNonce(entry: Entry, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const stored = Buffer.alloc(5 + nonceBytes.length);
  stored.writeUInt8(0x00, 0); // not final, stored; already byte-aligned after a sync flush
  stored.writeUInt16LE(nonceBytes.length, 1);
  stored.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
  nonceBytes.copy(stored, 5);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (const [index, part] of entry.parts.entries()) {
    if (index > 0) {
      chunks.push(stored);
      crc = crc32(nonceBytes, crc);
    }
    chunks.push(entry.deflated[index]!);
    crc = crc32(part, crc);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  const size = entry.bytes + nonceBytes.length * (entry.parts.length - 1);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks) as Uint8Array<ArrayBuffer>;
}

function withNonce(entry: Entry, nonce: string): Uint8Array<ArrayBuffer> {
  const { parts } = entry;
  if (parts.length === 1) return parts[0] as Uint8Array<ArrayBuffer>;
  const nonceBytes = Buffer.from(nonce, "utf8");
  const chunks: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0) chunks.push(nonceBytes);
    chunks.push(part);
  }
  return Buffer.concat(
    chunks,
    entry.bytes + nonceBytes.length * (parts.length - 1),
  ) as Uint8Array<ArrayBuffer>;
}

/** RFC 9110 13.1.2: If-None-Match uses the weak comparison; `*` matches any stored page. */
function matchesEtag(header: string | null, etag: string) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/**
 * On a 304 the browser merges the answer's headers into the page it kept (RFC 9111 4.3.4), so a
 * CSP header with this response's new nonce would block the kept page's scripts, which carry the
 * nonce of the response that delivered them. A 304 therefore goes out without a CSP header, and
 * the kept page keeps the policy it came with.
 */
export function withoutCspOnNotModified<A extends unknown[]>(
  fetch: (request: Request, ...rest: A) => Response | Promise<Response>,
) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const response = await fetch(request, ...rest);
    if (response.status === 304) {
      response.headers.delete("content-security-policy");
      response.headers.delete("content-security-policy-report-only");
    }
    return response;
  };
}
