import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { fr, type MessageKey } from "#domain/i18n/fr";
import { fieldState, type TranslationState } from "#domain/translation-state";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "#domain/translations";
import type { Db } from "../db/client.server";
import { siteTexts } from "../db/schema";
import { isSiteTextKey } from "./site-texts.server";

const DEFAULTS: Record<TranslationLanguage, Record<MessageKey, string>> = { en, ar };

/** One site text's translation into a language, as the team reads it. */
export interface SiteTextTranslation {
  state: TranslationState;
  /** The text visitors read: the override, or the catalog's default. */
  text: string;
  /** The French now: its override, or the catalog's. */
  french: string;
  /** The French the translation was made against, where it is not the French now. */
  source?: string;
}

export type SiteTextTranslations = Record<
  TranslationLanguage,
  Map<MessageKey, SiteTextTranslation>
>;

/**
 * Every site text's state per translated language. A key's translation is its override, made
 * against the French it remembers (none: the catalog's French), or else the catalog's default,
 * made against the catalog's French: both are `outdated` once the French is overridden with
 * another text. A language with neither is `missing`.
 */
export async function siteTextTranslations(db: Pick<Db, "select">): Promise<SiteTextTranslations> {
  const rows = await db.select().from(siteTexts);
  const stored = new Map(rows.map((row) => [`${row.language}/${row.key}`, row]));
  const out = {} as SiteTextTranslations;
  for (const lang of TRANSLATION_LANGUAGES) {
    out[lang] = new Map();
    for (const key of Object.keys(fr) as MessageKey[]) {
      const french = stored.get(`fr/${key}`)?.text ?? fr[key];
      const override = stored.get(`${lang}/${key}`);
      const text = override?.text ?? DEFAULTS[lang][key];
      const source = override ? (override.source ?? fr[key]) : fr[key];
      const origin = override?.origin === "machine" ? "machine" : "person";
      const state = fieldState(text, french, { origin, source });
      out[lang].set(key, { state, text, french, ...(source !== french ? { source } : {}) });
    }
  }
  return out;
}

/** The states of one key in each translated language, for `GET /api/site_texts/keys`. */
export function statesOf(translations: SiteTextTranslations, key: string) {
  if (!isSiteTextKey(key)) return undefined;
  const state = {} as Record<TranslationLanguage, TranslationState>;
  const source: Partial<Record<TranslationLanguage, string>> = {};
  for (const lang of TRANSLATION_LANGUAGES) {
    const translation = translations[lang].get(key);
    if (!translation) continue;
    state[lang] = translation.state;
    if (translation.source !== undefined) source[lang] = translation.source;
  }
  return { translation_state: state, translation_source: source };
}
