import { apiRouter, defineRoute } from "./openapi-route";
import { json, ref, registerSchemas } from "./openapi-schemas";

export const HealthSchema = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["ok", "unavailable"] },
    database: { type: "string", enum: ["pglite", "postgres"] },
    storage: { type: "string", enum: ["local", "s3"] },
  },
  required: ["status", "database", "storage"],
};

// While PostgreSQL is known down the ping fails at once: an orchestrator's probe never waits.
export const health = defineRoute(
  "public",
  {
    method: "get",
    path: "/health",
    operationId: "health",
    tags: ["Exploitation"],
    responses: {
      200: { description: "OK", content: json(ref("Health")) },
      503: { description: "Base de données injoignable", content: json(ref("Health")) },
    },
  },
  async (c) => {
    const { database, storage } = c.get("deps");
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.kind, storage: storage.kind });
    } catch {
      return c.json({ status: "unavailable", database: database.kind, storage: storage.kind }, 503);
    }
  },
);

/** `GET /api/health`, mounted before the API's other middleware. */
export function healthRoutes() {
  const app = apiRouter([health]);
  registerSchemas(app.openAPIRegistry, { Health: HealthSchema });
  return app;
}
