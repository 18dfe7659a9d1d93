import { isLanguage, type Language } from "#domain/languages";
import { type ListParams, listSearchParams } from "#domain/list-query";
import type { AssistantApi } from "#server/assistant/assistant.routes";
import { type ListUrlState, offsetOf } from "~/admin/components/use-list-params";
import { pageOf } from "./data-source";
import { answerOf, routeClient } from "./route-client";
import { TRANSLATED_LANGUAGE_LABELS } from "./team";

export type { UnansweredQuestion } from "#domain/assistant";
export type { AssistantWeek, UnhelpfulAnswer } from "#domain/assistant-feedback";

const assistant = routeClient<AssistantApi>("/api/assistant");

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

/** The questions' filter kept in the address: `lang`. */
export const QUESTION_FILTERS = ["lang"] as const;

/** The page of the questions an address names, as the screen asks the API for it (and its loader). */
export function questionsQuery(
  params: ListUrlState<(typeof QUESTION_FILTERS)[number]>,
): QuestionsQuery {
  const { lang } = params.filters;
  return {
    limit: params.size,
    offset: offsetOf(params),
    q: params.q || undefined,
    order: params.order,
    lang: isLanguage(lang) ? lang : undefined,
  };
}

/** The screen's view an address names: the unhelpful answers (`?vue=inutiles`) or the questions. */
export const questionsView = (search: URLSearchParams) =>
  search.get("vue") === "inutiles" ? "inutiles" : undefined;

/**
 * The questions the assistant found no good answer to (editors and administrators): grouped by
 * text and language, most asked first, kept 90 days after they were last asked; a page at a
 * time, searched, sorted and narrowed to the language they were asked in.
 */
export const unansweredQuestions = {
  /** Every question kept (the dashboard counts the week's). */
  list: () => answerOf(assistant.unanswered.$get({ query: {} })),
  page: (query: QuestionsQuery) =>
    pageOf(
      assistant.unanswered.$get({ query: Object.fromEntries(questionsSearchParams(query)) }),
      query.offset,
    ),
  remove: (id: string) =>
    answerOf(assistant.unanswered[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
};

/** The key of the unhelpful answers' list (read whole). */
export const UNHELPFUL_KEY = "unhelpful";

/** The answers visitors rated unhelpful, latest first (editors and administrators). */
export const unhelpfulAnswers = async () => {
  const rows = await answerOf(assistant.unhelpful.$get());
  return { rows, total: rows.length };
};

/** The assistant's last seven days (editors and administrators). */
