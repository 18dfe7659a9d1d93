import { z } from "zod";
import {
  invitationAnswerSchema,
  invitationSchema,
  memberChangeSchema,
  teamMemberSchema,
} from "#domain/team";
import { apiRouter, defineRoute, guardedUser } from "../http/openapi-route";
import { idParameter, jsonBodyOf, jsonOf, response } from "../http/openapi-schemas";
import type { AppServices } from "../spine/context";
import {
  changeMember,
  inviteMember,
  listMembers,
  removeMember,
  resendInvitation,
} from "./team.server";

const tags = ["Équipe"];

const TeamMember = teamMemberSchema.meta({ id: "TeamMember" });
const Invitation = invitationAnswerSchema.meta({ id: "Invitation" });

/** The answers every route on one member shares. */
const onMember = {
  404: response("NotFound"),
};

export const listTeam = defineRoute(
  "admin",
  {
    method: "get",
    path: "/",
    operationId: "listTeam",
    tags,
    description: "Tous les comptes, les plus anciens d'abord, avec leur rôle et leur statut.",
    responses: {
      200: { description: "OK", content: jsonOf(z.array(TeamMember)) },
    },
  },
  async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listMembers(c.get("deps").database.db), 200);
  },
);

export const inviteTeamMember = defineRoute(
  "admin",
  {
    method: "post",
    path: "/invitations",
    operationId: "inviteTeamMember",
    tags,
    description:
      "Crée le compte (statut invited : il ne peut pas se connecter) et un lien à usage unique valable 7 jours, envoyé par e-mail quand SMTP_URL est défini, sinon rendu une fois dans invite_url.",
    request: { body: jsonBodyOf(invitationSchema.meta({ id: "InvitationInput" })) },
    responses: {
      201: { description: "Invité", content: jsonOf(Invitation) },
      400: response("BadRequest"),
      409: {
        ...response("Conflict"),
        description: "already_member : un compte a déjà cette adresse",
      },
      415: response("UnsupportedType"),
    },
  },
  async (c) => {
    const member = await inviteMember(c.get("deps"), guardedUser(c), c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json(member, 201);
  },
);

export const resendTeamInvitation = defineRoute(
  "admin",
  {
    method: "post",
    path: "/{id}/invitation",
    operationId: "resendTeamInvitation",
    tags,
    description:
      "Un nouveau lien d'invitation (l'ancien ne fonctionne plus), pour un membre encore invité.",
    parameters: [idParameter],
    responses: {
      200: { description: "OK", content: jsonOf(Invitation) },
      ...onMember,
      409: { ...response("Conflict"), description: "not_invited : le membre n'est plus invité" },
    },
  },
  async (c) => {
    const member = await resendInvitation(c.get("deps"), guardedUser(c), c.req.param("id"));
    c.header("Cache-Control", "no-store");
    return c.json(member, 200);
  },
);

const lastAdmin = {
  ...response("Conflict"),
  description: "last_admin : le site n'aurait plus d'administrateur actif",
};

export const updateTeamMember = defineRoute(
  "admin",
  {
    method: "patch",
    path: "/{id}",
    operationId: "updateTeamMember",
    tags,
    description:
      "Rôle, langues, ou désactivation (ses sessions prennent fin aussitôt) et réactivation.",
    parameters: [idParameter],
    request: { body: jsonBodyOf(memberChangeSchema) },
    responses: {
      200: { description: "OK", content: jsonOf(TeamMember) },
      400: response("BadRequest"),
      ...onMember,
      409: lastAdmin,
      415: response("UnsupportedType"),
    },
  },
  async (c) => {
    const change = c.req.valid("json");
    const member = await changeMember(c.get("deps"), guardedUser(c), c.req.param("id"), change);
    return c.json(member, 200);
  },
);

export const removeTeamMember = defineRoute(
  "admin",
  {
    method: "delete",
    path: "/{id}",
    operationId: "removeTeamMember",
    tags,
    description: "Supprime le compte : ses sessions et ses liens prennent fin.",
    parameters: [idParameter],
    responses: { 204: { description: "Retiré" }, ...onMember, 409: lastAdmin },
  },
  async (c) => {
    await removeMember(c.get("deps"), guardedUser(c), c.req.param("id"));
    return c.body(null, 204);
  },
);

/** /api/team: the members of the back office, their invitations, roles and status (admin). */
export function teamRoutes(_deps: AppServices) {
  const app = apiRouter([
    listTeam,
    inviteTeamMember,
    resendTeamInvitation,
    updateTeamMember,
    removeTeamMember,
  ]);
  return app;
}

/** The team API as its client sees it: each route's inputs and answers, from its declaration. */
export type TeamApi = ReturnType<typeof teamRoutes>;
