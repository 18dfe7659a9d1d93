import { Hono } from "hono";
import { auditQuerySchema } from "#domain/audit";
import { fieldErrors } from "#domain/fields";
import { requireAdmin } from "../auth/access.server";
import type { AppEnv } from "../http/context";
import { validationFailed } from "../http/errors";
import { listAudit } from "./audit.server";

/**
 * `GET /api/audit` (administrator): the log's entries, newest first, filtered and paged. There is
 * no other route: entries cannot be changed or deleted through the API.
 */
export function auditRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    await requireAdmin(c);
    const parsed = auditQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
    c.header("Cache-Control", "no-store");
    return c.json(await listAudit(c.get("deps").database.db, parsed.data));
  });
  return app;
}
