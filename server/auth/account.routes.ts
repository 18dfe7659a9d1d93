import { z } from "zod";
import { accountPasswordSchema, accountSessionSchema } from "#domain/auth";
import { audited } from "../audit/audited.server";
import { notFound } from "../http/errors";
import { apiRouter, defineRoute, guardedUser } from "../http/openapi-route";
import { json, jsonBodyOf, jsonOf, ref, response } from "../http/openapi-schemas";
import { changePassword } from "./account.server";
import { listSessions, revokeSession } from "./sessions.server";
import { type SignInPolicy, signInPolicy } from "./sign-in-policy.server";

const tags = ["Mon compte"];

const AccountSession = accountSessionSchema.meta({ id: "AccountSession" });

export const listAccountSessions = defineRoute(
  "user",
  {
    method: "get",
    path: "/sessions",
    operationId: "listAccountSessions",
    tags,
    description: "Les sessions ouvertes du compte, la plus récemment utilisée d'abord.",
    responses: {
      200: { description: "OK", content: jsonOf(z.array(AccountSession)) },
    },
  },
  async (c) => {
    const user = guardedUser(c);
    return c.json(await listSessions(c.get("deps").database.db, user.id, user.sessionId), 200);
  },
);

export const endAccountSession = defineRoute(
  "user",
  {
    method: "delete",
    path: "/sessions/{id}",
    operationId: "endAccountSession",
    tags,
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      204: { description: "Session terminée" },
      404: response("NotFound"),
    },
  },
  async (c) => {
    const user = guardedUser(c);
    const { id } = c.req.valid("param");
    const ended = await audited(c.get("deps"), user, async ({ tx, record }) => {
      // Only a live session of the signed-in account: any other id is unknown to it.
      if (!(await revokeSession(tx, user.id, id))) return false;
      await record({
        action: "session_ended",
        table: "users",
        rowId: user.id,
        changes: { session_id: { before: id, after: null } },
      });
      return true;
    });
    if (!ended) throw notFound("Session introuvable");
    c.get("deps").logger.info("auth.session_ended", { user_id: user.id, session_id: id });
    return c.body(null, 204);
  },
  { invalid: () => notFound("Session introuvable") },
);

export const changeAccountPassword = (policy: SignInPolicy) =>
  defineRoute(
    "user",
    {
      method: "post",
      path: "/password",
      operationId: "changeAccountPassword",
      tags,
      description:
        "Le mot de passe actuel est demandé ; les autres sessions du compte restent ouvertes.",
      request: { body: jsonBodyOf(accountPasswordSchema) },
      responses: {
        204: { description: "Mot de passe changé" },
        400: response("BadRequest"),
        422: { description: "weak_password, avec ses raisons", content: json(ref("Error")) },
        429: response("TooManyRequests"),
      },
    },
    (c) => changePassword(c, policy, c.req.valid("json")),
  );

/** /api/account: the signed-in account's own password and sessions ('Mon compte'). */
export function accountRoutes() {
  const policy = signInPolicy();
  return apiRouter([listAccountSessions, endAccountSession, changeAccountPassword(policy)]);
}

/** 'Mon compte''s API as its client sees it: each route's inputs and answers. */
export type AccountApi = ReturnType<typeof accountRoutes>;
