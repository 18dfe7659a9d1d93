import type { UnansweredQuestion } from "#domain/assistant";
import type { Language } from "#domain/languages";
import { apiFetch } from "~/lib/api/client";
import { TRANSLATED_LANGUAGE_LABELS } from "./team";

export type { UnansweredQuestion };

/** The visitors' languages as the back office names them. */
export const QUESTION_LANGUAGE_LABELS: Record<Language, string> = {
  fr: "Français",
  ...TRANSLATED_LANGUAGE_LABELS,
};

/**
 * The questions the assistant found no good answer to (editors and administrators): grouped by
 * text and language, most asked first, kept 90 days after they were last asked.
 */
export const unansweredQuestions = {
  list: () => apiFetch<UnansweredQuestion[]>("/api/assistant/unanswered"),
  remove: (id: string) =>
    apiFetch<void>(`/api/assistant/unanswered/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
