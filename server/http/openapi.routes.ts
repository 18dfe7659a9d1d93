import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hono } from "hono";
import type { Config } from "../spine/config.server";
import type { AppEnv } from "../spine/context";
import { apiRouter, defineRoute, describedRoutes } from "./openapi-route";
import { json, registerSharedComponents } from "./openapi-schemas";

/** Files the pages serve beside the API, described with it. */
const pageFiles = [
  {
    method: "get" as const,
    path: "/sitemap.xml",
    operationId: "sitemap",
    tags: ["Site"],
    responses: { 200: { description: "Les pages publiques dans les trois langues" } },
  },
  {
    method: "get" as const,
    path: "/robots.txt",
    operationId: "robots",
    tags: ["Site"],
    responses: { 200: { description: "/admin interdit" } },
  },
];

/**
 * The OpenAPI 3.1 description of the whole API, generated from the routes `app` serves: each
 * declared route where it is mounted, with the schemas its router registered. A route served
 * without a declaration is absent (the OpenAPI test names it).
 */
export function openApiDocument(config: Config, app: Hono<AppEnv>) {
  const doc = new OpenAPIHono<AppEnv>();
  const registry = doc.openAPIRegistry;
  registerSharedComponents(registry);
  const routers = new Set<OpenAPIHono<AppEnv>>();
  for (const { path, operation, router } of describedRoutes(app)) {
    routers.add(router);
    registry.registerPath({ ...operation, path });
  }
  for (const router of routers) {
    for (const definition of router.openAPIRegistry.definitions) {
      if (definition.type !== "component") continue;
      registry.registerComponent(
        definition.componentType,
        definition.name,
        definition.component as never,
      );
    }
  }
  for (const file of pageFiles) registry.registerPath(file);
  const { webhooks, ...document } = doc.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: `${config.SITE_NAME} API`,
      version: "1.0.0",
      description:
        "JSON en UTF-8. Erreurs : `{error: {code, message, fields?}}`. Chaque réponse porte `x-request-id`.",
    },
    servers: [{ url: config.PUBLIC_URL }],
  });
  return document;
}

/** `GET /api/openapi.json`: the document of `app`, the app this router is mounted in. */
export function openApiRoutes(app: Hono<AppEnv>) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return apiRouter([
    defineRoute(
      "public",
      {
        method: "get",
        path: "/openapi.json",
        operationId: "openapi",
        tags: ["Exploitation"],
        responses: { 200: { description: "Ce document", content: json({ type: "object" }) } },
      },
      (c) => {
        // Built on the first request, once every route of the app is mounted.
        document ??= openApiDocument(c.get("deps").config, app);
        c.header("Cache-Control", "public, max-age=300");
        return c.json(document);
      },
    ),
  ]);
}
