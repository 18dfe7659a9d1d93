import type { UnansweredQuestion } from "#domain/assistant";
import type { AssistantWeek, UnhelpfulAnswer } from "#domain/assistant-feedback";
import type { Language } from "#domain/languages";
import { type ListParams, listSearchParams } from "#domain/list-query";
import { apiFetch } from "~/lib/api/client";
import { fetchPage } from "./data-source";
import { TRANSLATED_LANGUAGE_LABELS } from "./team";

export type { AssistantWeek, UnansweredQuestion, UnhelpfulAnswer };

/** The visitors' languages as the back office names them. */
export const QUESTION_LANGUAGE_LABELS: Record<Language, string> = {
  fr: "Français",
  ...TRANSLATED_LANGUAGE_LABELS,
};

/** A page of the questions: a list's query and the language they were asked in. */
export type QuestionsQuery = ListParams & { lang?: Language };

/** The parameters of `GET /api/assistant/unanswered` for a query, in a stable order. */
export function questionsSearchParams({ lang, ...params }: QuestionsQuery): URLSearchParams {
  const search = listSearchParams(params);
  if (lang) search.set("lang", lang);
  return search;
}

/**
 * The questions the assistant found no good answer to (editors and administrators): grouped by
 * text and language, most asked first, kept 90 days after they were last asked; a page at a
 * time, searched, sorted and narrowed to the language they were asked in.
 */
export const unansweredQuestions = {
  /** Every question kept (the dashboard counts the week's). */
  list: () => apiFetch<UnansweredQuestion[]>("/api/assistant/unanswered"),
  page: (query: QuestionsQuery) =>
    fetchPage<UnansweredQuestion>("/api/assistant/unanswered", questionsSearchParams(query)),
  remove: (id: string) =>
    apiFetch<void>(`/api/assistant/unanswered/${encodeURIComponent(id)}`, { method: "DELETE" }),
};

/** The answers visitors rated unhelpful, latest first (editors and administrators). */
export const unhelpfulAnswers = async () => {
  const rows = await apiFetch<UnhelpfulAnswer[]>("/api/assistant/unhelpful");
  return { rows, total: rows.length };
};

/** The assistant's last seven days (editors and administrators). */
export const assistantWeek = () => apiFetch<AssistantWeek>("/api/assistant/week");
