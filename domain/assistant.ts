import { z } from "zod";
import {
  CONTACT_HONEYPOT,
  CONTACT_LIMITS,
  CONTACT_MESSAGES_FR,
  type ContactMessages,
  requiredText,
} from "./contact";
import { withoutNul } from "./fields";
import { LANGUAGES } from "./languages";
import { listPageSchema, orderSchema } from "./list-query";
import { pure } from "./pure";

/**
 * The assistant's API (`POST /api/assistant`, `POST /api/assistant/handover`): the shapes the
 * widget sends and reads, one schema each for the browser and the server. Field messages are in
 * the visitor's language: each side passes its own (the server's come from the public catalogs).
 */

/** Bounds on what a visitor sends, and on what of it reaches the index or a model. */
export const ASSISTANT_LIMITS = {
  /** A question's characters. */
  message: 500,
  /** The conversation's turns sent with a question or a hand-over (the widget sends the last). */
  history: 20,
  /** A turn's characters kept: longer turns are cut to this, never refused below `turnMax`. */
  turn: 500,
  /** A turn's characters beyond which the request is refused. */
  turnMax: 5000,
  /** The characters of the path of the page a conversation started on. */
  page: 300,
} as const;

/** A path of the site: one `/` then anything but spaces and control characters (never `//`). */
const SITE_PATH = /^\/(?!\/)[^\s\p{Cc}]*$/u;

/**
 * The booking page's address (a site text) when it is an https URL, else '' (no link is
 * offered): whatever staff typed, only an https page opens from the assistant.
 */
export function bookingAddress(text: string): string {
  try {
    const url = new URL(text.trim());
    return url.protocol === "https:" && url.hostname !== "" ? url.href : "";
  } catch {
    return "";
  }
}

/** Who said a turn of the conversation. */
export const ASSISTANT_ROLES = ["visitor", "assistant"] as const;
export type AssistantRole = (typeof ASSISTANT_ROLES)[number];

/**
 * Field-level messages, in the language of the side that shows them: the contact form's (a
 * required field, a text too long, an e-mail) and the assistant's own.
 */
export interface AssistantMessages extends ContactMessages {
  /** The hand-over's consent box left unticked. */
  consent: string;
  /** Anything else malformed (a language, a role, too many turns). */
  invalid: string;
}

export const ASSISTANT_MESSAGES_FR: AssistantMessages = {
  ...CONTACT_MESSAGES_FR,
  consent: "Veuillez accepter que l'équipe reçoive cette conversation",
  invalid: "Valeur invalide",
};

/** A text cut to `max` characters, at a word where one is near, with an ellipsis. */
export function truncateTurn(text: string, max: number = ASSISTANT_LIMITS.turn): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function historySchema(messages: AssistantMessages) {
  return z
    .array(
      z.object({
        role: z.enum(ASSISTANT_ROLES, { error: messages.invalid }),
        /** An assistant's turn: the `id` its answer carried (the hand-over shows staff its text as stored). */
        id: z.uuid({ error: messages.invalid }).optional(),
        text: z
          .string({ error: messages.invalid })
          .overwrite(withoutNul)
          .trim()
          .max(ASSISTANT_LIMITS.turnMax, { error: messages.tooLong(ASSISTANT_LIMITS.turnMax) })
          .overwrite((text) => truncateTurn(text)),
      }),
      { error: messages.invalid },
    )
    .max(ASSISTANT_LIMITS.history, { error: messages.invalid });
}

const languageSchema = (messages: AssistantMessages) =>
  z.enum(LANGUAGES, { error: messages.invalid });

/** `POST /api/assistant`: a question, the page's language and the conversation so far. */
export function assistantQuestionSchema(messages: AssistantMessages = ASSISTANT_MESSAGES_FR) {
  return z.object({
    message: z
      .string({ error: messages.required })
      .overwrite(withoutNul)
      .trim()
      .min(1, { error: messages.required })
      .max(ASSISTANT_LIMITS.message, { error: messages.tooLong(ASSISTANT_LIMITS.message) }),
    lang: languageSchema(messages),
    history: historySchema(messages).default([]),
  });
}

export type AssistantQuestionInput = z.input<ReturnType<typeof assistantQuestionSchema>>;
export type AssistantQuestion = z.output<ReturnType<typeof assistantQuestionSchema>>;
export type AssistantTurn = AssistantQuestion["history"][number];

