import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  LINK_REFUSALS,
  logoutQuerySchema,
  passwordGrantSchema,
  recoverSchema,
  refreshGrantSchema,
  sessionSchema,
  signupSchema,
  tokenQuerySchema,
  updateUserSchema,
  userSchema,
  verifySchema,
} from "#domain/auth";
import { audited } from "../audit/audited.server";
import { badRequest, unauthorized } from "../http/errors";
import { apiRouter, defineRoute, guardedUser, noContent } from "../http/openapi-route";
import { json, jsonBody, jsonOf, objectInput, ref, response } from "../http/openapi-schemas";
import type { AppEnv } from "../spine/context";
import { authenticate, isOwnOrigin, requireUser } from "./access.server";
import { readUser, updateUser } from "./account.server";
import { clearSessionCookies } from "./cookies.server";
import { passwordGrant, refreshGrant, signUp } from "./grants.server";
import { recoverPassword, verifyLink } from "./links.server";
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
  // The Origin check for cookie-authenticated calls; a link's session may sign out too.
  await requireUser(c, { beforePassword: true });
  await next();
};

const tags = ["Authentification"];

const User = userSchema.meta({ id: "User" });
const Session = sessionSchema.extend({ user: User }).meta({ id: "Session" });

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
        200: { description: "Une session, et ses cookies", content: jsonOf(Session) },
        400: response("BadRequest"),
        429: response("TooManyRequests"),
      },
    },
    async (c) => {
      const grant = c.req.valid("query").grant_type;
      return c.json(await (grant === "password" ? passwordGrant(c, policy) : refreshGrant(c)), 200);
    },
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
        200: { description: "Compte créé, session ouverte", content: jsonOf(Session) },
        400: response("BadRequest"),
        403: { description: "signup_disabled (ALLOW_SIGNUP=false)", content: json(ref("Error")) },
        409: { description: "user_already_exists", content: json(ref("Error")) },
        422: { description: "weak_password, avec ses raisons", content: json(ref("Error")) },
        429: response("TooManyRequests"),
      },
    },
    async (c) => c.json(await signUp(c, policy), 200),
  );

export const logout = defineRoute(
  "user",
  {
    method: "post",
    path: "/logout",
    operationId: "logout",
    tags,
    request: { query: logoutQuerySchema },
    responses: { 204: { description: "Déconnecté" } },
  },
  async (c) => {
    const { scope } = c.req.valid("query");
    const user = guardedUser(c);
    await audited(c.get("deps"), user, async ({ tx, record }) => {
      let ended: number;
      if (scope === "local") {
        ended = (await revokeSession(tx, user.id, user.sessionId)) ? 1 : 0;
      } else if (scope === "global") {
        ended = await revokeAllSessions(tx, user.id);
      } else {
        ended = await revokeAllSessions(tx, user.id, new Date(), { except: user.sessionId });
      }
      await record({
        action: "session_ended",
        table: "users",
        rowId: user.id,
        changes: {
          scope: { before: null, after: scope },
          sessions_ended: { before: null, after: ended },
        },
      });
    });
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
      200: { description: "OK", content: jsonOf(User) },
    },
  },
  async (c) => {
    const user = await readUser(c.get("deps").database.db, guardedUser(c).id);
    if (!user) throw unauthorized();
    return c.json(user, 200);
  },
  { beforePassword: true },
);

export const putUser = defineRoute(
  "user",
  {
    method: "put",
    path: "/user",
    operationId: "updateUser",
    tags,
    description:
      "Le mot de passe seulement dans une session ouverte par un lien (réinitialisation, invitation) depuis moins d'une heure, et une seule fois, ou par une connexion de moins de 10 minutes.",
    request: { body: jsonBody(objectInput(updateUserSchema)) },
    responses: {
      200: { description: "L'utilisateur modifié", content: jsonOf(User) },
      400: response("BadRequest"),
      401: {
        description:
          "`reauthentication_needed` : changer le mot de passe demande une connexion de moins de 10 minutes ou un lien",
        content: json(ref("Error")),
      },
      403: {
        description:
          "`password_required` : une session ouverte par un lien ne change que le mot de passe",
        content: json(ref("Error")),
      },
      422: { description: "weak_password, avec ses raisons", content: json(ref("Error")) },
    },
  },
  async (c) => c.json(await updateUser(c), 200),
  { beforePassword: true },
);

export const recover = (policy: SignInPolicy) =>
  defineRoute(
    "public",
    {
      method: "post",
      path: "/recover",
      operationId: "recover",
      tags,
      description:
        "Envoie un lien de réinitialisation valable 1 heure si un compte actif a cette adresse ; la réponse est la même dans tous les cas.",
      request: { body: jsonBody(objectInput(recoverSchema)) },
      responses: {
        200: { description: "Toujours `{}`", content: jsonOf(z.object({})) },
        400: response("BadRequest"),
        429: response("TooManyRequests"),
      },
    },
    async (c) => c.json(await recoverPassword(c, policy), 200),
  );

export const verify = (policy: SignInPolicy) =>
  defineRoute(
    "public",
    {
      method: "post",
      path: "/verify",
      operationId: "verify",
      tags,
      request: { body: jsonBody(objectInput(verifySchema)) },
      responses: {
        200: {
          description: "Une session ouverte par le lien, et ses cookies",
          content: jsonOf(Session),
        },
        204: { description: "`dry_run` : le lien fonctionnerait (rien n'est dépensé)" },
        400: response("BadRequest"),
        403: {
          description: `\`otp_expired\`, avec \`reason\` : ${LINK_REFUSALS.join(", ")}`,
          content: json(ref("Error")),
        },
        429: response("TooManyRequests"),
      },
    },
    async (c) => {
      const session = await verifyLink(c, policy);
      return session ? c.json(session, 200) : noContent(c);
    },
  );

/**
 * GoTrue's error members beside the API's own `error` object, so GoTrue's client libraries read
 * an error's code (`error_code`), message (`msg`) and a weak password's reasons.
 */
const gotrueErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 400 || !c.res.headers.get("content-type")?.includes("application/json")) {
    return;
  }
  const body = (await c.res.clone().json()) as {
    error?: { code?: string; message?: string; reasons?: unknown };
  };
  if (!body.error?.code) return;
  const { code, message, reasons } = body.error;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  const gotrue = {
    ...body,
    error_code: code,
    msg: message,
    ...(code === "weak_password" ? { weak_password: { reasons } } : {}),
  };
  const answer = new Response(JSON.stringify(gotrue), { status: c.res.status, headers });
  c.res = undefined;
  c.res = answer;
};

/** The product's provider endpoints, mounted at /auth/v1. */
export function authRoutes(options: { limits?: Partial<AuthRateLimits> } = {}) {
  const policy = signInPolicy(options.limits);
  // Token answers must never be stored by a browser or proxy cache.
  const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  };
  const app = apiRouter(
    [token(policy), signup(policy), logout, getUser, putUser, recover(policy), verify(policy)],
    [noStore, gotrueErrors],
  );
  return app;
}

/** The provider's endpoints as their client sees them: each route's inputs and answers. */
export type AuthApi = ReturnType<typeof authRoutes>;
