import { z } from "zod";
import { REQUIRED_MESSAGE } from "./form-messages";

/**
 * The field vocabulary of the entity declarations. A field is declared once; the
 * database column (server/db/schema.ts), the zod schema below, the OpenAPI description and the
 * admin form all read the same declaration.
 */
export type FieldDef =
  | {
      kind: "text" | "textarea";
      label: string;
      required?: boolean;
      max?: number;
      formName?: string;
      /** Visitors read it in their language: English and Arabic values sit in `translations`. */
      translatable?: boolean;
    }
  | { kind: "url"; label: string; required?: boolean; formName?: string }
  | {
      /**
       * An image: uploaded (the URL of its widest variant, drawn responsively by public pages)
       * or an external http(s) URL kept from before uploads existed. Optional.
       */
      kind: "image";
      label: string;
      formName?: string;
    }
  | {
      kind: "number";
      label: string;
      /** Empty input is "unset" (null) when optional, or this default when set. */
      default?: number;
      step: number;
      min?: number;
      formName?: string;
    }
  | { kind: "date"; label: string; required?: boolean; formName?: string }
  | { kind: "list"; label: string; formName?: string }
  | {
      kind: "enum";
      label: string;
      values: readonly [string, ...string[]];
      /** Without a default (and not optional) the value is required. */
      default?: string;
      /** No value (null) is allowed. */
      optional?: boolean;
      formName?: string;
    }
  | {
      /** A URL segment: lowercase letters, digits and hyphens; unique in its table. */
      kind: "slug";
      label: string;
      /** The field it is made from when none is given. */
      from: string;
      formName?: string;
    };

export type Fields = Record<string, FieldDef>;

export { REQUIRED_MESSAGE };
/**
 * Dates of the site's records (research projects) fall in these years; beyond them a typing slip
 * is more likely than a date, and PostgreSQL has no year 0.
 */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2200;

/**
 * The instants the API takes (a scheduled time, a list's `before`): 1970-01-01 … 9999-12-31 UTC,
 * with an offset the world's zones have (±14:00 at most). Beyond, PostgreSQL refuses the value
 * (no year 0, no five-digit year, no offset past 15:59) and an answer would be a 500.
 */
const INSTANT_MIN = Date.UTC(1970, 0, 1);
const INSTANT_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const OFFSET_MAX_MINUTES = 14 * 60;

export const SLUG_MAX = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a value can be a stored slug: a page's path parameter is checked before any query. */
export const isSlug = (value: string) => value.length <= SLUG_MAX && SLUG.test(value);

