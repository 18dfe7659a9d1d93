import type { Language } from "#domain/languages";
import type { SiteTextKey, SiteTextOverrides } from "#domain/site-texts";
import type { TranslationState } from "#domain/translation-state";
import { apiFetch } from "~/lib/api/client";

export type { SiteTextKey };
export type AllOverrides = Record<Language, SiteTextOverrides>;

const path = (language: Language, key: string) =>
  `/api/site_texts/${language}/${encodeURIComponent(key)}`;

/** The site texts API: every key with its defaults, the overrides, and one override set or removed. */
export const siteTextsApi = {
  keys: () => apiFetch<SiteTextKey[]>("/api/site_texts/keys"),
  overrides: () => apiFetch<AllOverrides>("/api/site_texts"),
  /**
   * One override saved; a translation saved as the model suggested it (`suggested`, unchanged) is
   * the model's, a person's otherwise.
   */
  save: (language: Language, key: string, text: string, suggested?: string) =>
    apiFetch<{ text: string }>(path(language, key), {
      method: "PUT",
      body:
        language !== "fr" && suggested !== undefined && text === suggested
          ? { text, translation_origin: "machine" }
          : { text },
    }),
  reset: (language: Language, key: string) =>
    apiFetch<void>(path(language, key), { method: "DELETE" }),
};

/** A key as the team reads it: each translated language's state, and the French it was made from. */
export type KeyWithStates = SiteTextKey & {
  translation_state?: Partial<Record<Language, TranslationState>>;
  translation_source?: Partial<Record<Language, string>>;
};

/** A key's translation in `language`: its state, and the French it was made from if that changed. */
export function translationOf(entry: SiteTextKey, language: Language) {
  const read = entry as KeyWithStates;
  const state = read.translation_state?.[language];
  return state ? { state, source: read.translation_source?.[language] } : undefined;
}
