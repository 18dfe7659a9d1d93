import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { PREVIEW_PREFIX } from "#domain/preview";
import { assistantRoutes } from "./assistant/assistant.routes";
import { auditRoutes } from "./audit/audit.routes";
import { requireAccess } from "./auth/access.server";
import { accountRoutes } from "./auth/account.routes";
import { authRoutes } from "./auth/auth.routes";
import { profileRoutes } from "./auth/profile.routes";
import { contactRoutes } from "./contact/contact.routes";
import { contentRoutes } from "./content/content.routes";
import { restoreRoutes } from "./content/restore.routes";
import { clientIp } from "./http/client-ip.server";
import { HttpError, httpErrorOf } from "./http/errors";
import { healthRoutes } from "./http/health.routes";
import { isJsonBody, isJsonType } from "./http/json";
import { metricsRoutes, requestMetrics } from "./http/metrics.server";
import {
  noStoreWhenAuthenticated,
  requestIdentity,
  requestLog,
  securityHeaders,
} from "./http/middleware.server";
import { openApiRoutes } from "./http/openapi.routes";
import { previewRoutes } from "./preview/preview.routes";
import { previewPages } from "./preview/preview-page.server";
import { siteTextRoutes } from "./site-texts/site-texts.routes";
import type { AppEnv, AppServices, SsrHandler } from "./spine/context";
import { fileRoutes, uploadRoutes } from "./storage/storage.routes";
import { teamRoutes } from "./team/team.routes";
import { translationRoutes } from "./translations/translations.routes";

const BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP shell, in the order a request meets it: middleware, errors in the API's shape, bounded
 * bodies, the JSON API, uploaded and built files, then every other request to React Router.
 */
export function createApp(
  deps: AppServices,
  options: { ssr?: SsrHandler; clientDir?: string } = {},
) {
  const app = new Hono<AppEnv>();
  applyMiddleware(app, deps);
  app.onError((error, c) => errorAnswer(c, deps, error));
  limitBodies(app);
  mountApi(app, deps);
  if (options.clientDir) serveBuiltFiles(app, options.clientDir);
  if (options.ssr) mountPages(app, options.ssr);
  return app;
}

/** Services on the context, request id, log line, metrics, security headers, compression. */
function applyMiddleware(app: Hono<AppEnv>, deps: AppServices) {
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("guard", requireAccess);
    await next();
  });
  app.use(requestIdentity);
  app.use(requestLog);
  app.use(requestMetrics(deps.metrics));
  app.use(securityHeaders(deps.config));
  app.use(compression());
}

/**
 * Answers compressed when the client accepts it, except the JSON answers to writes (a row, a
 * token, an error: a few kilobytes at most, to the team's own browser): a gzip stream per answer
 * cost the server more than the rest of a write (a case study written through the API: about 9
 * ms of CPU with it, under 6 without). Pages, the API's lists and files stay compressed.
 */
function compression(): MiddlewareHandler<AppEnv> {
  const compressed = compress();
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return compressed(c, next);
    await next();
    if (isJsonType(c.res.headers.get("content-type"))) return;
    // The answer is made: Hono's middleware compresses it with nothing left to run.
    await compressed(c, async () => {});
  };
}

/** A thrown `HttpError` in the API's error shape; anything else a logged 500 naming the request. */
function errorAnswer(c: Context<AppEnv>, deps: AppServices, error: Error) {
  const known = httpErrorOf(error);
  if (known) {
    return c.json(
      {
        error: {
          code: known.code,
          message: known.message,
          ...(known.fields ? { fields: known.fields } : {}),
          ...known.details,
        },
      },
      known.status,
      known.headers,
    );
  }
  const requestIdValue = c.get("requestId");
  deps.logger.error("unhandled_error", {
    request_id: requestIdValue,
    path: c.req.path,
    error: describeError(error),
  });
  return c.json(
    {
      error: {
        code: "internal_error",
        message: `Erreur interne du serveur (requête ${requestIdValue})`,
      },
    },
    500,
  );
}

/**
 * Every request body is bounded, not only the JSON API's: the site's form actions (the contact
 * page without JavaScript) read theirs whole too. Uploads stream under their own limit
 * (UPLOAD_MAX_BYTES); a JSON body sent to the storage's routes does not. The connection is closed
 * after the 413, so the unread rest of the body is not taken for the next request on a keep-alive
 * connection. GET and HEAD carry no body: they skip the limit, which would materialise a whole
 * Request for every page.
 */
