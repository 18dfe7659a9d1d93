import { entities } from "#domain/entities";
import { type Member, mayWriteLanguage } from "#domain/roles";
import { translationStates } from "#domain/translation-state";
import type { TranslationSummary, WorkCounts } from "#domain/translation-work";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "#domain/translations";
import { listRows } from "../content/rows.server";
import { siteTextTranslations } from "../site-texts/site-text-states.server";
import { SITE_TEXTS_TABLE } from "../site-texts/site-texts.server";
import type { ContentChanges } from "../spine/changes";
import type { AppServices } from "../spine/context";
import { Kept } from "../spine/kept";
import { XLIFF_TABLES } from "./xliff.server";

const counted = (): WorkCounts => ({ missing: 0, outdated: 0, machine: 0 });

/**
 * `GET /api/translations/summary`: per language the member writes (a translator: its own) and
 * per table (site texts included), how many fields are `missing`, `outdated` and `machine`. Drafts
 * count: they are translated before they are published. The counts of every language are made
 * once and kept in this process (`AppServices.translationWork`) until a row or a site text
 * changes, here or in another process.
 */
export async function translationSummary(
  deps: AppServices,
  member: Member,
): Promise<TranslationSummary> {
  const whole = await deps.translationWork.read(() => countWork(deps));
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.filter((lang) => mayWriteLanguage(member, lang)).map((lang) => [
      lang,
      whole[lang],
    ]),
  );
}

type WholeSummary = Record<TranslationLanguage, Record<string, WorkCounts>>;

/** The work left in every language: every row of the translated tables and every site text read. */
async function countWork(deps: AppServices): Promise<WholeSummary> {
  const summary = Object.fromEntries(
    TRANSLATION_LANGUAGES.map((lang) => [lang, {}]),
  ) as WholeSummary;
  const add = (lang: TranslationLanguage, table: string, state: string) => {
    const counts = summary[lang][table]!;
    if (state !== "current") counts[state as keyof WorkCounts]++;
  };
  for (const table of XLIFF_TABLES) {
    for (const lang of TRANSLATION_LANGUAGES) summary[lang][table] = counted();
    if (table === SITE_TEXTS_TABLE) {
      const texts = await siteTextTranslations(deps.database.db);
      for (const lang of TRANSLATION_LANGUAGES) {
        for (const { state } of texts[lang].values()) add(lang, table, state);
      }
      continue;
    }
    const fields = entities[table].fields;
    for (const row of (await listRows(deps, table)) as Record<string, unknown>[]) {
      const states = translationStates(fields, row);
      for (const lang of TRANSLATION_LANGUAGES) {
        for (const state of Object.values(states[lang])) add(lang, table, state);
      }
    }
  }
  return summary;
}

/**
 * The work summary kept per process: dropped on every announced change (a content table, the
 * site texts, or all of them after the relay missed some), at most ten minutes old.
 */
export function keptTranslationWork(changes: ContentChanges): Kept<WholeSummary> {
  const kept = new Kept<WholeSummary>(10 * 60 * 1000);
  changes.subscribe(() => kept.drop());
  return kept;
}

declare module "../spine/context" {
  interface AppServices {
    /** The translation work left, counted once per change (`GET /api/translations/summary`). */
    translationWork: Kept<WholeSummary>;
  }
}
