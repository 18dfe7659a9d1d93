import { z } from "zod";
import { ASSISTANT_MESSAGES_FR, type AssistantMessages } from "./assistant";
import { withoutNul } from "./fields";
import { LANGUAGES } from "./languages";
import { pure } from "./pure";

/**
 * What visitors say of the assistant's answers and what staff read of its week: the shapes of
 * `POST /api/assistant/feedback` (one schema for the widget and the server), of the unhelpful
 * answers and of the week's report.
 */

/** A feedback comment's characters. */
export const FEEDBACK_COMMENT_MAX = 1000;

/** How long what visitors said of the answers is kept. */
export const FEEDBACK_RETENTION_DAYS = 90;

/** `POST /api/assistant/feedback`: whether the answer with this id helped, and maybe why. */
export function assistantFeedbackSchema(messages: AssistantMessages = ASSISTANT_MESSAGES_FR) {
  return z.object({
    id: z.uuid({ error: messages.invalid }),
    helpful: z.boolean({ error: messages.invalid }),
    comment: z
      .string({ error: messages.invalid })
      .overwrite(withoutNul)
      .trim()
      .max(FEEDBACK_COMMENT_MAX, { error: messages.tooLong(FEEDBACK_COMMENT_MAX) })
      .optional(),
  });
}
export type AssistantFeedback = z.output<ReturnType<typeof assistantFeedbackSchema>>;

/** A source as it was shown under an answer: its title and its site path. */
const shownSourceSchema = pure(() => z.object({ title: z.string(), url: z.string() }));

/** An answer a visitor rated unhelpful, as `GET /api/assistant/unhelpful` lists it. */
export const unhelpfulAnswerSchema = pure(() =>
  z.object({
    id: z.uuid(),
    question: z.string(),
    lang: z.enum(LANGUAGES),
    answer: z.string(),
    sources: z.array(shownSourceSchema),
    comment: z.string().nullable(),
    created_at: z.string(),
  }),
);
export type UnhelpfulAnswer = z.infer<typeof unhelpfulAnswerSchema>;

/** The most unanswered questions the week's report names. */
export const WEEK_UNANSWERED = 5;

/**
 * The assistant's last seven days (`GET /api/assistant/week`): questions asked, answered from the
 * site, conversations handed to the team, answers rated and rated helpful, and the questions
 * asked in the week that found no answer, most asked first.
 */
export const assistantWeekSchema = pure(() =>
  z.object({
    since: z.string(),
    asked: z.number().int(),
    answered: z.number().int(),
    handed_over: z.number().int(),
    rated: z.number().int(),
    helpful: z.number().int(),
    unanswered: z
      .array(
        z.object({
          id: z.uuid(),
          question: z.string(),
          lang: z.enum(LANGUAGES),
          count: z.number().int(),
        }),
      )
      .max(WEEK_UNANSWERED),
  }),
);
export type AssistantWeek = z.infer<typeof assistantWeekSchema>;
