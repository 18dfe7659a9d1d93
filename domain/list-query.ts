import { z } from "zod";
import { CONTACT_SOURCES, CONTACT_STATUSES } from "./contact";
import type { EntityDef } from "./entities/define";
import { isoInstant } from "./fields";
import { pure } from "./pure";
import { TRANSLATION_STATES, type TranslationState } from "./translation-state";
import { missingFields, TRANSLATION_LANGUAGES, type TranslationLanguage } from "./translations";

/**
 * A list read a page at a time: `GET /api/{table}`, the contact inbox and the journal take the
 * same query parameters, checked by these schemas on the server and built by the back office.
 * Each page's answer carries `Content-Range: {first}-{last}/{total}`, counted from 0 as PostgREST
 * does (`0-24/3573`); an empty page has the range `*` before the total.
 */

/** The largest page; the back office offers 25, 50 or 100 rows (25 by default). */
export const LIST_LIMIT_MAX = 1000;
export const LIST_PAGE_SIZES = [25, 50, 100] as const;
export const LIST_PAGE_SIZE = 25;
/** The longest search. */
export const LIST_Q_MAX = 200;

export type OrderDirection = "asc" | "desc";
export interface ListOrder {
  column: string;
  direction: OrderDirection;
}

export const LIST_MESSAGES = {
  limit: `Valeur attendue : un nombre entier de 1 à ${LIST_LIMIT_MAX}`,
  offset: "Valeur attendue : un nombre entier positif ou nul",
  q: `${LIST_Q_MAX} caractères au plus`,
  order: "Tri attendu : colonne.asc ou colonne.desc",
  unknownColumn: (column: string, columns: readonly string[]) =>
    `Colonne de tri inconnue : ${column} (colonnes : ${columns.join(", ")})`,
  boolean: "Valeur attendue : true ou false",
  scheduled: "Valeur attendue : true",
  missing: `Valeur attendue : ${TRANSLATION_LANGUAGES.join(", ")}`,
  translation: "Valeur attendue : une langue et des états, par exemple ar:missing,outdated",
  status: `Valeur attendue : ${CONTACT_STATUSES.join(", ")}`,
  source: `Valeur attendue : ${CONTACT_SOURCES.join(", ")}`,
  before: "Valeur attendue : le created_at (ISO 8601) ou l'identifiant d'une entrée",
} as const;

/** The columns a content list sorts on: its declared fields, its timestamps, its publication. */
export function orderColumns(entity: EntityDef): string[] {
  return [
    ...Object.keys(entity.fields),
    "created_at",
    "updated_at",
    ...(entity.publication ? ["position", "published"] : []),
  ];
}

/** `title.asc` → {column: "title", direction: "asc"}; undefined when it is not of that form. */
export function parseOrder(value: string): ListOrder | undefined {
  const match = /^([a-z][a-z0-9_]*)\.(asc|desc)$/.exec(value);
  return match ? { column: match[1] as string, direction: match[2] as OrderDirection } : undefined;
}
export const formatOrder = (order: ListOrder) => `${order.column}.${order.direction}`;

const integer = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

const limit = pure(() => integer(LIST_MESSAGES.limit, 1, LIST_LIMIT_MAX).optional());
const offset = pure(() => integer(LIST_MESSAGES.offset, 0).optional());
/** A search: trimmed, absent when blank. */
const q = pure(() =>
  z
    .string()
    .max(LIST_Q_MAX, LIST_MESSAGES.q)
    .transform((value) => value.trim() || undefined)
    .optional(),
);
/**
 * A time given as ISO 8601 (with its offset or Z), as rows' `created_at` are answered, within the
 * instants the API takes.
 */
export const isoTime = pure(() => isoInstant(LIST_MESSAGES.before));
/**
 * `before`: the entries older than one entry, named by its `created_at` (ISO 8601) or its id
 * (with the id, entries of the same instant are told apart exactly).
 */
export const beforeSchema = pure(() =>
  z.union([z.uuid(), isoTime], { error: LIST_MESSAGES.before }),
);

/** A page of any list: `limit`, `offset` and the search `q`, for lists of their own to extend. */
export const listPageSchema = pure(() => z.object({ limit, offset, q }));

/** `order`: `column.asc|desc` on one of `columns`, read as a ListOrder. */
export function orderSchema(columns: readonly string[]) {
  return z.string().transform((value, context) => {
    const order = parseOrder(value);
    if (!order) {
      context.addIssue({ code: "custom", message: LIST_MESSAGES.order });
      return z.NEVER;
    }
    if (!columns.includes(order.column)) {
      context.addIssue({
        code: "custom",
        message: LIST_MESSAGES.unknownColumn(order.column, columns),
      });
      return z.NEVER;
    }
    return order;
  });
}