function limitBodies(app: Hono<AppEnv>) {
  const tooLarge = () => {
    throw new HttpError(
      413,
      "payload_too_large",
      "Le corps de la requête est trop volumineux (1 Mo au maximum)",
      undefined,
      { Connection: "close" },
    );
  };
  const counted = bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge });
  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || isUpload(c)) return next();
    // A declared length is checked from its header (Node's server never passes on more bytes
    // than declared), and the body is left to its handler, read once straight from the socket;
    // Hono's check would first turn it into a web stream, a cost on every write. A chunked
    // body is counted as it is read.
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(declared) > BODY_LIMIT ? tooLarge() : next();
    }
    return counted(c, next);
  });
}

/** A file sent to the storage; a JSON body there (an image's alternative texts) is bounded too. */
function isUpload(c: Context<AppEnv>) {
  return c.req.path.startsWith("/api/storage/") && !isJsonBody(c);
}

/**
 * The built files: `/assets/*` immutable for a year; other built files (favicon.ico, …) by their
 * extension, which page paths never have, so pages never wait for a disk lookup.
 */
function serveBuiltFiles(app: Hono<AppEnv>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir);
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  const publicFiles = serveStatic<AppEnv>({
    root,
    onFound: (_path, c) => {
      c.header("Cache-Control", "public, max-age=3600");
    },
  });
  app.use("*", async (c, next) =>
    /\.[A-Za-z0-9]+$/.test(c.req.path) ? publicFiles(c, next) : next(),
  );
}

/** Every other request: React Router's pages; under /preview, a staff session's preview of them. */
function mountPages(app: Hono<AppEnv>, ssr: SsrHandler) {
  const preview = previewPages(ssr);
  app.on(["GET", "HEAD"], [PREVIEW_PREFIX, `${PREVIEW_PREFIX}/*`], preview);
  app.all("*", (c) =>
    ssr(c.req.raw, c.get("deps"), c.get("secureHeadersNonce") ?? "", clientIp(c)),
  );
}

/**
 * The JSON API: each router holds the declarations of its routes (method, path, inputs, answers,
 * who may call it, handler); the OpenAPI document is generated from the routes mounted here.
 * Health answers first, outside the API's cache rule. A path under /api or /auth that no route
 * declares is a JSON 404.
 */
function mountApi(app: Hono<AppEnv>, deps: AppServices) {
  app.route("/api", healthRoutes());
  app.use("/api/*", noStoreWhenAuthenticated);
  app.use("/auth/*", noStoreWhenAuthenticated);
  if (deps.config.METRICS_TOKEN) {
    app.route("/metrics", metricsRoutes(deps.metrics, deps.config.METRICS_TOKEN));
  }
  app.route("/auth/v1", authRoutes());
  app.route("/api", openApiRoutes(app));
  app.route("/api/profile", profileRoutes());
  app.route("/api/account", accountRoutes());
  app.route("/api/team", teamRoutes(deps));
  app.route("/api/contact", contactRoutes());
  app.route("/api/assistant", assistantRoutes());
  app.route("/api/storage", uploadRoutes(deps.config));
  app.route("/api/audit", auditRoutes());
  app.route("/api/site_texts", siteTextRoutes());
  app.route("/api/preview", previewRoutes());
  app.route("/api", restoreRoutes());
  app.route("/api", translationRoutes());
  app.route("/api", contentRoutes());
  app.all("/api/*", (c) =>
    c.json({ error: { code: "not_found", message: "Route d'API inconnue" } }, 404),
  );
  app.all("/auth/*", (c) =>
    c.json({ error: { code: "not_found", message: "Route d'authentification inconnue" } }, 404),
  );
  app.route("/storage", fileRoutes());
}

/**
 * What the log keeps of an unexpected error: its name, message and stack, without the values it
 * carried. A failed Drizzle query's message lists the query's parameters (a contact message, an
 * e-mail, a password hash), so only the SQL text and the database's own message are kept
 * (found by server/test/security/errors.test.ts).
 */
export function describeError(error: Error): Record<string, unknown> {
  const withQuery = error as Error & { query?: unknown; params?: unknown };
  if (typeof withQuery.query === "string" && "params" in withQuery) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    return {
      name: error.name,
      message: "Failed query (parameters not logged)",
      query: withQuery.query,
      cause: cause ? { name: cause.name, message: cause.message } : undefined,
      stack: cause?.stack?.split("\n").slice(0, 8).join("\n"),
    };
  }
  return { name: error.name, message: error.message, stack: error.stack };
}
