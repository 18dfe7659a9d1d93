import { entities } from "#domain/entities";
import { mayWriteLanguage } from "#domain/roles";
import { translationStates } from "#domain/translation-state";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "#domain/translations";
import { listRows } from "../content/rows.server";
import { siteTextTranslations } from "../site-texts/site-text-states.server";
import { SITE_TEXTS_TABLE } from "../site-texts/site-texts.server";
import type { AppServices, AuthUser } from "../spine/context";
import { XLIFF_TABLES } from "./xliff.server";

/** The work left in one table and language: fields (or site texts) in each state but `current`. */
export interface WorkCounts {
  missing: number;
  outdated: number;
  machine: number;
}
export type TranslationSummary = Partial<Record<TranslationLanguage, Record<string, WorkCounts>>>;

const counted = (): WorkCounts => ({ missing: 0, outdated: 0, machine: 0 });

/**
 * `GET /api/translations/summary`: per language the member writes (a translator: its own) and
 * per table (site texts included), how many fields are `missing`, `outdated` and `machine`. Drafts
 * count: they are translated before they are published.
 */
export async function translationSummary(
  deps: AppServices,
  user: AuthUser,
): Promise<TranslationSummary> {
  const languages = TRANSLATION_LANGUAGES.filter((lang) => mayWriteLanguage(user, lang));
  const summary: TranslationSummary = {};
  for (const lang of languages) summary[lang] = {};
  const add = (lang: TranslationLanguage, table: string, state: string) => {
    const counts = summary[lang]![table]!;
    if (state !== "current") counts[state as keyof WorkCounts]++;
  };
  const texts = languages.length > 0 ? await siteTextTranslations(deps.database.db) : undefined;
  for (const table of XLIFF_TABLES) {
    if (table === SITE_TEXTS_TABLE) {
      for (const lang of languages) {
        summary[lang]![table] = counted();
        for (const { state } of texts![lang].values()) add(lang, table, state);
      }
      continue;
    }
    const fields = entities[table].fields;
    for (const lang of languages) summary[lang]![table] = counted();
    for (const row of (await listRows(deps, table)) as Record<string, unknown>[]) {
      const states = translationStates(fields, row);
      for (const lang of languages) {
        for (const state of Object.values(states[lang])) add(lang, table, state);
      }
    }
  }
  return summary;
}
