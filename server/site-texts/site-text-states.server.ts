import { eq } from "drizzle-orm";
import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { fr, type MessageKey } from "#domain/i18n/fr";
import { fieldState, type TranslationState } from "#domain/translation-state";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "#domain/translations";
import type { Db } from "../db/client.server";
import { siteTexts } from "../db/schema";

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

type StoredText = Pick<
  typeof siteTexts.$inferSelect,
  "language" | "key" | "text" | "origin" | "source"
>;

/**
 * One key's translation into `lang` from its stored overrides (`language/key` → row). The
 * translation is its override, made against the French it remembers (none: the catalog's
 * French), or else the catalog's default, made against the catalog's French: both are `outdated`
 * once the French is overridden with another text. A language with neither is `missing`.
 */
function translationOf(
  stored: Map<string, StoredText>,
  lang: TranslationLanguage,
  key: MessageKey,
): SiteTextTranslation {
  const french = stored.get(`fr/${key}`)?.text ?? fr[key];
  const override = stored.get(`${lang}/${key}`);
  const text = override?.text ?? DEFAULTS[lang][key];
  const source = override ? (override.source ?? fr[key]) : fr[key];
  const origin = override?.origin === "machine" ? "machine" : "person";
  const state = fieldState(text, french, { origin, source });
  return { state, text, french, ...(source !== french ? { source } : {}) };
}

const byPlace = (rows: StoredText[]) =>
  new Map(rows.map((row) => [`${row.language}/${row.key}`, row]));

/** Every site text's state per translated language. */
export async function siteTextTranslations(db: Pick<Db, "select">): Promise<SiteTextTranslations> {
  const stored = byPlace(await db.select().from(siteTexts));
  const out = {} as SiteTextTranslations;
  for (const lang of TRANSLATION_LANGUAGES) {
    out[lang] = new Map();
    for (const key of Object.keys(fr) as MessageKey[]) {
      out[lang].set(key, translationOf(stored, lang, key));
    }
  }
  return out;
}

/** One key's translations, read in a write's transaction (the rows it locked, as they are now). */
export async function keyTranslations(
  db: Pick<Db, "select">,
  key: MessageKey,
): Promise<Record<TranslationLanguage, SiteTextTranslation>> {
  const stored = byPlace(await db.select().from(siteTexts).where(eq(siteTexts.key, key)));
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((lang) => [lang, translationOf(stored, lang, key)]),
  ) as Record<TranslationLanguage, SiteTextTranslation>;
}

/**
 * A key's states as the audit log records them beside its text: language → `{text: state}`, the
 * shape of a content row's `translation_state`, so the journal reads both alike.
 */
export async function auditedStates(db: Pick<Db, "select">, key: MessageKey) {
  const translations = await keyTranslations(db, key);
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((lang) => [lang, { text: translations[lang].state }]),
  );
}

/** One key's states and changed sources, as `GET /api/site_texts/keys` carries them. */
export function keyStates(
  translations: Record<TranslationLanguage, SiteTextTranslation | undefined>,
) {
  const state = {} as Record<TranslationLanguage, TranslationState>;
  const source: Partial<Record<TranslationLanguage, string>> = {};
  for (const lang of TRANSLATION_LANGUAGES) {
    const translation = translations[lang];
    if (!translation) continue;
    state[lang] = translation.state;
    if (translation.source !== undefined) source[lang] = translation.source;
  }
  return { translation_state: state, translation_source: source };
}

/** The states of one key in each translated language, for `GET /api/site_texts/keys`. */
export function statesOf(translations: SiteTextTranslations, key: string) {
  if (!translations.en.has(key as MessageKey)) return undefined;
  return keyStates(
    Object.fromEntries(
      TRANSLATION_LANGUAGES.map((lang) => [lang, translations[lang].get(key as MessageKey)]),
    ) as Record<TranslationLanguage, SiteTextTranslation | undefined>,
  );
}
