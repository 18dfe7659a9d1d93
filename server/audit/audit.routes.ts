import { AUDIT_ACTIONS, AUDIT_TABLES, auditQuerySchema } from "#domain/audit";
import { apiRouter, defineRoute } from "../http/openapi-route";
import { json, ref, registerSchemas, response } from "../http/openapi-schemas";
import { listAudit } from "./audit.server";

const AuditEntry = {
  type: "object",
  properties: {
    id: { type: "string", format: "uuid" },
    at: { type: "string", format: "date-time" },
    user_id: { type: ["string", "null"], format: "uuid" },
    user_email: { type: ["string", "null"] },
    action: { type: "string", enum: [...AUDIT_ACTIONS] },
    table: { type: "string", enum: [...AUDIT_TABLES] },
    row_id: { type: ["string", "null"] },
    changes: {
      type: "object",
      description: "Champ → valeurs avant et après (null quand il n'y en avait pas).",
      additionalProperties: {
        type: "object",
        properties: { before: {}, after: {} },
        required: ["before", "after"],
      },
    },
  },
  required: ["id", "at", "user_id", "user_email", "action", "table", "row_id", "changes"],
};

/**
 * `GET /api/audit`: the log's entries, newest first, filtered and paged. There is no other route:
 * entries cannot be changed or deleted through the API.
 */
export const listAuditEntries = defineRoute(
  "admin",
  {
    method: "get",
    path: "/",
    operationId: "listAuditEntries",
    tags: ["Journal"],
    description:
      "Les entrées du journal, les plus récentes d'abord. Aucune route ne les modifie ni ne les supprime.",
    request: { query: auditQuerySchema },
    responses: {
      200: { description: "OK", content: json({ type: "array", items: ref("AuditEntry") }) },
      400: response("BadRequest"),
      401: response("Unauthorized"),
      403: response("Forbidden"),
    },
  },
  async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAudit(c.get("deps").database.db, c.req.valid("query")));
  },
);

export function auditRoutes() {
  const app = apiRouter([listAuditEntries]);
  registerSchemas(app.openAPIRegistry, { AuditEntry });
  return app;
}
