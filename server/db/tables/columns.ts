// The columns every table is built of, and a content table derived from its entity.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { EntityDef } from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import { LANGUAGES } from "#domain/languages";
import type { TranslationBases } from "#domain/translation-state";
import { type Translations, translatableFields } from "#domain/translations";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const isLanguage = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(LANGUAGES.map((language) => `'${language}'`).join(", "))})`;

/**
 * The words of a row for the lists' search, as PostgreSQL's text search reads them ('simple'
 * configuration: no stemming, so every word can be matched by its prefix), made by the SQL
 * function `search_document(translations, text…)` from the row's texts and the string values of
 * its translations, each folded by `search_fold` (lowercase, accents removed, Arabic letter forms
 * and marks unified). Both functions are created by the migrations. Each table has a GIN index on
 * exactly this expression, so a query must use the same expression to use it.
 *
 * One function call rather than the expression written out: the planner matched the long
 * expression against the index's for tens of milliseconds on every query, and, costed as cheap,
 * preferred computing it on every row (1.5 s at 1,000 rows) to reading the index. The function is
 * declared costly, and the indexes keep no pending list (`fastupdate` off), so the index is read.
 */
export const searchDocument = (translations: boolean, columns: string[]) =>
  `search_document(${[translations ? '"translations"' : "NULL::jsonb", ...columns.map((c) => `"${c}"`)].join(", ")})`;

/**
 * A content table's search expression: its text and long-text fields (urls, images and slugs are
 * not words) and the string values of its translations.
 */
export function searchExpression(entity: EntityDef): string {
  const texts = Object.entries(entity.fields)
    .filter(([, field]) => field.kind === "text" || field.kind === "textarea")
    .map(([name]) => name);
  return searchDocument(translatableFields(entity.fields).length > 0, texts);
}

/** The GIN index of a search expression (see searchExpression). */
export const searchIndex = (name: string, expression: string) =>
  index(name).using("gin", sql.raw(expression)).with({ fastupdate: false });

/**
 * A moment kept as `timestamptz`, read and written as the API carries it: an ISO 8601 string in
 * UTC (so a row read back validates with the schema it was written with, and a scheduled time
 * goes into a query as text, which both drivers send alike).
 */
export const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => "timestamp with time zone",
  toDriver: (value) => new Date(value).toISOString(),
  fromDriver: (value) => new Date(value).toISOString(),
});

export const timestamps = () => ({
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The column of one declared field (the table derives from the entity). */
export function column(name: string, field: FieldDef): PgColumnBuilderBase {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "url":
      return field.required ? text(name).notNull() : text(name);
    case "image":
      return text(name);
    case "number":
      return field.default === undefined
        ? numeric(name, { mode: "number" })
        : numeric(name, { mode: "number" }).notNull().default(field.default);
    case "date":
      return field.required
        ? date(name, { mode: "string" }).notNull()
        : date(name, { mode: "string" });
    case "list":
      return text(name).array().notNull().default(sql`'{}'::text[]`);
    case "enum":
      if (field.optional) return text(name);
      return field.default === undefined
        ? text(name).notNull()
        : text(name).notNull().default(field.default);
    case "slug":
      return text(name).notNull();
  }
}

export function entityTable<E extends EntityDef>(entity: E) {
  const columns: Record<string, PgColumnBuilderBase> = { id: id() };
  for (const [name, field] of Object.entries(entity.fields)) columns[name] = column(name, field);
  if (entity.publication) {
    columns.published = boolean("published").notNull().default(true);
    columns.position = integer("position").notNull().default(0);
    /** A draft is published, or a published row goes back to draft, once this time has passed. */
    columns.publish_at = isoTimestamp("publish_at");
    columns.unpublish_at = isoTimestamp("unpublish_at");
  }
  if (translatableFields(entity.fields).length > 0) {
    columns.translations = jsonb("translations").$type<Translations>().notNull().default({});
    /** Each translation's writer and the French it was made against (domain/translation-state). */
    columns.translation_basis = jsonb("translation_basis")
      .$type<TranslationBases>()
      .notNull()
      .default({});
  }
  Object.assign(columns, timestamps());
  // Who made the row and who last changed it (user ids, no foreign key: a removed member's rows
  // keep their authors, named in the row's history by the audit log).
  columns.created_by = uuid("created_by");
  columns.updated_by = uuid("updated_by");
  const enums = Object.entries(entity.fields).filter(([, f]) => f.kind === "enum");
  const slugs = Object.entries(entity.fields).filter(([, f]) => f.kind === "slug");
  return pgTable(entity.table, columns, (table) => [
    index(`${entity.table}_created_at_idx`).on(table.created_at as AnyPgColumn),
    searchIndex(`${entity.table}_search_idx`, searchExpression(entity)),
    ...(entity.publication
      ? [
          index(`${entity.table}_publish_at_idx`).on(table.publish_at as AnyPgColumn),
          index(`${entity.table}_unpublish_at_idx`).on(table.unpublish_at as AnyPgColumn),
        ]
      : []),
    ...slugs.map(([name]) =>
      uniqueIndex(`${entity.table}_${name}_key`).on(table[name] as AnyPgColumn),
    ),
    ...enums.map(([name, field]) =>
      check(
        `${entity.table}_${name}_check`,
        sql`${table[name] as AnyPgColumn} in (${sql.raw(
          (field as { values: readonly string[] }).values.map((v) => `'${v}'`).join(", "),
        )})`,
      ),
    ),
  ]);
}
