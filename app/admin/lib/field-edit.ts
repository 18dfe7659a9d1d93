import { type EntityDef, entityShape } from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import { LANGUAGES, type Language } from "#domain/languages";
import type { TranslationState } from "#domain/translation-state";
import {
  type TranslatedValues,
  type TranslationLanguage,
  translatableFields,
  translationsSchema,
} from "#domain/translations";
import type { AdminRow } from "./data-source";

export { TRANSLATION_STATE_LABELS, type TranslationState } from "#domain/translation-state";

/** The kinds of field the preview's editor writes in place: texts and lists of texts. */
export function editsInPlace(field: FieldDef | undefined): boolean {
  return field?.kind === "text" || field?.kind === "textarea" || field?.kind === "list";
}

/** The languages a field is written in: the three for a translatable one, else French. */
export function languagesOf(entity: EntityDef, field: string): Language[] {
  return translatableFields(entity.fields).includes(field) ? [...LANGUAGES] : ["fr"];
}

/** A field's text in one language as the editor shows it (a list one item a line). */
export function fieldText(row: AdminRow, field: string, language: Language): string {
  const value =
    language === "fr"
      ? row[field]
      : (row.translations as Record<string, TranslatedValues> | undefined)?.[language]?.[field];
  if (Array.isArray(value)) return value.join("\n");
  return typeof value === "string" ? value : "";
}

/** The state of a field's translation, when the row carries states. */
export function translationStateOf(
  row: AdminRow,
  field: string,
  language: Language,
): TranslationState | undefined {
  const states = row.translation_state as
    | Partial<Record<string, Record<string, TranslationState>>>
    | undefined;
  return states?.[language]?.[field];
}

export type FieldPatch =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; errors: Partial<Record<Language, string>> };

/**
 * The body of `PATCH /api/{table}/{id}` writing one field in the languages given, checked by the
 * entity's own rules first (a refusal names the language): French replaces the field; a
 * translation is sent with the rest of its language's set (a PATCH replaces a language's set
 * whole), an emptied one removed, and a language left with nothing sent as null.
 */
export function fieldPatch(
  entity: EntityDef,
  row: AdminRow,
  field: string,
  texts: Partial<Record<Language, string>>,
): FieldPatch {
  const body: Record<string, unknown> = {};
  const errors: Partial<Record<Language, string>> = {};
  const french = texts.fr;
  if (french !== undefined) {
    const value =
      entity.fields[field]?.kind === "list"
        ? french
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
        : french.trim();
    const checked = entityShape(entity)[field]?.safeParse(value);
    if (checked?.success) body[field] = checked.data;
    else errors.fr = checked?.error.issues[0]?.message ?? "Valeur invalide";
  }
  const translations: Partial<Record<TranslationLanguage, TranslatedValues | null>> = {};
  for (const language of ["en", "ar"] as const) {
    const text = texts[language];
    if (text === undefined) continue;
    const stored = (row.translations as Record<string, TranslatedValues> | undefined)?.[language];
    const set: TranslatedValues = { ...stored };
    if (text.trim() === "") delete set[field];
    else set[field] = text.trim();
    const checked = translationsSchema(entity.fields).safeParse({ [language]: set });
    if (!checked.success) errors[language] = checked.error.issues[0]?.message ?? "Valeur invalide";
    else translations[language] = Object.keys(set).length > 0 ? set : null;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(translations).length > 0) body.translations = translations;
  return { ok: true, body };
}
