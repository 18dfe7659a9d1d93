import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  logoutQuerySchema,
  passwordGrantSchema,
  refreshGrantSchema,
  sessionSchema,
  signupSchema,
  tokenQuerySchema,
  userSchema,
} from "#domain/auth";
import { profiles, users } from "../db/schema";
import type { AppEnv } from "../http/context";
import { badRequest, unauthorized } from "../http/errors";
import { apiRouter, defineRoute, guardedUser } from "../http/openapi-route";
import {
  json,
  jsonBody,
  objectInput,
  outputSchema,
  ref,
  registerSchemas,
  response,
} from "../http/openapi-schemas";
import { authenticate, isOwnOrigin, requireUser } from "./access.server";
import { metadataOf } from "./accounts.server";
import { clearSessionCookies } from "./cookies.server";
import { passwordGrant, refreshGrant, signUp } from "./grants.server";
import { revokeAllSessions, revokeSession } from "./sessions.server";
import { type AuthRateLimits, type SignInPolicy, signInPolicy } from "./sign-in-policy.server";

export { MISSING_CREDENTIALS_MESSAGE } from "./grants.server";
export { AUTH_RATE_LIMITS } from "./sign-in-policy.server";

/**
 * Logout's guard: dead cookies are of no use to anyone, so they are dropped before saying who is
 * not signed in. Only for the site's own pages: a cross-site form post must not sign a visitor
 * out (an expired access token leaves the refresh cookie alive).
 */
const signedInOrCookiesDropped: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await authenticate(c))) {
    if (isOwnOrigin(c.get("deps"), c.req.raw)) clearSessionCookies(c);
    throw unauthorized();
  }
  await requireUser(c); // the Origin check for cookie-authenticated calls
  await next();
};

const tags = ["Authentification"];

export const token = (policy: SignInPolicy) =>
  defineRoute(
    "public",
    {
      method: "post",
      path: "/token",
      operationId: "token",
      tags,
      request: {
        query: tokenQuerySchema,
        body: {
          content: json({
            oneOf: [
              objectInput(passwordGrantSchema),
              {
                ...objectInput(refreshGrantSchema),
                description: "Sans corps, le cookie refresh_token est utilisé.",
              },
            ],
          }),
        },
      },
      responses: {
        200: { description: "Une session, et ses cookies", content: json(ref("Session")) },
        400: response("BadRequest"),
        429: response("TooManyRequests"),
      },
    },
    (c) =>
      c.req.valid("query").grant_type === "password" ? passwordGrant(c, policy) : refreshGrant(c),
    {
      invalid: () =>
        badRequest(
          "grant_type doit valoir password ou refresh_token",
          undefined,
          "unsupported_grant_type",
        ),
    },
  );

export const signup = (policy: SignInPolicy) =>
  defineRoute(
    "public",
    {
      method: "post",
      path: "/signup",
      operationId: "signup",
      tags,
      request: { body: jsonBody(objectInput(signupSchema)) },
      responses: {
        200: { description: "Compte créé, session ouverte", content: json(ref("Session")) },
        400: response("BadRequest"),
        403: { description: "signup_disabled (ALLOW_SIGNUP=false)", content: json(ref("Error")) },
        409: { description: "user_already_exists", content: json(ref("Error")) },
        422: { description: "weak_password, avec ses raisons", content: json(ref("Error")) },
        429: response("TooManyRequests"),
      },
    },
    (c) => signUp(c, policy),
  );

export const logout = defineRoute(
  "user",
  {
    method: "post",
    path: "/logout",
    operationId: "logout",
    tags,
    request: { query: logoutQuerySchema },
    responses: { 204: { description: "Déconnecté" }, 401: response("Unauthorized") },
  },
  async (c) => {
    const { scope } = c.req.valid("query");
    const user = guardedUser(c);
    const db = c.get("deps").database.db;
    if (scope === "local") {
      await revokeSession(db, user.id, user.sessionId);
    } else if (scope === "global") {
      await revokeAllSessions(db, user.id);
    } else {
      await revokeAllSessions(db, user.id, new Date(), { except: user.sessionId });
    }
    c.get("deps").logger.info("auth.signed_out", { user_id: user.id, scope });
    if (scope !== "others") clearSessionCookies(c);
    return c.body(null, 204);
  },
  {
    guard: signedInOrCookiesDropped,
    invalid: () =>
      badRequest("scope doit valoir global, local ou others", undefined, "invalid_scope"),
  },
);

export const getUser = defineRoute(
  "user",
  {
    method: "get",
    path: "/user",
    operationId: "getUser",
    tags,
    responses: {
      200: { description: "OK", content: json(ref("User")) },
      401: response("Unauthorized"),
    },
  },
  async (c) => {
    const [row] = await c
      .get("deps")
      .database.db.select({
        id: users.id,
        email: users.email,
        user_metadata: users.user_metadata,
        role: profiles.role,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, guardedUser(c).id))
      .limit(1);
    if (!row) throw unauthorized();
    return c.json({
      id: row.id,
      email: row.email,
      user_metadata: { username: metadataOf(row).username ?? row.email },
      role: row.role ?? null,
    });
  },
);

/** The product's provider endpoints, mounted at /auth/v1. */
export function authRoutes(options: { limits?: Partial<AuthRateLimits> } = {}) {
  const policy = signInPolicy(options.limits);
  // Token answers must never be stored by a browser or proxy cache.
  const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  };
  const app = apiRouter([token(policy), signup(policy), logout, getUser], [noStore]);
  registerSchemas(app.openAPIRegistry, {
    User: outputSchema(userSchema),
    Session: outputSchema(sessionSchema.extend({ user: z.any() }), { user: ref("User") }),
  });
  return app;
}
