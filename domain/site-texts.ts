import { z } from "zod";
import type { MessageKey } from "./i18n/fr";
import { LANGUAGES, type Language } from "./languages";
import { pure } from "./pure";
import { siteTextPlace } from "./site-text-places";
import { TRANSLATION_STATES } from "./translation-state";
import { TRANSLATION_LANGUAGES } from "./translations";

/**
 * Site texts: staff override, per language, any text of the public catalogs (domain/i18n/). The
 * catalogs hold the defaults and the only keys; an override is plain text stored in the
 * database, shown as text (never as HTML), and keeps the `{name}` placeholders of its default.
 * Shared by the server (which validates every write) and the back office's form.
 */

/** The page a key's text shows on (or the place of the texts no page shows), named in French. */
export function siteTextGroup(key: MessageKey): string {
  return siteTextPlace(key).page;
}

export const SITE_TEXT_MAX = 2000;

/** A site text's one translatable field, as translation calls and the journal name it. */
export const SITE_TEXT_FIELD = "text";

/** The `{name}` placeholders of a text, each once, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`))];
}

// Control characters (other than line breaks and tabs) have no place in a text a page shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Invisible characters that change what a reader sees without showing themselves: bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: "txt.exe" shown as
 * "exe.txt"), zero-width space, word joiner and byte-order mark, line and paragraph separators.
 * Refused in every language: the page sets each text's direction itself.
 */
const SPOOFING_CHARACTERS = /[\u200B\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/**
 * The marks Arabic typing needs: left-to-right and right-to-left marks, the Arabic letter mark
 * (placing punctuation beside Latin words and numbers), zero-width non-joiner and joiner (letter
 * forms). Allowed in Arabic texts only; French and English have no use for them.
 */
const ARABIC_MARKS = /[\u061C\u200C-\u200F]/;

/**
 * One override's body in `language`, `{text}`: trimmed, not empty, at most SITE_TEXT_MAX
 * characters, no control or spoofing characters (the Arabic marks in Arabic only), and every
 * placeholder of the given defaults (the French one and the language's own) kept, else a message
 * naming the missing ones.
 */
export function siteTextSchema(language: Language, defaults: readonly string[]) {
  const required = [...new Set(defaults.flatMap(placeholdersOf))];
  return z.strictObject({
    text: z
      .string({ error: "Le texte est obligatoire." })
      .trim()
      .min(1, "Le texte est obligatoire.")
      .max(SITE_TEXT_MAX, `Le texte ne doit pas dépasser ${SITE_TEXT_MAX} caractères.`)
      .refine((text) => !CONTROL_CHARACTERS.test(text), {
        message: "Le texte ne doit pas contenir de caractères de contrôle.",
      })
      .refine(
        (text) =>
          !SPOOFING_CHARACTERS.test(text) && (language === "ar" || !ARABIC_MARKS.test(text)),
        {
          message:
            language === "ar"
              ? "Le texte ne doit pas contenir de caractères de direction ou d'espaces invisibles (seules les marques LRM, RLM, ALM, ZWJ et ZWNJ sont permises en arabe)."
              : "Le texte ne doit pas contenir de caractères de direction ou d'espaces invisibles.",
        },
      )
      .superRefine((text, context) => {
        const missing = required.filter((placeholder) => !text.includes(placeholder));
        if (missing.length > 0) {
          context.addIssue({
            code: "custom",
            message: `Le texte doit contenir ${joinFrench(missing)}.`,
          });
        }
      }),
  });
}

export type SiteTextInput = z.infer<ReturnType<typeof siteTextSchema>>;

/**
 * `PUT /api/site_texts/{lang}/{key}`'s body: the text, and for a translation who wrote it
 * (`translation_origin: "machine"` for the model's suggestion saved unchanged, kept from
 * visitors until a person approves it; a person's by default). French has no origin.
 */
export const siteTextWriteSchema = (language: Language, defaults: readonly string[]) =>
  siteTextSchema(language, defaults).extend({
    translation_origin: z.enum(["person", "machine"]).optional(),
  });

/**
 * A key of the site's catalogs: a string in the document, a `MessageKey` to the code that reads
 * an answer (the server only answers keys of its catalogs).
 */
const messageKey = pure(() => z.string() as unknown as z.ZodType<MessageKey>);

/** Overrides of one language: key → text. */
const overridesSchema = pure(() =>
  z
    .partialRecord(messageKey, z.string())
    .describe("Clé → texte, les textes remplacés seulement (les autres gardent leur défaut)."),
);
export type SiteTextOverrides = z.infer<typeof overridesSchema>;

/** One text per language. */
const byLanguage = <T extends z.ZodType>(schema: T) =>
  z.object({ fr: schema, en: schema, ar: schema });

/** `GET /api/site_texts`: per language, the texts replaced (the others keep their default). */
export const allOverridesSchema = pure(() => byLanguage(overridesSchema));
export type AllOverrides = z.infer<typeof allOverridesSchema>;

const translationLanguage = pure(() => z.enum(TRANSLATION_LANGUAGES));

/**
 * `GET /api/site_texts/keys`: one overridable key, its group (page or section) and its default per
 * language; as the team reads it, each translated language's state and the French it was made
 * from where that changed.
 */
export const siteTextKeySchema = pure(() =>
  z.object({
    key: messageKey,
    group: z.string(),
    defaults: byLanguage(z.string()),
    translation_state: z
      .partialRecord(translationLanguage, z.enum(TRANSLATION_STATES))
      .optional()
      .describe(
        "L'état de chaque langue traduite : `missing`, `current`, `outdated` (le français a changé depuis), `machine` (proposée par le modèle, pas encore validée)",
      ),
    translation_source: z
      .partialRecord(translationLanguage, z.string())
      .optional()
      .describe(
        "Le français d'après lequel chaque traduction a été faite, là où il a changé depuis",
      ),
  }),
);
export type SiteTextKey = z.infer<typeof siteTextKeySchema>;

/** `PUT /api/site_texts/{lang}/{key}`: the text saved. */
export const savedSiteTextSchema = pure(() =>
  z.object({
    language: z.enum(LANGUAGES),
    key: messageKey,
    text: z.string(),
    updated_at: z.iso.datetime(),
  }),
);

function joinFrench(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}
