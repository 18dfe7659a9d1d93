import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import {
  type AssistantEventData,
  type AssistantEventName,
  assistantAnswerSchema,
  assistantHandoverSchema,
  assistantQuestionSchema,
  unansweredQuerySchema,
  unansweredQuestionSchema,
} from "#domain/assistant";
import { CONTACT_HONEYPOT } from "#domain/contact";
import { fieldErrors } from "#domain/fields";
import { caughtByHoneypot, contactLimiter, fileContactMessage } from "../contact/contact.server";
import { validationFailed } from "../http/errors";
import { deleteByIdRoute, pagedListRoute } from "../http/list-routes";
import { apiRouter, defineRoute } from "../http/openapi-route";
import {
  inputSchema,
  json,
  jsonBody,
  outputSchema,
  ref,
  registerSchemas,
  response,
} from "../http/openapi-schemas";
import type { AppEnv } from "../spine/context";
import { feedbackComponents, listUnhelpfulRoute, rateAnswer, weekRoute } from "./feedback.routes";
import { countToday } from "./feedback.server";
import { readVisitorRequest } from "./language";
import {
  assistantLimiter,
  assistantMessages,
  conversationText,
  logModelFailure,
  modelAnswer,
  recordAnswer,
  retrieve,
  wholeAnswer,
} from "./reply.server";
import {
  deleteUnanswered,
  listUnanswered,
  pageUnanswered,
  purgeOldUnanswered,
} from "./unanswered.server";

const tags = ["Assistant"];

const wantsEvents = (c: Context<AppEnv>) =>
  (c.req.header("accept") ?? "").toLowerCase().includes("text/event-stream");

/**
 * Anyone asks a question. JSON: the whole answer. `Accept: text/event-stream`: the events of
 * ASSISTANT_EVENTS (domain/assistant.ts): the sources first, the answer's text as it is written,
 * `replace` when a model failed midway, `done` last. Either way the answer carries the id it is
 * kept under, as shown.
 */
export const askAssistant = defineRoute(
  "public",
  {
    method: "post",
    path: "/",
    operationId: "askAssistant",
    tags,
    description:
      "Réponse tirée du contenu publié (ou écrite par le modèle configuré à partir de ce contenu), avec son `id` (à renvoyer avec son tour dans `history`) ; avec `Accept: text/event-stream`, événements `sources`, `delta`…, `replace` (en cas d'échec du modèle en cours de réponse), `done` (`{handover, id}`).",
    request: { body: jsonBody(ref("AssistantQuestion")) },
    responses: {
      200: {
        description: "Réponse",
        content: {
          ...json(ref("AssistantAnswer")),
          "text/event-stream": { schema: { type: "string" } as never },
        },
      },
      400: response("BadRequest"),
      415: response("UnsupportedType"),
      429: response("TooManyRequests"),
    },
  },
  async (c) => {
    const { deps, body, text } = await readVisitorRequest(
      c,
      assistantLimiter,
      "assistant",
      "assistant.error.rateLimited",
    );
    const parsed = assistantQuestionSchema(assistantMessages(text)).safeParse(body);
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
    const question = parsed.data;
    const retrieved = await retrieve(deps, question);
    if (!wantsEvents(c)) {
      const reply = { ...retrieved.reply, answer: await wholeAnswer(deps, question, retrieved) };
      return c.json({ id: await recordAnswer(deps, question, retrieved, reply.answer), ...reply });
    }
    return streamSSE(c, async (stream) => {
      const send = <E extends AssistantEventName>(event: E, data: AssistantEventData[E]) =>
        stream.writeSSE({ event, data: JSON.stringify(data) });
      const aborted = new AbortController();
      stream.onAbort(() => aborted.abort());
      await send("sources", { sources: retrieved.reply.sources });
      const pieces = modelAnswer(deps, question, retrieved, aborted.signal);
      // The answer as the visitor is shown it, kept under the id `done` carries.
      let shown = "";
      try {
        for await (const piece of pieces ?? [retrieved.reply.answer]) {
          await send("delta", { text: piece });
          shown += piece;
        }
      } catch (error) {
        if (aborted.signal.aborted) return;
        logModelFailure(deps, error);
        await send(shown ? "replace" : "delta", { text: retrieved.reply.answer });
        shown = retrieved.reply.answer;
      }
      const id = await recordAnswer(deps, question, retrieved, shown);
      await send("done", { handover: retrieved.reply.handover, id });
    });
  },
);

