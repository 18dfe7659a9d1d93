import type { RouteConfig } from "@hono/zod-openapi";
import { type EntityName, entities } from "#domain/entities";
import { UUID } from "#domain/ids";
import { restoreRequestSchema, restoreResultSchema } from "#domain/restore";
import { notFound } from "../http/errors";
import { apiRouter, guardedUser, readJsonAs } from "../http/openapi-route";
import {
  idParameter,
  json,
  jsonBody,
  jsonBodyOf,
  jsonOf,
  pascal,
  response,
} from "../http/openapi-schemas";
import { tableRoute } from "./content.routes";
import { restoreVersion } from "./restore.server";

/** The restore of one table as the document shows it. */
function restoreOperation(name: EntityName): RouteConfig {
  const schema = pascal(name);
  return {
    method: "post",
    path: `/${name}/{id}/restore`,
    operationId: `restore${schema}`,
    tags: [entities[name].label],
    summary: "Restaurer une version de l'historique",
    description:
      "La ligne reprend ses valeurs juste après l'entrée `audit_id` de son historique (contenu, traductions, publication ; l'ordre public et les dates programmées restent), comme une modification enregistrée au journal (action `restore`, `restored_from` nommant l'entrée). Avec `dry_run: true`, rien n'est enregistré : la réponse dit ce qui changerait. Éditeurs et administrateurs.",
    parameters: [idParameter],
    request: {
      body: jsonBody({
        type: "object",
        properties: {
          audit_id: { type: "string", format: "uuid" },
          dry_run: { type: "boolean" },
        },
        required: ["audit_id"],
        additionalProperties: false,
      }),
    },
    responses: {
      200: {
        description: "La ligne restaurée (ou telle qu'elle le serait) et les champs qui changent",
        content: json({
          type: "object",
          properties: {
            row: { $ref: `#/components/schemas/${schema}` },
            changes: {
              type: "object",
              additionalProperties: {
                type: "object",
                properties: { before: {}, after: {} },
                required: ["before", "after"],
              },
            },
          },
          required: ["row", "changes"],
        }),
      },
      400: response("BadRequest"),
      404: response("NotFound"),
      409: response("Conflict"),
      415: response("UnsupportedType"),
    },
  };
}

/** `POST /api/{table}/{id}/restore`, editors' and administrators' (a translator's: 403). */
export function restoreRoutes() {
  return apiRouter([
    tableRoute(
      () => "editor",
      restoreOperation,
      {
        method: "post",
        path: "/{table}/{id}/restore",
        request: { body: jsonBodyOf(restoreRequestSchema) },
        responses: {
          200: { description: "La ligne restaurée", content: jsonOf(restoreResultSchema) },
        },
      },
      async (c) => {
        const name = c.req.param("table") as EntityName;
        const id = c.req.param("id");
        if (!UUID.test(id)) throw notFound();
        const request = await readJsonAs(c, restoreRequestSchema);
        return c.json(await restoreVersion(c.get("deps"), name, id, request, guardedUser(c)), 200);
      },
      // A row's path is checked (404) before its body.
      { readsItsBody: true },
    ),
  ]);
}

/** The restore as the back office's typed client reads it. */
export type RestoreApi = ReturnType<typeof restoreRoutes>;
