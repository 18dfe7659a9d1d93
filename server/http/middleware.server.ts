import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { PREVIEW_PREFIX } from "#domain/preview";
import type { Config } from "../spine/config.server";
import { ACCESS_COOKIE, type AppEnv } from "../spine/context";
import type { Logger } from "../spine/logger.server";
import { clientIp } from "./client-ip.server";

/** A request id a client sent is logged only when it is a plain token of reasonable length. */
const CLIENT_REQUEST_ID = /^[\w=-]{1,128}$/;

/**
 * Every answer carries an `x-request-id` that the server made: a client's own value could collide
 * with another request's or forge a log entry. It is set again after the handler, so answers built
 * as whole Response objects (cached pages, 304s) carry it too.
 */
export const requestIdentity: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = randomUUID();
  c.set("requestId", id);
  c.header("x-request-id", id);
  await next();
  c.res.headers.set("x-request-id", id);
};

/**
 * Answers to API calls that carry credentials (a Bearer token or the session cookie) are never
 * stored by a browser or proxy cache: they may hold what only that user may read.
 */
export const noStoreWhenAuthenticated: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const credentials =
    c.req.header("authorization") !== undefined || getCookie(c, ACCESS_COOKIE) !== undefined;
  if (credentials) c.res.headers.set("Cache-Control", "no-store");
};

/** One JSON line per request: method, path, status, duration, request id, client address. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const start = performance.now();
  await next();
  logRequest(c.get("deps").logger, {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    start,
    requestId: c.get("requestId"),
    clientRequestId: c.req.header("x-request-id"),
    clientAddress: clientIp(c),
  });
};

/** The request's log line (also written for pages answered before the middleware, replay.server.ts). */
export function logRequest(
  logger: Logger,
  request: {
    method: string;
    path: string;
    status: number;
    /** `performance.now()` when the request came in. */
    start: number;
    requestId: string;
    clientRequestId: string | undefined;
    /** The client's address, as the per-address limits count it. */
    clientAddress: string;
  },
) {
  const fields = {
    method: request.method,
    path: request.path, // never the query string: it may carry a token
    status: request.status,
    duration_ms: Math.round((performance.now() - request.start) * 10) / 10,
    request_id: request.requestId,
    client_address: request.clientAddress,
    client_request_id: clientRequestId(request.clientRequestId), // left out when undefined
  };
  // A 503 says the database is down: told once at error level where it is seen (db.unavailable),
  // each request's line is a warning, or an outage would be an error line per request.
  if (request.status === 503) logger.warn("request", fields);
  else if (request.status >= 500) logger.error("request", fields);
  else logger.info("request", fields);
}

/**
 * Security headers and a nonce-based CSP on every response. Scripts run only with this
 * response's nonce; styles allow inline attributes (React style props), nothing loads from
 * another origin except uploads on the object store and the external contact service. No page
 * frames or is framed, except the preview: its pages (/preview) may be framed by the site itself,
 * and the back office may frame the site's own pages (its preview screen, /admin/apercu; every
 * back-office document allows it, since the back office moves between its screens without
 * loading a new document, whose policy would otherwise stay the first screen's).
 */
export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const closed = secureHeadersFor(config, "'none'", "'none'");
  const framed = secureHeadersFor(config, "'none'", "'self'");
  const framing = secureHeadersFor(config, "'self'", "'none'");
  return (c, next) => {
    const { path } = c.req;
    if (path === PREVIEW_PREFIX || path.startsWith(`${PREVIEW_PREFIX}/`)) return framed(c, next);
    if (path === "/admin" || path.startsWith("/admin/")) return framing(c, next);
    return closed(c, next);
  };
}

function secureHeadersFor(
  config: Config,
  frameSrc: "'none'" | "'self'",
  frameAncestors: "'none'" | "'self'",
): MiddlewareHandler<AppEnv> {
  const extraOrigins = [config.s3?.publicUrl, config.s3?.endpoint]
    .filter((v): v is string => Boolean(v))
    .map((v) => new URL(v).origin);
  const connect = config.CONTACT_ENDPOINT ? [new URL(config.CONTACT_ENDPOINT).origin] : [];
  const dev = !config.isProduction;
  return secureHeaders({
    // Keep a header a handler set itself: stored files carry their own stricter CSP (sandbox).
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...(dev ? ["'unsafe-inline'"] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:", ...extraOrigins],
      mediaSrc: ["'self'", "blob:", "https:", ...extraOrigins],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...connect, ...(dev ? ["ws:", "wss:"] : [])],
      frameSrc: [frameSrc],
      frameAncestors: [frameAncestors],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      ...(config.PUBLIC_URL.startsWith("https:") ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: config.PUBLIC_URL.startsWith("https:")
      ? "max-age=31536000; includeSubDomains"
      : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: frameAncestors === "'self'" ? "SAMEORIGIN" : "DENY",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-site",
    crossOriginOpenerPolicy: "same-origin",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}

function clientRequestId(value: string | undefined) {
  return value && CLIENT_REQUEST_ID.test(value) ? value : undefined;
}