/**
 * Anyone hands the conversation to the team: a contact message (source `assistant`) with the
 * conversation as its text (an assistant's turn as the server kept it, conversationText),
 * notified like every message; the contact form's limit and honeypot.
 */
export const handOver = defineRoute(
  "public",
  {
    method: "post",
    path: "/handover",
    operationId: "assistantHandover",
    tags,
    description:
      "Un tour `assistant` n'est montré à l'équipe comme celui de l'assistant que s'il porte l'`id` d'une réponse du serveur (gardée un jour) : son texte et ses sources sont alors ceux que le serveur a écrits ; tout autre tour est montré comme celui du visiteur.",
    request: { body: jsonBody(ref("AssistantHandover")) },
    responses: {
      201: {
        description: "Transmis à l'équipe",
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
    // One budget with the contact form: the same limiter and key.
    const { deps, body, text } = await readVisitorRequest(
      c,
      contactLimiter,
      "contact",
      "contact.toast.rateLimited",
    );
    if (caughtByHoneypot(deps, body)) return c.json({ id: crypto.randomUUID() }, 201);
    const parsed = assistantHandoverSchema(assistantMessages(text)).safeParse(body);
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
    const { name, email } = parsed.data;
    const message = await conversationText(deps, parsed.data);
    const id = await fileContactMessage(
      deps,
      { name, email, phone: null, company: null, message },
      "assistant",
    );
    await countToday(deps, { handed_over: 1 }).catch((error: unknown) =>
      deps.logger.warn("assistant.count_failed", { error }),
    );
    return c.json({ id }, 201);
  },
);

/**
 * Editors and administrators read the questions that found no good answer: the whole list, or
 * with any list parameter a page of it and its `Content-Range`.
 */
export const listUnansweredRoute = pagedListRoute(
  "editor",
  {
    path: "/unanswered",
    operationId: "listUnansweredQuestions",
    tags,
    description:
      "Regroupées par texte normalisé et langue, les plus posées d'abord ; gardées 90 jours après la dernière fois, adresses e-mail et numéros de téléphone masqués. Sans paramètre, toutes les questions ; avec `limit`, `offset`, `q` (mots cherchés au début des mots de la question, sans tenir compte des accents ni de la casse), `order` (`count` ou `last_asked_at`, `.asc` ou `.desc`) ou `lang`, une page et son en-tête `Content-Range`.",
    query: unansweredQuerySchema,
    item: unansweredQuestionSchema.meta({ id: "UnansweredQuestion" }),
  },
  {
    // The 90 days hold whenever the list is read, whatever the daily purge did.
    first: purgeOldUnanswered,
    whole: (c) => listUnanswered(c.get("deps")),
    page: (c, query) => pageUnanswered(c.get("deps"), query),
  },
);

export const deleteUnansweredRoute = deleteByIdRoute(
  {
    path: "/unanswered/{id}",
    operationId: "deleteUnansweredQuestion",
    tags,
    deleted: "Supprimée",
    missing: "Question introuvable",
  },
  deleteUnanswered,
);

/** The request and answer shapes, from domain/assistant.ts. */
function assistantComponents() {
  const question = assistantQuestionSchema();
  const handover = assistantHandoverSchema();
  const handoverInput = inputSchema(handover, handover.shape);
  (handoverInput.properties as Record<string, unknown>)[CONTACT_HONEYPOT] = {
    type: "string",
    maxLength: 0,
    description:
      "Piège à robots : laisser vide. Rempli, la réponse est un succès et rien n'est enregistré.",
  };
  return {
    AssistantQuestion: inputSchema(question, question.shape),
    AssistantAnswer: outputSchema(assistantAnswerSchema),
    AssistantHandover: handoverInput,
    ...feedbackComponents(),
  };
}

/**
 * `/api/assistant`: anyone asks and hands a conversation over; editors and administrators read
 * and delete the questions it could not answer.
 */
export function assistantRoutes() {
  const app = apiRouter([
    askAssistant,
    handOver,
    rateAnswer,
    listUnansweredRoute,
    deleteUnansweredRoute,
    listUnhelpfulRoute,
    weekRoute,
  ]);
  registerSchemas(app.openAPIRegistry, assistantComponents());
  return app;
}

/** The assistant API as its client sees it: each route's inputs and answers, from its declaration. */
export type AssistantApi = ReturnType<typeof assistantRoutes>;
