import type { Language } from "#domain/languages";
import type { SiteTextKey } from "#domain/site-texts";
import type { SiteTextsApi } from "#server/site-texts/site-texts.routes";
import { type AnswerOf, apiFetch } from "~/lib/api/client";
import { answerOf, routeClient } from "./route-client";

export type { AllOverrides, SiteTextKey } from "#domain/site-texts";

const siteTexts = routeClient<SiteTextsApi>("/api/site_texts");

const path = (language: Language, key: string) =>
  `/api/site_texts/${language}/${encodeURIComponent(key)}`;

/**
 * The site texts API: every key with its defaults, the overrides, and one override set or removed
 * (a text is checked against its key's own placeholders by the handler, so it is sent with
 * `apiFetch`, its answer typed from the route).
 */
export const siteTextsApi = {
  keys: () => answerOf(siteTexts.keys.$get()),
  overrides: () => answerOf(siteTexts.index.$get()),
  /**
   * One override saved; a translation saved as the model suggested it (`suggested`, unchanged) is
   * the model's, a person's otherwise.
   */
  save: (language: Language, key: string, text: string, suggested?: string) =>
    apiFetch<AnswerOf<SiteTextsApi, "/:lang/:key", "$put">>(path(language, key), {
      method: "PUT",
      body:
        language !== "fr" && suggested !== undefined && text === suggested
          ? { text, translation_origin: "machine" }
          : { text },
    }),
  reset: (language: Language, key: string) =>
    answerOf(
      siteTexts[":lang"][":key"].$delete({
        param: { lang: language, key: encodeURIComponent(key) },
      }),
    ),
};

/** A key's translation in `language`: its state, and the French it was made from if that changed. */
export function translationOf(entry: SiteTextKey, language: Language) {
  if (language === "fr") return undefined;
  const state = entry.translation_state?.[language];
  return state ? { state, source: entry.translation_source?.[language] } : undefined;
}
