import { z } from "zod";
import { type FieldDef, type Fields, fieldSchema } from "./fields";
import type { Language } from "./languages";

/**
 * Content in three languages. French is the source language: a row keeps its French text in its
 * own fields, and the other languages' values of its translatable fields in one more field,
 * `translations`: {"en": {field: value}, "ar": {field: value}}. A language, or one field of it,
 * may be missing: readers then get the French value, marked as such.
 */
export const TRANSLATION_LANGUAGES = ["en", "ar"] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
export type TranslatedValues = Record<string, string>;
export type Translations = Partial<Record<TranslationLanguage, TranslatedValues>>;

export const translationMessages = {
  unknownLanguage: "Langue inconnue (langues traduites : en, ar)",
  unknownField: "Champ inconnu ou non traduisible",
  invalid: "Traductions invalides : un objet par langue",
} as const;

export function isTranslationLanguage(value: string): value is TranslationLanguage {
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}

/** The fields of an entity that visitors read in their language. */
export function translatableFields(fields: Fields): string[] {
  return Object.entries(fields)
    .filter(([, field]) => "translatable" in field && field.translatable === true)
    .map(([name]) => name);
}

/** A translated value follows its field's rules, except "required": a missing one is French. */
const optionalRules = (field: FieldDef): FieldDef =>
  "required" in field ? { ...field, required: false } : field;

const dropEmpty = <T>(record: Record<string, T | null | undefined>) =>
  Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && value !== undefined),
  ) as Record<string, T>;

/**
 * The schema of `translations`: only the translated languages, only the translatable fields, each
 * value by its field's rules; empty values and languages left empty are dropped.
 */
export function translationsSchema(fields: Fields): z.ZodType<Translations> {
  const shape: Record<string, z.ZodType> = {};
  for (const name of translatableFields(fields)) {
    shape[name] = fieldSchema(optionalRules(fields[name] as FieldDef)).optional();
  }
  const language = z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? translationMessages.unknownField
          : translationMessages.invalid,
    })
    .transform((values) => dropEmpty(values as Record<string, string | null | undefined>));
  const languages: Record<string, z.ZodType> = {};
  for (const lang of TRANSLATION_LANGUAGES) languages[lang] = language.optional();
  return z
    .strictObject(languages, {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? translationMessages.unknownLanguage
          : translationMessages.invalid,
    })
    .transform((byLanguage) => {
      const out: Translations = {};
      for (const lang of TRANSLATION_LANGUAGES) {
        const values = byLanguage[lang] as TranslatedValues | undefined;
        if (values && Object.keys(values).length > 0) out[lang] = values;
      }
      return out;
    }) as unknown as z.ZodType<Translations>;
}

/**
 * A PATCH's `translations` applied to the stored ones: each language given replaces that
 * language's set, `null` removes it, languages not given are kept. Anything that is not an object
 * is passed on for the schema to refuse.
 */
export function mergeTranslations(stored: unknown, patch: unknown): unknown {
  if (typeof patch !== "object" || patch === null || Array.isArray(patch)) return patch;
  const merged: Record<string, unknown> =
    typeof stored === "object" && stored !== null ? { ...stored } : {};
  for (const [lang, values] of Object.entries(patch)) {
    if (values === null && isTranslationLanguage(lang)) delete merged[lang];
    else merged[lang] = values;
  }
  return merged;
}

/**
 * The translatable fields of a row still to translate into `lang`: those with a French text and
 * no text in that language (blank counts as missing).
 */
export function missingFields(
  fields: Fields,
  row: Record<string, unknown>,
  lang: TranslationLanguage,
): string[] {
  const translated = ((row.translations ?? {}) as Translations)[lang];
  return translatableFields(fields).filter(
    (name) => hasText(row[name]) && !hasText(translated?.[name]),
  );
}

/** The languages whose every filled French translatable field has a value. */
export function completeLanguages(
  fields: Fields,
  row: Record<string, unknown>,
): Record<Language, boolean> {
  const complete = (lang: TranslationLanguage) => missingFields(fields, row, lang).length === 0;
  return { fr: true, en: complete("en"), ar: complete("ar") };
}

const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * A row read in one language: translatable fields in that language, French where missing. Its
 * other columns keep their types (a mapped type, not `Omit`, which would lose a row's named
 * columns beside an index signature).
 */
export type Resolved<R> = {
  [K in keyof R as K extends "translations" | "translation_basis" ? never : K]: R[K];
} & {
  lang: Language;
  fallback: string[];
};

/**
 * A row's translatable fields in `lang`, French where that language has no value; `fallback`
 * names the fields shown in French (a French value that is empty too is not listed). A
 * translation the model wrote and no person approved yet is read as missing, unless `machine`
 * is `shown` (MACHINE_TRANSLATIONS_PUBLIC=true).
 */
export function resolveRow<R extends Record<string, unknown>>(
  fields: Fields,
  row: R,
  lang: Language,
  { machine = "hidden" }: { machine?: "hidden" | "shown" } = {},
): Resolved<R> {
  const { translations, translation_basis, ...rest } = row as R & {
    translations?: Translations;
    translation_basis?: Partial<Record<string, Record<string, { origin?: string }>>>;
  };
  const out = { ...rest, lang, fallback: [] as string[] } as Record<string, unknown> & {
    fallback: string[];
  };
  if (lang === "fr") return out as Resolved<R>;
  const values = translations?.[lang] ?? {};
  const bases = translation_basis?.[lang] ?? {};
  for (const name of translatableFields(fields)) {
    const translated = values[name];
    const unreviewed = machine === "hidden" && bases[name]?.origin === "machine";
    if (hasText(translated) && !unreviewed) out[name] = translated;
    else if (hasText(row[name])) out.fallback.push(name);
  }
  return out as Resolved<R>;
}
