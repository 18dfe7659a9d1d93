import { type EntityDef, entitySchema } from "#domain/entities";
import { type FieldDef, fieldErrors } from "#domain/fields";
import { formatListField, parseListField } from "#domain/list-field";
import {
  DEFAULT_SITE_TIME_ZONE,
  fromZonedInput,
  SCHEDULE_COLUMNS,
  toZonedInput,
} from "#domain/schedule";
import {
  missingFields,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Translations,
  translatableFields,
} from "#domain/translations";

/**
 * Between an entity's rows (snake_case columns) and its admin form (text inputs
 * named by `formName`: startDate, growthRate, keyPlayers). Validation is the entity's
 * schema, the same one the API applies (one schema per form).
 */
export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

export const formNameOf = (column: string, field: FieldDef) => field.formName ?? column;

/** The form name of a field's value in another language: "en.title". */
export const translatedNameOf = (lang: TranslationLanguage, column: string, field: FieldDef) =>
  `${lang}.${formNameOf(column, field)}`;

function toText(field: FieldDef, value: unknown): string {
  if (field.kind === "list") return formatListField(Array.isArray(value) ? value : []);
  if (value === null || value === undefined) {
    if (field.kind === "enum") return field.default ?? "";
    return "";
  }
  return String(value);
}

/**
 * The form's starting values: empty, with the declared defaults (new research planned). A
 * publishable row's scheduled times are typed in the site's time zone (`zone`), named by their
 * columns (`publish_at`, `unpublish_at`).
 */
export function toFormValues(
  entity: EntityDef,
  row?: Record<string, unknown>,
  zone = DEFAULT_SITE_TIME_ZONE,
): FormValues {
  const values: FormValues = {};
  for (const [column, field] of Object.entries(entity.fields)) {
    values[formNameOf(column, field)] = row
      ? toText(field, row[column])
      : field.kind === "enum"
        ? (field.default ?? "")
        : field.kind === "number" && field.default !== undefined
          ? String(field.default)
          : "";
  }
  const translations = (row?.translations ?? {}) as Translations;
  for (const column of translatableFields(entity.fields)) {
    const field = entity.fields[column] as FieldDef;
    for (const lang of TRANSLATION_LANGUAGES) {
      values[translatedNameOf(lang, column, field)] = translations[lang]?.[column] ?? "";
    }
  }
  if (entity.publication) {
    for (const column of SCHEDULE_COLUMNS) values[column] = toZonedInput(row?.[column], zone);
  }
  return values;
}

/**
 * The payload the form would send, before validation; scheduled times in UTC (null when empty,
 * as typed when they are no date, for the schema's message).
 */
export function fromFormValues(
  entity: EntityDef,
  values: FormValues,
  zone = DEFAULT_SITE_TIME_ZONE,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(entity.fields)) {
    const text = values[formNameOf(column, field)] ?? "";
    if (field.kind === "list")
      payload[column] = parseListField(text); // comma-separated
    else if (field.kind === "number") payload[column] = text.trim() === "" ? null : Number(text);
    else payload[column] = text;
  }
  // The form holds every language: each one sent replaces the stored one (empty: removed).
  const translatable = translatableFields(entity.fields);
  if (translatable.length > 0) {
    const translations: Record<string, Record<string, string>> = {};
    for (const lang of TRANSLATION_LANGUAGES) {
      translations[lang] = {};
      for (const column of translatable) {
        const field = entity.fields[column] as FieldDef;
        translations[lang][column] = values[translatedNameOf(lang, column, field)] ?? "";
      }
    }
    payload.translations = translations;
  }
  if (entity.publication) {
    for (const column of SCHEDULE_COLUMNS) {
      const text = values[column] ?? "";
      const instant = fromZonedInput(text, zone);
      payload[column] = instant === undefined ? text : instant;
    }
  }
  return payload;
}

/** Column-keyed errors (the API's `fields`) → form-name-keyed errors. */
export function toFormErrors(entity: EntityDef, errors: Record<string, string>): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    // translations.en.title → en.title
    const [, lang, column] = /^translations\.(en|ar)\.(\w+)$/.exec(key) ?? [];
    const translated = column ? entity.fields[column] : undefined;
    if (translated && lang) {
      out[translatedNameOf(lang as TranslationLanguage, column as string, translated)] = message;
      continue;
    }
    const field = entity.fields[key];
    out[field ? formNameOf(key, field) : key] = message;
  }
  return out;
}

export type FormCheck =
  | { ok: true; payload: Record<string, unknown> }
  | { ok: false; errors: FormErrors };

export function validateForm(
  entity: EntityDef,
  values: FormValues,
  zone = DEFAULT_SITE_TIME_ZONE,
): FormCheck {
  const parsed = entitySchema(entity).safeParse(fromFormValues(entity, values, zone));
  if (parsed.success) return { ok: true, payload: parsed.data as Record<string, unknown> };
  return { ok: false, errors: toFormErrors(entity, fieldErrors(parsed.error)) };
}

/**
 * The translatable fields of a form still missing in a language (the rule the lists' badges
 * apply to stored rows): those with a French value and none in that language.
 */
export function missingTranslations(
  entity: EntityDef,
  values: FormValues,
  lang: TranslationLanguage,
): string[] {
  return missingFields(entity.fields, fromFormValues(entity, values), lang);
}
