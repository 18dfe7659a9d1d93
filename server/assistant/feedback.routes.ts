import { z } from "zod";
import {
  assistantFeedbackSchema,
  assistantWeekSchema,
  unhelpfulAnswerSchema,
} from "#domain/assistant-feedback";
import { fieldErrors } from "#domain/fields";
import { conflict, notFound, validationFailed } from "../http/errors";
import { defineRoute } from "../http/openapi-route";
import { inputSchema, json, jsonBody, jsonOf, ref, response } from "../http/openapi-schemas";
import { listUnhelpful, recordFeedback, weekReport } from "./feedback.server";
import { readVisitorRequest } from "./language";
import { assistantLimiter, assistantMessages } from "./reply.server";

const tags = ["Assistant"];

/**
 * Anyone says whether an answer helped, once per answer (its id): the questions' limit per
 * address, counted apart from the questions; nothing of who rated is stored.
 */
export const rateAnswer = defineRoute(
  "public",
  {
    method: "post",
    path: "/feedback",
    operationId: "rateAssistantAnswer",
    tags,
    description:
      "Une fois par réponse (son `id`, gardé un jour) : 409 `already_rated` pour un deuxième avis, 404 pour un `id` inconnu ou trop ancien. Le commentaire est gardé 90 jours, adresses e-mail et numéros de téléphone masqués ; rien de qui l'a donné n'est gardé. Limité par adresse comme les questions (`ASSISTANT_RATE_LIMIT` par 10 minutes), compté à part.",
    request: { body: jsonBody(ref("AssistantFeedback")) },
    responses: {
      201: {
        description: "Avis enregistré",
        content: json({
          type: "object",
          properties: { id: { type: "string", format: "uuid" } },
          required: ["id"],
        }),
      },
      400: response("BadRequest"),
      404: response("NotFound"),
      409: response("Conflict"),
      415: response("UnsupportedType"),
      429: response("TooManyRequests"),
    },
  },
  async (c) => {
    const { deps, body, text } = await readVisitorRequest(
      c,
      assistantLimiter,
      "assistant-feedback",
      "assistant.error.rateLimited",
    );
    const parsed = assistantFeedbackSchema(assistantMessages(text)).safeParse(body);
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
    const refused = await recordFeedback(deps, parsed.data);
    if (refused === "unknown") throw notFound(text("assistant.feedback.expired"));
    if (refused === "already_rated") {
      throw conflict("already_rated", text("assistant.feedback.already"));
    }
    return c.json({ id: parsed.data.id }, 201);
  },
);

/** Editors and administrators read the answers visitors rated unhelpful. */
export const listUnhelpfulRoute = defineRoute(
  "editor",
  {
    method: "get",
    path: "/unhelpful",
    operationId: "listUnhelpfulAnswers",
    tags,
    description:
      "Les réponses jugées inutiles par les visiteurs, les plus récentes d'abord (200 au plus) : la question, la réponse, les sources montrées (titres et chemins) et le commentaire. Gardées 90 jours.",
    responses: {
      200: {
        description: "OK",
        content: jsonOf(z.array(unhelpfulAnswerSchema.meta({ id: "UnhelpfulAnswer" }))),
      },
    },
  },
  async (c) => c.json(await listUnhelpful(c.get("deps")), 200),
);

/** Editors and administrators read the assistant's last seven days. */
export const weekRoute = defineRoute(
  "editor",
  {
    method: "get",
    path: "/week",
    operationId: "assistantWeek",
    tags,
    description:
      "Les sept derniers jours de l'assistant : questions posées, répondues par le site, conversations transmises à l'équipe, réponses évaluées et jugées utiles, et les questions sans réponse posées dans la semaine, les plus posées d'abord (5 au plus).",
    responses: {
      200: {
        description: "OK",
        content: jsonOf(assistantWeekSchema.meta({ id: "AssistantWeek" })),
      },
    },
  },
  async (c) => c.json(await weekReport(c.get("deps")), 200),
);

/** The feedback's request and answer shapes, from domain/assistant-feedback.ts. */
export function feedbackComponents() {
  const feedback = assistantFeedbackSchema();
  return {
    AssistantFeedback: inputSchema(feedback, feedback.shape),
  };
}
