import type { EntityDef } from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import type { TranslationState } from "#domain/translation-state";
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  translatableFields,
} from "#domain/translations";
import type { TranslationsApi } from "#server/translations/translations.routes";
import { type AnswerOf, ApiError, apiFetch } from "~/lib/api/client";
import type { AdminRow } from "./data-source";
import { type FormValues, translatedNameOf } from "./form-values";

/** The model's suggestions a form holds: form name ("en.results") → the text suggested. */
export type Suggestions = Record<string, string>;

/** Per language and field, who wrote the value a save carries (`translation_origin`). */
type Origins = Partial<Record<TranslationLanguage, Record<string, "machine">>>;

/**
 * The fields a save carries as the model's: those whose value is still the suggestion, unchanged
 * (one the person edited is the person's). None: undefined.
 */
export function suggestedOrigins(
  entity: EntityDef,
  values: FormValues,
  suggestions: Suggestions,
): Origins | undefined {
  const origins: Origins = {};
  for (const lang of TRANSLATION_LANGUAGES) {
    for (const column of translatableFields(entity.fields)) {
      const name = translatedNameOf(lang, column, entity.fields[column] as FieldDef);
      const suggested = suggestions[name];
      if (suggested === undefined || values[name] !== suggested) continue;
      origins[lang] = { ...origins[lang], [column]: "machine" };
    }
  }
  return Object.keys(origins).length > 0 ? origins : undefined;
}

/** A value a team's read of a row carries per language and field (`translation_state`…). */
function perField<T>(row: AdminRow | null, key: string, lang: TranslationLanguage, column: string) {
  const byLanguage = row?.[key] as Partial<Record<string, Record<string, T>>> | undefined;
  return byLanguage?.[lang]?.[column];
}

/** A field's translation state in a row read by the team; none for a row not yet saved. */
export const stateOf = (row: AdminRow | null, lang: TranslationLanguage, column: string) =>
  perField<TranslationState>(row, "translation_state", lang, column);

/** The French a field's translation was made against, where it is not the French now. */
export const sourceOf = (row: AdminRow | null, lang: TranslationLanguage, column: string) =>
  perField<string>(row, "translation_source", lang, column);

/** How long a suggestion is awaited before the person is told the model did not answer. */
const SUGGESTION_WAIT_MS = 60_000;

export const translationMessages = {
  approved: "Traduction validée.",
  approveError: "La traduction n'a pas pu être validée. Réessayez.",
  suggested: "Traduction proposée : relisez-la avant d'enregistrer.",
  nothingToSuggest: "Aucun champ à traduire.",
  timeout: "Le modèle de traduction n'a pas répondu à temps : les champs n'ont pas changé.",
  suggestError: "La traduction n'a pas pu être proposée : les champs n'ont pas changé.",
  unavailable: "Aucun modèle de traduction n'est configuré.",
} as const;

/** Why a suggestion failed, as the person is told (the fields stay as they were). */
export function suggestionFailure(error: unknown): keyof typeof translationMessages {
  if (error instanceof ApiError) {
    if (error.status === 501) return "unavailable";
    if (error.code === "translation_timeout") return "timeout";
    return "suggestError";
  }
  if (error instanceof DOMException && error.name === "TimeoutError") return "timeout";
  return "suggestError";
}

const rowPath = (table: string, id: string) =>
  `/api/${encodeURIComponent(table)}/${encodeURIComponent(id)}/translations`;

/**
 * What a translation call answers, as its route declares it: a site text's (table `site_texts`,
 * its key as id) or a row's, whichever table the call names.
 */
export type TranslationAnswer<
  Table extends string,
  Call extends "approve" | "suggest",
> = Table extends "site_texts"
  ? AnswerOf<TranslationsApi, `/site_texts/:key/translations/${Call}`, "$post">
  : AnswerOf<TranslationsApi, `/:table/:id/translations/${Call}`, "$post">;

/**
 * The translation actions of one row (or one site text: table `site_texts`, its key as id):
 * approve fields as they are (answered: the row, or the key, with its new states), ask the model
 * for drafts.
 */
export const translationApi = {
  approve: <Table extends string>(
    table: Table,
    id: string,
    lang: TranslationLanguage,
    fields: string[],
  ) =>
    apiFetch<TranslationAnswer<Table, "approve">>(`${rowPath(table, id)}/approve`, {
      method: "POST",
      body: { lang, fields },
    }),
  suggest: <Table extends string>(
    table: Table,
    id: string,
    lang: TranslationLanguage,
    fields?: string[],
  ) =>
    apiFetch<TranslationAnswer<Table, "suggest">>(`${rowPath(table, id)}/suggest`, {
      method: "POST",
      body: fields ? { lang, fields } : { lang },
      signal: AbortSignal.timeout(SUGGESTION_WAIT_MS),
    }),
};
