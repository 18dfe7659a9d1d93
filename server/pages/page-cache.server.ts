import type { Metrics } from "../http/metrics.server";
import type { ContentChanges } from "../spine/changes";
import type { SsrHandler } from "../spine/context";
import { type Entry, respond, toEntry } from "./page-cache/entry.server";
import { isShareable, memoizedKey, type pageCacheKey } from "./page-cache/key.server";
import type { PageRoutes } from "./page-cache/routes.server";

export { withoutCspOnNotModified } from "./page-cache/entry.server";

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
 * With the site's routes (`routes`), each page is kept under its one path: another spelling of it
 * is answered 301 to that path and never kept, and every path no route has shares one kept 404
 * page per language and theme, rendered for NOT_FOUND_PATH so it carries no visitor's path.
 *
 * A page opts out by answering anything but 200 text/html, by setting a cookie other than the
 * visitor's language or theme, or by sending `Cache-Control: private` or `no-store` (use one of
 * these for any per-visitor content).
 */

/** Headers that describe one answer, not the page: made again for each replayed answer. */
const ANSWER_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "date",
  "set-cookie", // read with getSetCookie: iterating Headers joins them into one value
  "transfer-encoding",
  "x-request-id",
]);

export interface PageCacheOptions {
  /** Bound on memory, in pages: least recently used pages go first. */
  maxEntries?: number;
  /**
   * Bound on memory, in bytes: the kept pages' HTML and its compressed copy together (32 MB
   * unless told). Least recently used pages go first; a page larger than the bound is not kept.
   */
  maxBytes?: number;
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
  /**
   * The site's routes (`PageRoutes.fromManifest(build.routes)`). Without them (a test's stand-in
   * renderer) every path is a page of its own, labelled by itself in the metrics.
   */
  routes?: PageRoutes;
}

/** The path the one 404 page is rendered for: no route has it, and it names no visitor's path. */
export const NOT_FOUND_PATH = "/404";
/** The key's page for every unknown path (a pathname always starts with `/`). */
const NOT_FOUND_PAGE = "*";

export class PageCache {
  /**
   * Kept pages, each with the tick of its last use. A hit only writes that number: moving the key
   * to the end of the map on every hit (delete, then set) made the map rebuild its table every few
   * dozen hits, and each table outlived two young collections, so the busiest path filled the old
   * generation with garbage. The least recently used page is looked for when one must go.
   */
  readonly #entries = new Map<string, { entry: Entry; usedAt: number }>();
  #tick = 0;
  /** The bytes the kept pages hold (`keptBytes` of each). */
  #bytes = 0;
  /** Renders under way, so fifty visitors of a cold page wait for one render, not fifty. */
  readonly #inflight = new Map<string, Promise<Entry | null>>();
  /** Bumped on every invalidation: a render that started before it is not stored. */
  #generation = 0;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #onLookup: (result: "hit" | "miss") => void = () => {};
  readonly #host: string | undefined;
  /** The entry each answer from memory came from, so the outermost layer can learn its headers. */
  readonly #answered = new WeakMap<Response, Entry>();
  readonly #routes: PageRoutes | undefined;
  readonly #key: (request: Parameters<typeof pageCacheKey>[0]) => string | null;

