import { z } from "zod";
import type { Fields } from "./fields";
import { pure } from "./pure";
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Translations,
  translatableFields,
  translationMessages,
} from "./translations";

/**
 * Where each translation of a field stands, per language:
 * - `missing`: no translation (visitors read the French, marked as French);
 * - `current`: a person's translation of the French as it is now;
 * - `outdated`: a person's translation of a French text that changed since (visitors read it; the
 *   back office flags it, with the French as it was beside the French now);
 * - `machine`: written by the translation model, not yet reviewed by a person (visitors read the
 *   French until a person approves it, unless MACHINE_TRANSLATIONS_PUBLIC=true).
 *
 * The state is not stored: each translation keeps its basis, who wrote it (a person or the model)
 * and the French text it was made against; the state follows from the basis and the French now.
 * Whatever changes the French (an edit, a restored version, an import), a person's translation
 * of another French is `outdated`, and the same French again makes it `current` again.
 */
export const TRANSLATION_STATES = ["missing", "current", "outdated", "machine"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Each state as the back office names it. */
export const TRANSLATION_STATE_LABELS: Record<TranslationState, string> = {
  missing: "Manquante",
  current: "À jour",
  outdated: "À revoir",
  machine: "Traduction automatique",
};

/**
 * Whether a model's suggestion is for a text in `state` when the caller names none: nothing
 * written yet, or written for an older French.
 */
export const isSuggested = (state: TranslationState | undefined): boolean =>
  state === "missing" || state === "outdated";

/** Who wrote a translation. */
export type TranslationOrigin = "person" | "machine";

/** A translation's basis: who wrote it, and the French text it was made against. */
export interface TranslationBasis {
  origin: TranslationOrigin;
  source: string;
}

/** The bases of a row's translations: language → field → basis (fields with a translation only). */
export type TranslationBases = Partial<
  Record<TranslationLanguage, Record<string, TranslationBasis>>
>;

/** language → field → state, as staff reads carry it (`translation_state`). */
export type TranslationStates = Record<TranslationLanguage, Record<string, TranslationState>>;
/** language → field → the French a translation was made against, where it differs from now. */
export type TranslationSources = Partial<Record<TranslationLanguage, Record<string, string>>>;

const hasText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/**
 * One translation's state. A translation with no basis (written before bases were kept) is a
 * person's of the French now. A field without French and without translation has nothing to
 * translate: `current`.
 */
export function fieldState(
  translated: unknown,
  french: unknown,
  basis: TranslationBasis | undefined,
): TranslationState {
  if (!hasText(translated)) return hasText(french) ? "missing" : "current";
  if (basis?.origin === "machine") return "machine";
  if (!basis || basis.source === (french ?? "")) return "current";
  return "outdated";
}

/** A row's stored translations and their bases. */
interface Translated {
  translations?: Translations | null;
  translation_basis?: TranslationBases | null;
}

/** The state of every translatable field of a row in every translated language. */
export function translationStates(
  fields: Fields,
  row: Record<string, unknown> & Translated,
): TranslationStates {
  const states = {} as TranslationStates;
  for (const lang of TRANSLATION_LANGUAGES) {
    states[lang] = {};
    for (const name of translatableFields(fields)) {
      states[lang][name] = fieldState(
        row.translations?.[lang]?.[name],
        row[name],
        row.translation_basis?.[lang]?.[name],
      );
    }
  }
  return states;
}

/**
 * The French each translation was made against, where it is not the French now (an `outdated`
 * translation, or a machine one of an older French): what the back office shows beside the
 * French now. A translation of the French now is left out, so lists stay light.
 */
export function translationSources(
  fields: Fields,
  row: Record<string, unknown> & Translated,
): TranslationSources {
  const sources: TranslationSources = {};
  for (const lang of TRANSLATION_LANGUAGES) {
    for (const name of translatableFields(fields)) {
      const basis = row.translation_basis?.[lang]?.[name];
      if (!basis || !hasText(row.translations?.[lang]?.[name])) continue;
      if (basis.source === (row[name] ?? "")) continue;
      sources[lang] = { ...sources[lang], [name]: basis.source };
    }
  }
  return sources;
}

/** Per language and field, who wrote the value a write carries (`translation_origin`). */
export type TranslationOrigins = Partial<
  Record<TranslationLanguage, Record<string, TranslationOrigin>>
>;

/**
 * The bases after a write (`before`: the row as it was, none for a new row; `after`: the row the
 * write makes). A translation the write gave a new value (or marked with an origin) is its
 * writer's, made against the French it now sits beside; one it left as it was keeps its basis
 * (or, without one, is a person's of the French before the write: the write may have changed the
 * French under it). A field without translation has no basis.
 */
export function nextBases(
  fields: Fields,
  before: (Record<string, unknown> & Translated) | undefined,
  after: Record<string, unknown> & Translated,
  origins: TranslationOrigins = {},
): TranslationBases {
  const bases: TranslationBases = {};
  for (const lang of TRANSLATION_LANGUAGES) {
    const values: Record<string, TranslationBasis> = {};
    for (const name of translatableFields(fields)) {
      const value = after.translations?.[lang]?.[name];
      if (!hasText(value)) continue;
      const origin = origins[lang]?.[name];
      const kept = before?.translation_basis?.[lang]?.[name];
      const unchanged = before !== undefined && before.translations?.[lang]?.[name] === value;
      if (origin || !unchanged) {
        values[name] = { origin: origin ?? "person", source: String(after[name] ?? "") };
      } else {
        values[name] = kept ?? { origin: "person", source: String(before[name] ?? "") };
      }
    }
    if (Object.keys(values).length > 0) bases[lang] = values;
  }
  return bases;
}

/**
 * The bases after a person approves `names` in `lang`: each of those translations becomes that
 * person's, made against the French now, its text unchanged.
 */
export function approvedBases(
  row: Record<string, unknown> & Translated,
  lang: TranslationLanguage,
  names: readonly string[],
): TranslationBases {
  const bases: TranslationBases = structuredClone(row.translation_basis ?? {});
  const values = { ...bases[lang] };
  for (const name of names) values[name] = { origin: "person", source: String(row[name] ?? "") };
  bases[lang] = values;
  return bases;
}

const originSchema = pure(() =>
  z.enum(["person", "machine"], {
    error: "Origine attendue : person ou machine",
  }),
);

/**
 * `translation_origin` of a write: language → translatable field → who wrote the value the write
 * carries for it (`machine`: a suggestion of the model saved unchanged).
 */
export function translationOriginsSchema(fields: Fields): z.ZodType<TranslationOrigins> {
  const shape = Object.fromEntries(
    translatableFields(fields).map((name) => [name, originSchema.optional()]),
  );
  const language = z.strictObject(shape, { error: translationMessages.unknownField }).optional();
  return z.strictObject(Object.fromEntries(TRANSLATION_LANGUAGES.map((lang) => [lang, language])), {
    error: translationMessages.unknownLanguage,
  }) as unknown as z.ZodType<TranslationOrigins>;
}

/** A request naming translated fields of one language (approve, suggest). */
export const translationFieldsSchema = pure(() =>
  z.strictObject({
    lang: z.enum(TRANSLATION_LANGUAGES, { error: translationMessages.unknownLanguage }),
    fields: z.array(z.string().max(100)).max(50).optional(),
  }),
);
export type TranslationFieldsRequest = z.infer<typeof translationFieldsSchema>;
