import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { unauthorized } from "../http/errors";
import { requireUser } from "./access.server";
import { ensureProfile } from "./accounts.server";

/** GET /api/profile, the signed-in user's {id, username, role}. */
export function profileRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const user = await requireUser(c);
    // Profile bootstrap ("row not found makes the product create the profile"),
    // limited to accounts an operator created (ensureProfile, decision 013).
    const profile = await ensureProfile(c.get("deps").database.db, user.id);
    if (!profile) throw unauthorized();
    c.header("Cache-Control", "no-store");
    return c.json({ id: profile.id, username: profile.username, role: profile.role });
  });

  return app;
}