  constructor(options: PageCacheOptions = {}) {
    this.#host = options.origin ? new URL(options.origin).host : undefined;
    const routes = options.routes;
    this.#routes = routes;
    this.#key = memoizedKey(
      routes &&
        ((pathname) => {
          const path = routes.resolve(pathname);
          if (path.kind === "page") return pathname;
          return path.kind === "unknown" ? NOT_FOUND_PAGE : null;
        }),
    );
    this.#maxEntries = options.maxEntries ?? 500;
    this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.#maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  get size() {
    return this.#entries.size;
  }

  /** The bytes the kept pages hold: never more than `maxBytes`. */
  get bytes() {
    return this.#bytes;
  }

  /** Drops every page (any content write may change any public page). */
  clear() {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
    this.#inflight.clear();
  }

  /** Listens to content writes for the life of the process. */
  invalidateOn(changes: ContentChanges) {
    return changes.subscribe(() => this.clear());
  }

  /**
   * Told of each cacheable request: answered from memory (hit) or rendered (miss); and the
   * metrics label each page request by its route's pattern, `other` when no route has it.
   */
  reportTo(metrics: Pick<Metrics, "pageCache" | "labelPages">) {
    this.#onLookup = (result) => metrics.pageCache(result);
    const routes = this.#routes;
    if (!routes) return metrics.labelPages((path) => path);
    metrics.labelPages((path) => {
      const exact = routes.routeOf(path); // the common case, without allocating
      if (exact !== null) return exact;
      const resolved = routes.resolve(path);
      return resolved.kind === "page" || resolved.kind === "redirect" ? resolved.route : "other";
    });
  }

  /** The SSR handler, answering cacheable public pages from memory. */
  wrap(ssr: SsrHandler): SsrHandler {
    return async (request, deps, nonce, clientAddress, preview) => {
      let page = request;
      if (this.#routes) {
        const url = new URL(request.url);
        const path = this.#routes.resolve(url.pathname);
        if (path.kind === "malformed") return malformedPath();
        if (path.kind === "redirect" && (request.method === "GET" || request.method === "HEAD")) {
          return canonicalRedirect(`${path.location}${url.search}`);
        }
        if (path.kind === "unknown") {
          deps.logger.info("not_found", { path: url.pathname });
          if (request.method === "GET" || request.method === "HEAD") {
            url.pathname = NOT_FOUND_PATH;
            page = new Request(url, request);
          }
        }
      }
      // A preview is a staff session's own render: never kept, never answered from the cache.
      if (preview) return ssr(page, deps, nonce, clientAddress, preview);
      const key = this.#keyOf(request);
      if (key === null) return ssr(page, deps, nonce, clientAddress);
      let entry = this.#fresh(key);
      this.#onLookup(entry ? "hit" : "miss");
      if (!entry) {
        if (request.method === "HEAD") return ssr(page, deps, nonce, clientAddress); // no body to keep
        const pending = this.#inflight.get(key);
        if (pending) {
          entry = (await pending) ?? undefined;
          if (!entry) return ssr(page, deps, nonce, clientAddress);
        } else {
          const { response, stored } = await this.#render(
            key,
            ssr,
            page,
            deps,
            nonce,
            clientAddress,
            page === request ? 200 : 404,
          );
          if (!stored) return response;
          entry = stored;
        }
      }
      const response = respond(entry, request, nonce);
      this.#answered.set(response, entry);
      return response;
    };
  }

  /**
   * The kept page a request may be answered with without going through the middleware: fresh,
   * and one whose whole header list was learnt (`learnHeaders`). Counted as a hit when found.
   */
  replayable(request: Parameters<typeof pageCacheKey>[0]): Entry | undefined {
    const key = this.#keyOf(request);
    const entry = key === null ? undefined : this.#fresh(key);
    if (!entry?.replay) return undefined;
    this.#onLookup("hit");
    return entry;
  }

  /**
   * Keeps the headers of a 200 answer to a GET, as every middleware left them, on the entry it
   * came from: each value split on the answer's nonce (read from its CSP), without the headers
   * that describe one response only.
   */
  learnHeaders(request: Request, response: Response) {
    const entry = this.#answered.get(response);
    if (!entry || entry.replay || request.method !== "GET" || response.status !== entry.status) {
      return;
    }
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    if (!nonce) return;
    const replay: NonNullable<Entry["replay"]> = { fixed: [], withNonce: [] };
    for (const [name, value] of response.headers) {
      if (ANSWER_HEADERS.has(name)) continue;
      if (value.includes(nonce)) replay.withNonce.push([name, value.split(nonce)]);
      else replay.fixed.push(name, value);
    }
    for (const cookie of response.headers.getSetCookie()) replay.fixed.push("set-cookie", cookie);
    entry.replay = replay;
  }

  /** The page's key, or null when it is not kept: only for the configured host. */
  #keyOf(request: Parameters<typeof pageCacheKey>[0]): string | null {
    if (this.#host !== undefined && request.headers.get("host") !== this.#host) return null;
    return this.#key(request);
  }

  #fresh(key: string): Entry | undefined {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    if (this.#now() - kept.entry.storedAt > this.#maxAgeMs) {
      this.#drop(key);
      return undefined;
    }
    kept.usedAt = ++this.#tick;
    return kept.entry;
  }

  async #render(
    key: string,
    ssr: SsrHandler,
    request: Request,
    deps: Parameters<SsrHandler>[1],
    nonce: string,
    clientAddress: string,
    status: number,
  ): Promise<{ response: Response; stored?: Entry }> {
    const generation = this.#generation;
    let settle!: (entry: Entry | null) => void;
    const pending = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    this.#inflight.set(key, pending);
    try {
      const response = await ssr(request, deps, nonce, clientAddress);
      if (!isShareable(response, status)) {
        settle(null);
        return { response };
      }
      const html = await response.text();
      const entry = toEntry(html, response.headers, nonce, this.#now(), status);
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

  /**
   * Keeps a page, then drops the least recently used ones until both bounds hold: at most
   * `maxEntries` pages and `maxBytes` bytes. A page larger than `maxBytes` alone is not kept.
   */
  #store(key: string, entry: Entry) {
    const bytes = keptBytes(entry);
    if (bytes > this.#maxBytes) return;
    this.#drop(key);
    this.#entries.set(key, { entry, usedAt: ++this.#tick });
    this.#bytes += bytes;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      let oldest: string | undefined;
      let oldestUse = Number.POSITIVE_INFINITY;
      for (const [candidate, { usedAt }] of this.#entries) {
        if (usedAt >= oldestUse) continue;
        oldest = candidate;
        oldestUse = usedAt;
      }
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
  }

  #drop(key: string) {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#bytes -= keptBytes(kept.entry);
  }
}

/** What a kept page holds in memory: its HTML's bytes and their compressed copy. */
function keptBytes(entry: Entry) {
  return entry.deflated.reduce((sum, part) => sum + part.length, entry.bytes);
}

/** A percent sign without two hex digits, or an encoded NUL: no page has such a path. */
const malformedPath = () =>
  new Response("Chemin invalide.\n", {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/** Another spelling of a page's path: its one path, query string kept. */
const canonicalRedirect = (location: string) =>
  new Response(null, { status: 301, headers: { location } });