export const messages = {
  required: REQUIRED_MESSAGE,
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères`,
  url: "Veuillez saisir une URL valide (https://…)",
  image: "Image invalide : téléversez une image ou saisissez une URL (https://…)",
  number: "Veuillez saisir un nombre valide",
  min: (min: number) => `La valeur doit être supérieure ou égale à ${min}`,
  date: "Veuillez saisir une date valide (AAAA-MM-JJ)",
  dateTime: "Veuillez saisir une date et une heure valides",
  dateRange: `Veuillez saisir une date entre ${DATE_MIN_YEAR} et ${DATE_MAX_YEAR}`,
  instantRange:
    "Veuillez saisir une date entre 1970 et 9999, fuseau compris entre -14:00 et +14:00",
  list: "Veuillez saisir une liste de textes",
  listItemTooLong: "Chaque élément doit faire au plus 200 caractères",
  enumValue: (values: readonly string[]) => `Valeur attendue : ${values.join(", ")}`,
  slug: `Utilisez des lettres minuscules, des chiffres et des tirets (${SLUG_MAX} caractères au plus)`,
  boolean: "Valeur attendue : true ou false",
  integer: "Veuillez saisir un nombre entier",
} as const;

const DEFAULT_TEXT_MAX = 200;

/**
 * A slug made from a text: accents removed (é → e, œ → oe), lowercase, every run of other
 * characters one hyphen, at most SLUG_MAX characters. "" when the text has no Latin letter or digit.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replaceAll("œ", "oe")
    .replaceAll("æ", "ae")
    .replaceAll("ß", "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}
const DEFAULT_TEXTAREA_MAX = 10_000;

/**
 * Whether a URL holds an ASCII control character or whitespace. Browsers drop tabs and newlines
 * from a URL before loading it, so `/\t/evil.example/x.png` would load `//evil.example/x.png`
 * (another origin) although it reads as a path of this site: URL fields refuse them all.
 */
function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function isHttpUrl(value: string): boolean {
  if (hasControlOrSpace(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A path of this site (`/storage/…`), never a protocol-relative `//host` one. */
export const isSitePath = (url: string) => !hasControlOrSpace(url) && /^\/(?![/\\])/.test(url);

/**
 * PostgreSQL cannot store NUL, and no text means one: it is dropped before any rule runs (a
 * form post would otherwise end in a 500; the JSON API refuses it outright in readJson).
 */
export const withoutNul = (value: string) => value.replaceAll("\u0000", "");

const emptyToNull = (value: unknown) =>
  value === undefined || (typeof value === "string" && value.trim() === "") ? null : value;

function textSchema(required: boolean | undefined, max: number) {
  const base = z
    .string({ error: messages.required })
    .overwrite(withoutNul)
    .trim()
    .max(max, { error: messages.tooLong(max) });
  return required
    ? base.min(1, { error: messages.required })
    : z.preprocess(emptyToNull, base.nullable());
}

function inDateRange(value: string) {
  const year = Number(value.slice(0, 4));
  return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
}

function isoDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether an ISO 8601 time with its offset is an instant the API takes (see INSTANT_MIN). */
export function isInstantInRange(value: string): boolean {
  const offset = /([+-])(\d{2}):?(\d{2})?$/.exec(value);
  if (offset && Number(offset[2]) * 60 + Number(offset[3] ?? 0) > OFFSET_MAX_MINUTES) return false;
  const instant = Date.parse(value);
  return instant >= INSTANT_MIN && instant <= INSTANT_MAX;
}

/**
 * An instant as ISO 8601 with its offset or Z (`message` when it is not one), within the range
 * the API takes (the range's own message when it is not).
 */
export const isoInstant = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine(isInstantInRange, { error: messages.instantRange });

/** The zod schema of one field, as the API receives it (snake_case JSON). */
export function fieldSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case "text":
      return textSchema(field.required, field.max ?? DEFAULT_TEXT_MAX);
    case "textarea":
      return textSchema(field.required, field.max ?? DEFAULT_TEXTAREA_MAX);
    case "url": {
      const url = z
        .string({ error: messages.required })
        .trim()
        .max(2048, { error: messages.tooLong(2048) })
        .refine(isHttpUrl, { error: messages.url });
      return field.required
        ? z
            .string({ error: messages.required })
            .trim()
            .min(1, { error: messages.required })
            .pipe(url)
        : z.preprocess(emptyToNull, url.nullable());
    }
    case "image":
      return z.preprocess(
        emptyToNull,
        z
          .string({ error: messages.image })
          .trim()
          .max(2048, { error: messages.tooLong(2048) })
          .refine((url) => isSitePath(url) || isHttpUrl(url), { error: messages.image })
          .nullable()
          .meta({ format: "uri-reference" }),
      );
    case "number": {
      let num = z.number({ error: messages.number }).finite({ error: messages.number });
      if (field.min !== undefined) num = num.min(field.min, { error: messages.min(field.min) });
      return field.default === undefined
        ? z.preprocess(emptyToNull, num.nullable())
        : z.preprocess((v) => emptyToNull(v) ?? field.default, num);
    }
    case "date": {
      const date = z
        .string({ error: messages.date })
        .trim()
        .refine(isoDate, { error: messages.date, abort: true })
        .refine(inDateRange, { error: messages.dateRange });
      return field.required
        ? z
            .string({ error: messages.required })
            .trim()
            .min(1, { error: messages.required })
            .pipe(date)
        : z.preprocess(emptyToNull, date.nullable());
    }
    case "list":
      return z.preprocess(
        (v) => (v === undefined || v === null ? [] : v),
        z
          .array(
            z.string({ error: messages.list }).trim().max(200, { error: messages.listItemTooLong }),
            { error: messages.list },
          )
          .max(100)
          .transform((items) => items.filter((item) => item.length > 0)),
      );
    case "enum": {
      const value = z.enum(field.values, {
        error: (issue) =>
          issue.input === null || issue.input === undefined
            ? messages.required
            : messages.enumValue(field.values),
      });
      return z.preprocess(
        (v) => emptyToNull(v) ?? field.default ?? null,
        field.optional ? value.nullable() : value,
      );
    }
    case "slug":
      // Empty: made from its source field by the entity's schema.
      return z.preprocess(
        emptyToNull,
        z
          .string({ error: messages.slug })
          .trim()
          .max(SLUG_MAX, { error: messages.slug })
          .regex(SLUG, { error: messages.slug })
          .nullable(),
      );
  }
}

/** The schemas of a row's fields as written through the API (no id or timestamps). */
export function rowShape(fields: Fields): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) shape[name] = fieldSchema(field);
  return shape;
}

/** Turns a zod error into the API's `fields` map: one French message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    // A translation is named by its path (translations.en.title); any other value by its field.
    const key =
      issue.path[0] === "translations"
        ? issue.path.map(String).join(".")
        : issue.path.length > 0
          ? String(issue.path[0])
          : "_";
    if (issue.code === "unrecognized_keys") {
      for (const unknownKey of issue.keys) {
        if (issue.path.length === 0) out[unknownKey] ??= "Champ inconnu";
        else out[`${key}.${unknownKey}`] ??= issue.message;
      }
      continue;
    }
    out[key] ??= issue.message;
  }
  return out;
}
