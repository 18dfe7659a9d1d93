import { z } from "zod";
import { LANGUAGES, type Language } from "./languages";
import { LIST_MESSAGES, listPageSchema } from "./list-query";
import { baseOfKey } from "./media";
import { pure } from "./pure";

/**
 * The media library: every stored image, where rows use it, and its alternative text per
 * language. Shared by the server (`/api/storage/media`) and the back office ('Médiathèque').
 *
 * An image is named by the key of the file rows point to (the widest JPEG or PNG variant, the
 * upload's `publicUrl`): `PATCH /api/storage/media/{path}` takes that key.
 */

/** An alternative text is one line of plain text, at most this long. */
export const MEDIA_ALT_MAX = 250;

/** Per language, the text a page in that language gives the image's `alt`. */
export type MediaAlt = Partial<Record<Language, string>>;

/** A row using an image: its table, id and the column holding the image's URL. */
export const mediaUseSchema = pure(() =>
  z.object({ table: z.string(), id: z.string(), field: z.string() }),
);
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** `GET /api/storage/media`: one stored image. */
export const mediaItemSchema = pure(() =>
  z.object({
    path: z.string(),
    publicUrl: z.string(),
    width: z.int(),
    height: z.int(),
    bytes: z.int().nullable().describe("La taille du fichier envoyé, en octets"),
    created_at: z.iso.datetime(),
    used_by: z.array(mediaUseSchema),
    alt: z.partialRecord(z.enum(LANGUAGES), z.string()),
    name: z
      .string()
      .nullable()
      .describe(
        "Le nom du fichier envoyé ; null pour une image stockée avant que les noms soient gardés.",
      ),
  }),
);
export type MediaItem = z.infer<typeof mediaItemSchema>;

/**
 * Places where an image is decoration beside a text saying the same (a testimonial's photo beside
 * its author's name): drawn with `alt=""` on purpose, so they never need a text.
 */
export const DECORATIVE_IMAGE_FIELDS: readonly string[] = ["testimonials.avatar_url"];

export function isDecorativeUse(use: MediaUse): boolean {
  return DECORATIVE_IMAGE_FIELDS.includes(`${use.table}.${use.field}`);
}

/**
 * Whether an image needs an alternative text: some row shows it as content, or none uses it yet
 * (it may be chosen anywhere). An image only used as decoration needs none.
 */
export function needsAlt(item: Pick<MediaItem, "used_by">): boolean {
  return item.used_by.length === 0 || item.used_by.some((use) => !isDecorativeUse(use));
}

/** The languages a needed alternative text is missing in (none for a decorative image). */
export function missingAltLanguages(item: Pick<MediaItem, "used_by" | "alt">): Language[] {
  if (!needsAlt(item)) return [];
  return LANGUAGES.filter((language) => !item.alt[language]);
}

// No control characters (line breaks included: an alt is one line), no direction overrides or
// invisible spaces that would make the text read otherwise than it is written.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
const CONTROL = /[\u0000-\u001F\u007F]/;
const SPOOFING = /[\u200B\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

const altText = pure(() =>
  z
    .string({ error: "Le texte alternatif doit être un texte." })
    .trim()
    .max(MEDIA_ALT_MAX, `Le texte alternatif ne doit pas dépasser ${MEDIA_ALT_MAX} caractères.`)
    .refine((text) => !CONTROL.test(text), {
      message: "Le texte alternatif tient sur une ligne, sans caractère de contrôle.",
    })
    .refine((text) => !SPOOFING.test(text), {
      message: "Le texte alternatif ne doit pas contenir de caractères de direction invisibles.",
    }),
);

/** A kept file name is at most this long. */
const MEDIA_NAME_MAX = 200;

/**
 * The name kept for an uploaded file, as the screens show it: its last path segment (some
 * browsers send a whole path), without control or invisible direction characters, at most 200
 * characters; null when nothing is left.
 */
export function keptFileName(name: string): string | null {
  const kept = [...(name.split(/[\\/]/).pop() ?? "")]
    .filter((character) => !CONTROL.test(character) && !SPOOFING.test(character))
    .join("")
    .normalize("NFC")
    .trim()
    .slice(0, MEDIA_NAME_MAX);
  return kept === "" ? null : kept;
}

/**
 * The name an image is shown by: the file name it was sent with, else the last part of its key.
 */
export function mediaTitle(item: Pick<MediaItem, "name" | "path">): string {
  return item.name ?? item.path.slice(item.path.lastIndexOf("/") + 1);
}

/**
 * `PATCH /api/storage/media/{path}` body: the languages given are set, an empty text removes that
 * language's; the others stay as they were.
 */
export const mediaAltPatchSchema = pure(() =>
  z.strictObject({
    alt: z.partialRecord(z.enum(LANGUAGES, { error: "Langue inconnue" }), altText),
  }),
);
export type MediaAltPatch = z.infer<typeof mediaAltPatchSchema>;

/** The alt of `patch` over `current`: an empty text removes the language. */
export function mergeAlt(current: MediaAlt, patch: MediaAlt): MediaAlt {
  const merged: MediaAlt = { ...current };
  for (const language of LANGUAGES) {
    const text = patch[language];
    if (text === undefined) continue;
    if (text === "") delete merged[language];
    else merged[language] = text;
  }
  return merged;
}

/**
 * The text a page in `language` gives an image: its own, else the French one (an `alt` cannot
 * carry a `lang` of its own), else none.
 */
export function altIn(alt: MediaAlt, language: Language): string | undefined {
  return alt[language] || alt.fr || undefined;
}

/** The `{hash}-{W}x{H}` every stored file of an image's URL starts with, or null (not ours). */
export function imageIdOfUrl(url: string): string | null {
  const name = url.slice(url.lastIndexOf("/") + 1);
  return baseOfKey(name);
}

/**
 * What the list's query may ask: a page and a search as every list's (`limit`, `offset`, `q`),
 * the unused ones, those missing a text in a language.
 */
export const mediaQuerySchema = listPageSchema.extend({
  unused: z.enum(["true", "false"], { error: LIST_MESSAGES.boolean }).optional(),
  missing: z.enum(LANGUAGES, { error: `Valeur attendue : ${LANGUAGES.join(", ")}` }).optional(),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;
