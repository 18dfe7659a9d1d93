import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener } from "node:http";
import { getRequestListener, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import { logRequest } from "../../http/middleware.server";
import { clientAddressOf } from "../../spine/client-address.server";
import type { AppServices } from "../../spine/context";
import { type PageCache, withoutCspOnNotModified } from "../page-cache.server";
import { acceptsGzip, bodyChunks } from "./entry.server";

/**
 * Node's request listener for the app, with kept pages answered before the app's middleware.
 *
 * Answering a kept page through Hono costs several times what writing its bytes does (a Web
 * Request and Response per request, their Headers, every middleware): a page cache hit reached
 * 17% of nginx's throughput where a bare Node server sending the same bytes reached 81%. So the
 * first answer to a GET of a kept page (200, or 404 for the page of unknown paths), made by every
 * middleware, teaches the entry its whole header list (`PageCache.learnHeaders`); later GETs of
 * that page get the same headers with their own nonce and request id, the same log line and
 * metrics, straight from here. Anything else
 * (another method, a conditional request, a header sent twice, a page not kept or not learnt yet)
 * goes through the app as before.
 */
export function pageListener(
  fetch: (request: Request, bindings: HttpBindings | Http2Bindings) => Response | Promise<Response>,
  cache: PageCache,
  deps: Pick<AppServices, "config" | "logger" | "metrics">,
): RequestListener {
  const app = withoutCspOnNotModified(fetch);
  // Node's request and response go with the request (Hono's `c.env`): the client's address is
  // read from the connection there.
  const throughApp = getRequestListener(async (request, bindings) => {
    const response = await app(request, bindings);
    cache.learnHeaders(request, response);
    return response;
  });
  return (req, res) => {
    const start = performance.now();
    // A header set before (the shutdown's `Connection: close`) is merged by the app's answer.
    const view = res.getHeaderNames().length === 0 ? replayableView(req) : undefined;
    const entry = view && cache.replayable(view);
    if (!view || !entry?.replay) return throughApp(req, res);
    const { replay } = entry;

    const answer = () => {
      if (res.destroyed) return;
      // What the middleware makes for each answer: a nonce (CSP and page) and a request id.
      const nonce = nextNonce();
      const requestId = randomUUID();
      const gzip = acceptsGzip(view.headers.get("accept-encoding"));
      const body = bodyChunks(entry, nonce, gzip);
      const headers = replay.fixed.slice();
      for (const [name, parts] of replay.withNonce) headers.push(name, parts.join(nonce));
      if (gzip) headers.push("content-encoding", "gzip");
      headers.push("x-request-id", requestId);
      headers.push("content-length", String(body.reduce((sum, chunk) => sum + chunk.length, 0)));
      res.writeHead(entry.status, headers);
      res.cork();
      for (const chunk of body) res.write(chunk);
      res.end();

      logRequest(deps.logger, {
        method: "GET",
        path: view.path,
        status: entry.status,
        start,
        requestId,
        clientRequestId: view.headers.get("x-request-id") ?? undefined,
        clientAddress: clientAddressOf(deps.config.TRUST_PROXY, req),
      });
      deps.metrics.observePage("GET", view.path, entry.status, (performance.now() - start) / 1000);
      if (entry.status === 404) deps.logger.info("not_found", { path: view.path });
    };
    // The 404 of unknown paths waits for the kept pages asked in the same turn.
    if (entry.status === 404) unknownPaths(answer);
    else answer();
  };
}

/** Answers of unknown paths made each turn of the event loop, at most. */
const UNKNOWN_PER_TURN = 8;
/** Answers of unknown paths waiting, at most: beyond, one is made at once. */
const UNKNOWN_WAITING = 1024;

/**
 * Unknown paths yield to pages: their answers are made after the turn's other requests, a few a
 * turn. Visitors read pages; a crowd asking for paths no page has (a scanner, a flood of made-up
 * URLs) then slows its own answers, not the pages'. With nothing else asked, a 404 waits one turn.
 */
const unknownPaths = yielding(UNKNOWN_PER_TURN, UNKNOWN_WAITING);

/** Runs the callbacks it is given on later turns of the event loop, `perTurn` a turn, in order. */
export function yielding(perTurn: number, bound: number) {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const drain = () => {
    for (const answer of waiting.splice(0, perTurn)) answer();
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(drain);
  };
  return (answer: () => void) => {
    if (waiting.length >= bound) return answer();
    waiting.push(answer);
    if (!scheduled) {
      scheduled = true;
      setImmediate(drain);
    }
  };
}

/**
 * 16 random bytes in base64, as the middleware's nonces, taken from a pool filled by the system's
 * random generator 256 at a time (as Node does for its UUIDs): one system call per request was a
 * twentieth of a kept page's cost. Each nonce is used once.
 */
let pool: Buffer = Buffer.alloc(0);
let offset = 0;
function nextNonce() {
  if (offset + 16 > pool.length) {
    pool = randomBytes(16 * 256);
    offset = 0;
  }
  offset += 16;
  return pool.toString("base64", offset - 16, offset);
}

/** `/`, then no `%`, `\\`, `//` or `/.` before the query. */
const PLAIN_TARGET = /^\/(?![/.])(?:[^%\\/?]|\/(?![/.?]|$))*(?:\?.*)?$/;

/**
 * Paths the app answers before its pages: its routers (`/api`, `/auth`, `/storage`, `/metrics`),
 * the built files (`/assets`) and the public files, whose paths end in an extension, where page
 * paths never do. Never answered here: every path no page has shares the kept 404 page, which
 * must not stand in for a script, an image or an API answer.
 */
const BEFORE_PAGES =
  /^\/(?:(?:api|auth|storage|assets|metrics)(?:[/?]|$)|[^?]*\.[A-Za-z0-9]+(?:\?|$))/;

/** Request headers the page, its key or its answer depend on: sent twice, the app decides. */
const KEY_HEADERS = new Set([
  "accept-encoding",
  "accept-language",
  "authorization",
  "cookie",
  "host",
  "if-none-match",
  "x-request-id",
]);

/**
 * The request as the page cache reads it, when it may be answered here: a GET of a plain path
 * (no percent-encoding, dot segment, empty segment or backslash, which URL parsing rewrites, so
 * the logged path is the one the app would log), not conditional (a 304 is the app's), each
 * header the answer depends on sent at most once (Node and the Fetch API join repeated headers
 * differently).
 */
function replayableView(req: IncomingMessage) {
  const target = req.url ?? "";
  if (req.method !== "GET" || !PLAIN_TARGET.test(target) || BEFORE_PAGES.test(target)) {
    return undefined;
  }
  const { headers } = req;
  if (headers["if-none-match"] !== undefined || headers.host === undefined) return undefined;
  const seen = new Set<string>();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!KEY_HEADERS.has(name)) continue;
    if (seen.has(name)) return undefined;
    seen.add(name);
  }
  const query = target.indexOf("?");
  return {
    method: "GET",
    url: `http://${headers.host}${target}`,
    path: query === -1 ? target : target.slice(0, query),
    headers: {
      get: (name: string) => {
        const value = headers[name];
        return typeof value === "string" ? value : null;
      },
      has: (name: string) => headers[name] !== undefined,
    },
  };
}
