import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { authRoutes } from "./auth/auth.routes";
import { profileRoutes } from "./auth/profile.routes";
import { contactRoutes } from "./contact/contact.routes";
import { contentRoutes } from "./content/content.routes";
import type { AppEnv, Deps } from "./http/context";
import { HttpError, tooLarge } from "./http/errors";
import { requestLog, securityHeaders } from "./http/middleware.server";
import { openApiRoutes } from "./http/openapi.routes";
import { fileRoutes, uploadRoutes } from "./storage/storage.routes";

/** React Router's request handler (production build or Vite's dev build). */
export type SsrHandler = (request: Request, deps: Deps, nonce: string) => Promise<Response>;

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP shell (DESIGN 1): middleware, the JSON API, uploaded and built files, then every other
 * request to React Router.
 */
export function createApp(deps: Deps, options: { ssr?: SsrHandler; clientDir?: string } = {}) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(requestId({ headerName: "x-request-id" }));
  app.use(requestLog);
  app.use(securityHeaders(deps.config));
  app.use(compress());

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(
        {
          error: {
            code: error.code,
            message: error.message,
            ...(error.fields ? { fields: error.fields } : {}),
            ...error.details,
          },
        },
        error.status,
        error.headers,
      );
    }
    const requestIdValue = c.get("requestId");
    deps.logger.error("unhandled_error", {
      request_id: requestIdValue,
      path: c.req.path,
      error: { name: error.name, message: error.message, stack: error.stack },
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
  });

  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw tooLarge("Le corps de la requête est trop volumineux (1 Mo au maximum)");
    },
  });
  app.use("/auth/*", jsonLimit);
  app.use("/api/*", async (c, next) =>
    c.req.path.startsWith("/api/storage/") ? next() : jsonLimit(c, next),
  );

  app.get("/api/health", async (c) => {
    const { database, storage } = c.get("deps");
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.kind, storage: storage.kind });
    } catch {
      return c.json({ status: "unavailable", database: database.kind, storage: storage.kind }, 503);
    }
  });
  app.route("/auth/v1", authRoutes());
  app.route("/api", openApiRoutes());
  app.route("/api/profile", profileRoutes());
  app.route("/api/contact", contactRoutes());
  app.route("/api/storage", uploadRoutes());
  app.route("/api", contentRoutes());
  app.all("/api/*", (c) =>
    c.json({ error: { code: "not_found", message: "Route d'API inconnue" } }, 404),
  );
  app.all("/auth/*", (c) =>
    c.json({ error: { code: "not_found", message: "Route d'authentification inconnue" } }, 404),
  );
  app.route("/storage", fileRoutes());

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir);
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
  }

  const ssr = options.ssr;
  if (ssr) {
    app.all("*", (c) => ssr(c.req.raw, c.get("deps"), c.get("secureHeadersNonce") ?? ""));
  }
  return app;
}
