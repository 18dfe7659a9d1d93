import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { unauthorized } from "../http/errors";
import { requireUser } from "./access.server";
import { ensureProfile } from "./accounts.server";

/** CONTRACT 4, Profile: GET /api/profile, the signed-in user's {id, username, role}. */
export function profileRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const user = await requireUser(c);
    // SPEC 4 profile bootstrap (SPEC 8: "row not found makes the product create the profile"),
    // limited by DESIGN 3 to accounts an operator created (ensureProfile, decision 013).
    const profile = await ensureProfile(c.get("deps").database.db, user.id);
    if (!profile) throw unauthorized();
    c.header("Cache-Control", "no-store");
    return c.json({ id: profile.id, username: profile.username, role: profile.role });
  });

  return app;
}
