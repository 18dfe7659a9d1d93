import { z } from "zod";
import {
  CONTACT_HONEYPOT,
  CONTACT_STATUSES,
  contactMessageSchema,
  contactSchema,
} from "#domain/contact";
import { fr } from "#domain/i18n/fr";
import { contactListQuerySchema } from "#domain/list-query";
import { clientIp } from "../http/client-ip.server";
import { found, validationFailed } from "../http/errors";
import { readJson } from "../http/json";
import { deleteByIdRoute, pagedListRoute } from "../http/list-routes";
import { apiRouter, defineRoute, guardedUser } from "../http/openapi-route";
import {
  idParameter,
  inputSchema,
  json,
  jsonBody,
  jsonBodyOf,
  jsonOf,
  ref,
  registerSchemas,
  response,
} from "../http/openapi-schemas";
import { enforce } from "../http/rate-limit.server";
import {
  contactLimiter,
  deleteContactMessage,
  listContactMessages,
  pageContactMessages,
  purgeOldContactMessages,
  saveContactMessage,
  setContactStatus,
} from "./contact.server";

const StatusSchema = z.strictObject({
  status: z.enum(CONTACT_STATUSES, {
    error: `Valeur attendue : ${CONTACT_STATUSES.join(", ")}`,
  }),
});

const tags = ["Contact"];

const ContactMessage = contactMessageSchema.meta({ id: "ContactMessage" });

/** Anyone sends a message (stored by default instead of an external form service). */
export const sendContactMessage = defineRoute(
  "public",
  {
    method: "post",
    path: "/",
    operationId: "sendContactMessage",
    tags,
    request: { body: jsonBody(ref("ContactMessageInput")) },
    responses: {
      201: {
        description: "Enregistré",
        content: json({
          type: "object",
          properties: { id: { type: "string", format: "uuid" } },
          required: ["id"],
        }),
      },
      400: response("BadRequest"),
      415: response("UnsupportedType"),
      429: response("TooManyRequests"),
    },
  },
  async (c) => {
    const deps = c.get("deps");
    // The sentence the form shows, translated there into the visitor's language.
    await enforce(contactLimiter(deps), `contact:${clientIp(c)}`, fr["contact.toast.rateLimited"]);
    const result = await saveContactMessage(deps, await readJson(c));
    if (!result.ok) throw validationFailed(result.fields);
    return c.json({ id: result.id }, 201);
  },
);

// The inbox holds visitors' names, e-mails and phone numbers: editors and administrators read
// it, answer it (status) and remove messages; a translator has no need of it (403).
export const listContactMessagesRoute = pagedListRoute(
  "editor",
  {
    path: "/",
    operationId: "listContactMessages",
    tags,
    description:
      "Les plus récents d'abord ; les messages de plus de 3 ans sont effacés. Sans paramètre, tous les messages ; avec `limit`, `offset`, `before`, `q`, `status` ou `source`, une page et son en-tête `Content-Range`.",
    query: contactListQuerySchema,
    item: ContactMessage,
  },
  {
    // The privacy page promises 3 years at most; purging here too keeps the promise even if the
    // daily timer has not run.
    first: purgeOldContactMessages,
    whole: (c) => listContactMessages(c.get("deps")),
    page: (c, query) => pageContactMessages(c.get("deps"), query),
  },
);

export const updateContactMessage = defineRoute(
  "editor",
  {
    method: "patch",
    path: "/{id}",
    operationId: "updateContactMessage",
    tags,
    parameters: [idParameter],
    request: { body: jsonBodyOf(StatusSchema) },
    responses: {
      200: { description: "OK", content: jsonOf(ContactMessage) },
      400: response("BadRequest"),
      404: response("NotFound"),
    },
  },
  async (c) => {
    const { status } = c.req.valid("json");
    const row = await setContactStatus(c.get("deps"), guardedUser(c), c.req.param("id"), status);
    return c.json(found(row, "Message introuvable"), 200);
  },
);

export const deleteContactMessageRoute = deleteByIdRoute(
  {
    path: "/{id}",
    operationId: "deleteContactMessage",
    tags,
    deleted: "Supprimé",
    missing: "Message introuvable",
  },
  deleteContactMessage,
);

/** The message a visitor sends, from the form's own schema. */
function contactInputComponent() {
  const contactInput = inputSchema(contactSchema(), contactSchema().shape);
  const properties = contactInput.properties as Record<string, unknown>;
  properties[CONTACT_HONEYPOT] = {
    type: "string",
    maxLength: 0,
    description:
      "Piège à robots : laisser vide. Rempli, la réponse est un succès et rien n'est enregistré.",
  };
  return { ContactMessageInput: contactInput };
}

/**
 * `/api/contact`: anyone sends a message; the team reads them, editors and administrators mark
 * and delete them.
 */
export function contactRoutes() {
  const app = apiRouter([
    sendContactMessage,
    listContactMessagesRoute,
    updateContactMessage,
    deleteContactMessageRoute,
  ]);
  registerSchemas(app.openAPIRegistry, contactInputComponent());
  return app;
}

/** The contact API as its client sees it: each route's inputs and answers, from its declaration. */
export type ContactApi = ReturnType<typeof contactRoutes>;