/** One source card: a page of the site, its title and one line of it. */
export const assistantSourceSchema = pure(() =>
  z.object({
    title: z.string(),
    /** A site path (`/cases/{slug}`, `/services#data`…), never an outside address. */
    url: z.string().startsWith("/"),
    /** One line of plain text. */
    excerpt: z.string(),
    /** The language of title and excerpt: `fr` where the asked language has no translation. */
    lang: z.enum(LANGUAGES),
  }),
);
export type AssistantSourceCard = z.infer<typeof assistantSourceSchema>;

/**
 * The JSON answer: its id (sent back with the turn in a conversation's history), plain text in
 * `lang`, at most three sources, and whether to hand over.
 */
export const assistantAnswerSchema = pure(() =>
  z.object({
    id: z.uuid(),
    answer: z.string(),
    sources: z.array(assistantSourceSchema).max(3),
    /** Offer the hand-over form: nothing answered well enough, or the visitor asked for a person. */
    handover: z.boolean(),
    lang: z.enum(LANGUAGES),
  }),
);
export type AssistantReply = z.infer<typeof assistantAnswerSchema>;

/**
 * The events of `POST /api/assistant` with `Accept: text/event-stream`, in this order:
 * - `sources` `{sources}` once, first;
 * - `delta` `{text}` any number of times: the answer's next piece of plain text, appended;
 * - `replace` `{text}` at most once, after deltas: the model failed or was too slow midway, the
 *   text shown so far is replaced by this whole answer (the retrieval answer);
 * - `done` `{handover, id}` once, last: `id` names the answer as shown (sent back with its turn).
 * Each event's `data` is one line of JSON.
 */
export const ASSISTANT_EVENTS = ["sources", "delta", "replace", "done"] as const;
export type AssistantEventName = (typeof ASSISTANT_EVENTS)[number];
export interface AssistantEventData {
  sources: { sources: AssistantSourceCard[] };
  delta: { text: string };
  replace: { text: string };
  done: { handover: boolean; id: string };
}

/**
 * `POST /api/assistant/handover`: the visitor's name and e-mail, consent to the team receiving
 * the conversation (ticked, the privacy page linked beside it), and the conversation itself.
 * The contact form's limits and honeypot apply.
 */
export function assistantHandoverSchema(messages: AssistantMessages = ASSISTANT_MESSAGES_FR) {
  const required = (max: number) => requiredText(messages, max);
  return z.object({
    name: required(CONTACT_LIMITS.name),
    email: required(CONTACT_LIMITS.email).pipe(z.email({ error: messages.invalidEmail })),
    consent: z.literal(true, { error: messages.consent }),
    lang: languageSchema(messages),
    history: historySchema(messages).min(1, { error: messages.required }),
    /** The site page the conversation started on (a path), shown to staff. */
    page: z
      .string({ error: messages.invalid })
      .max(ASSISTANT_LIMITS.page, { error: messages.invalid })
      .regex(SITE_PATH, { error: messages.invalid })
      .optional(),
    [CONTACT_HONEYPOT]: z.string().max(0).optional(),
  });
}

export type AssistantHandoverInput = z.input<ReturnType<typeof assistantHandoverSchema>>;
export type AssistantHandover = z.output<ReturnType<typeof assistantHandoverSchema>>;

/** A question that found no good answer, as `GET /api/assistant/unanswered` lists it. */
export const unansweredQuestionSchema = pure(() =>
  z.object({
    id: z.uuid(),
    question: z.string(),
    lang: z.enum(LANGUAGES),
    count: z.number().int(),
    last_asked_at: z.string(),
  }),
);
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;

/** The columns the unanswered questions sort on; most asked first when no order is asked. */
export const UNANSWERED_ORDER_COLUMNS = ["count", "last_asked_at"] as const;

/**
 * The query of `GET /api/assistant/unanswered`: a page (`limit`, `offset`), a search (`q`), an
 * order on UNANSWERED_ORDER_COLUMNS and the visitor's language (`lang`), read as every list's.
 */
export const unansweredQuerySchema = listPageSchema.extend({
  order: orderSchema(UNANSWERED_ORDER_COLUMNS)
    .optional()
    .describe(
      `Le tri, \`colonne.asc\` ou \`colonne.desc\` (les plus posées d'abord sans lui) ; colonnes : ${UNANSWERED_ORDER_COLUMNS.join(", ")}.`,
    ),
  lang: z
    .enum(LANGUAGES, { error: `Valeur attendue : ${LANGUAGES.join(", ")}` })
    .optional()
    .describe("Les questions posées dans cette langue."),
});
export type UnansweredQuery = z.output<typeof unansweredQuerySchema>;

/** How long an unanswered question is kept after it was last asked. */
export const UNANSWERED_RETENTION_DAYS = 90;
