import { z } from "zod";
import { pure } from "./pure";
import { TRANSLATION_LANGUAGES } from "./translations";

/**
 * What the translation calls answer, declared once: the routes' documents and their handlers'
 * answers are checked against these, and the back office reads their types.
 */

const translationLanguage = pure(() => z.enum(TRANSLATION_LANGUAGES));

/** The work left in one table and language: fields (or site texts) in each state but `current`. */
export const workCountsSchema = pure(() =>
  z.object({
    missing: z.number().int(),
    outdated: z.number().int(),
    machine: z.number().int(),
  }),
);
export type WorkCounts = z.infer<typeof workCountsSchema>;

/** `GET /api/translations/summary`: language → table → the work left (the member's languages). */
export const translationSummarySchema = pure(() =>
  z
    .partialRecord(translationLanguage, z.record(z.string(), workCountsSchema))
    .describe("langue → table → {missing, outdated, machine}"),
);
export type TranslationSummary = z.infer<typeof translationSummarySchema>;

/** What a suggestion answers: the model's text per field, nothing saved. */
export const translationSuggestionSchema = pure(() =>
  z.object({
    lang: translationLanguage,
    values: z.record(z.string(), z.string()),
  }),
);
export type TranslationSuggestion = z.infer<typeof translationSuggestionSchema>;

/** What an XLIFF import did: texts written, texts left as they were, units refused and why. */
export const importResultSchema = pure(() =>
  z.object({
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.array(z.object({ id: z.string(), reason: z.string() })),
  }),
);
export type ImportResult = z.infer<typeof importResultSchema>;