/** Rows with a field in one of these translation states in one language: `ar:missing,outdated`. */
export interface TranslationFilter {
  lang: TranslationLanguage;
  states: TranslationState[];
}
const translationFilterSchema = pure(() =>
  z
    .string()
    .regex(
      new RegExp(
        `^(${TRANSLATION_LANGUAGES.join("|")}):(${TRANSLATION_STATES.join("|")})(,(${TRANSLATION_STATES.join("|")}))*$`,
      ),
      { error: LIST_MESSAGES.translation },
    )
    .transform((value): TranslationFilter => {
      const [lang, states] = value.split(":") as [TranslationLanguage, string];
      return { lang, states: [...new Set(states.split(","))] as TranslationState[] };
    }),
);

/**
 * The query of `GET /api/{table}`: a page (`limit`, `offset`), a search (`q`), an order and the
 * back office's filters: `published`, `missing` (rows still to translate into that language,
 * the rule of `missesTranslation`) and `scheduled` (a publication or unpublication to come).
 * Other parameters (`lang`) are left to their own schema.
 */
export function listQuerySchema(entity: EntityDef) {
  let schema = listQuerySchemas.get(entity);
  if (!schema) {
    schema = makeListQuerySchema(entity);
    listQuerySchemas.set(entity, schema);
  }
  return schema;
}

/** Each entity's list query schema, made once (making one costs forty validations). */
const listQuerySchemas = new WeakMap<EntityDef, ReturnType<typeof makeListQuerySchema>>();

function makeListQuerySchema(entity: EntityDef) {
  const columns = orderColumns(entity);
  return z.object({
    ...listPageSchema.shape,
    order: orderSchema(columns).optional(),
    published: z
      .enum(["true", "false"], { error: LIST_MESSAGES.boolean })
      .transform((value) => value === "true")
      .optional(),
    missing: z.enum(TRANSLATION_LANGUAGES, { error: LIST_MESSAGES.missing }).optional(),
    translation: translationFilterSchema.optional(),
    scheduled: z
      .literal("true", { error: LIST_MESSAGES.scheduled })
      .transform(() => true as const)
      .optional(),
  });
}
export type ListQuery = z.output<ReturnType<typeof listQuerySchema>>;

/** The query of `GET /api/contact`: a page (`offset` or `before`), a search and two filters. */
export const contactListQuerySchema = pure(() =>
  z.object({
    limit,
    offset,
    before: beforeSchema.optional(),
    q,
    status: z.enum(CONTACT_STATUSES, { error: LIST_MESSAGES.status }).optional(),
    source: z.enum(CONTACT_SOURCES, { error: LIST_MESSAGES.source }).optional(),
  }),
);
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/** A list query as the back office holds it, before it becomes a URL's parameters. */
export interface ListParams {
  limit?: number;
  offset?: number;
  q?: string;
  order?: ListOrder;
  published?: boolean;
  missing?: TranslationLanguage;
  /** `ar:missing,outdated`: rows with a field in one of those states in that language. */
  translation?: string;
  scheduled?: boolean;
  before?: string;
  status?: string;
  source?: string;
}

/** The parameters of a list query, in a stable order; empty values left out. */
export function listSearchParams(params: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  const put = (name: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== "") out.set(name, String(value));
  };
  put("limit", params.limit);
  put("offset", params.offset || undefined);
  put("q", params.q?.trim());
  put("order", params.order && formatOrder(params.order));
  put("published", params.published);
  put("missing", params.missing);
  put("translation", params.translation);
  put("scheduled", params.scheduled ? true : undefined);
  put("before", params.before);
  put("status", params.status);
  put("source", params.source);
  return out;
}

/** One page of a list: the rows from `first` to `last` (from 0) of `total`. */
export interface ContentRange {
  total: number;
  /** Absent when the page is empty. */
  first?: number;
  last?: number;
}

/** `Content-Range` of a page of `count` rows from `offset`: `0-24/3573`; an empty page, a star. */
export function formatContentRange(offset: number, count: number, total: number): string {
  return count === 0 ? `*/${total}` : `${offset}-${offset + count - 1}/${total}`;
}

/** A `Content-Range` header read back; undefined when absent or of another form. */
export function parseContentRange(header: string | null | undefined): ContentRange | undefined {
  const match = /^(?:(\d+)-(\d+)|\*)\/(\d+)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const total = Number(match[3]);
  return match[1] === undefined
    ? { total }
    : { total, first: Number(match[1]), last: Number(match[2]) };
}

/**
 * 'Traduction manquante en …': a row misses a language when one of its translatable fields has
 * French text and no text in that language (blank counts as missing). The server's filter
 * (`missing=`) is the same rule written in SQL, tested against this one.
 */
export function missesTranslation(
  fields: EntityDef["fields"],
  row: Record<string, unknown>,
  lang: TranslationLanguage,
): boolean {
  return missingFields(fields, row, lang).length > 0;
}
