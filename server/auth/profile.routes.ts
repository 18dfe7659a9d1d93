import { profileSchema } from "#domain/auth";
import { unauthorized } from "../http/errors";
import { apiRouter, defineRoute, guardedUser } from "../http/openapi-route";
import { jsonOf } from "../http/openapi-schemas";
import { ensureProfile } from "./accounts.server";

/** GET /api/profile, the signed-in user's {id, username, role, languages}. */
export const getProfile = defineRoute(
  "user",
  {
    method: "get",
    path: "/",
    operationId: "getProfile",
    tags: ["Profil"],
    description: "Créé d'abord s'il manque.",
    responses: {
      200: { description: "OK", content: jsonOf(profileSchema.meta({ id: "Profile" })) },
    },
  },
  async (c) => {
    const user = guardedUser(c);
    // Profile bootstrap ("row not found makes the product create the profile"),
    // limited to accounts an operator created (ensureProfile).
    const profile = await ensureProfile(c.get("deps").database.db, user.id);
    if (!profile) throw unauthorized();
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        id: profile.id,
        username: profile.username,
        role: profile.role,
        languages: profile.languages,
      },
      200,
    );
  },
  // A session opened by a link reads its own profile before it sets its password.
  { beforePassword: true },
);

export function profileRoutes() {
  return apiRouter([getProfile]);
}

/** The profile's API as its client sees it. */
export type ProfileApi = ReturnType<typeof profileRoutes>;
