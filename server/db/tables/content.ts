// The content tables (one per entity), the media library, the site texts and the audit log.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  type PgTable,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS, type AuditChanges } from "#domain/audit";
import { type EntityName, entities } from "#domain/entities";
import { LANGUAGES } from "#domain/languages";

import { entityTable, id, timestamps } from "./columns";

export const services = entityTable(entities.services);
export const caseStudies = entityTable(entities.case_studies);
export const research = entityTable(entities.research);
export const markets = entityTable(entities.markets);
export const demos = entityTable(entities.demos);
export const testimonials = entityTable(entities.testimonials);

export const contentTables = {
  services,
  case_studies: caseStudies,
  research,
  markets,
  demos,
  testimonials,
} as const;

/** A content table by its entity's name: one generic path for the tables of the same shape. */
// biome-ignore lint/suspicious/noExplicitAny: one generic path for the tables of the same shape
export const tableOf = (name: EntityName) => contentTables[name] as PgTable & Record<string, any>;

/**
 * What staff say about each stored image (keyed by its storage path): its alternative text per
 * language, and its size as stored. A row is made when an image is uploaded (or first listed);
 * the file itself stays in the storage.
 */
export const media = pgTable("media", {
  path: text("path").primaryKey(),
  /** `{fr, en, ar}`: a language missing has no alternative text yet. */
  alt: jsonb("alt").$type<Partial<Record<string, string>>>().notNull().default({}),
  width: integer("width"),
  height: integer("height"),
  bytes: integer("bytes"),
  /** The file's name as it was sent (null for images stored before names were kept). */
  original_name: text("original_name"),
  ...timestamps(),
});

/**
 * Site texts staff overrode: one row per language and catalog key, holding plain text that
 * replaces the catalog's default on the public pages. Keys not in the catalogs are refused by the
 * API; a row is deleted to go back to the default.
 */
export const siteTexts = pgTable(
  "site_texts",
  {
    language: text("language").notNull(),
    key: text("key").notNull(),
    text: text("text").notNull(),
    /** A translation's writer (`person`, `machine`) and the French it was made against. */
    origin: text("origin"),
    source: text("source"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.key] }),
    check(
      "site_texts_language_check",
      sql`${table.language} in (${sql.raw(LANGUAGES.map((language) => `'${language}'`).join(", "))})`,
    ),
  ],
);
/**
 * The audit log: who changed what in the back office, and every sign-in attempt. An entry is
 * inserted in the same transaction as the write it records and never updated or deleted by the
 * application; it names the user by id and e-mail without a foreign key, so it outlives the
 * account. `changes` holds the written fields before and after, never a password or a token.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    // The statement's time, not the transaction's: entries of one transaction keep their order.
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    user_id: uuid("user_id"),
    user_email: text("user_email"),
    action: text("action").notNull(),
    table_name: text("table_name").notNull(),
    row_id: text("row_id"),
    changes: jsonb("changes").$type<AuditChanges>().notNull().default({}),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at, table.id),
    index("audit_log_table_row_idx").on(table.table_name, table.row_id, table.at),
    check(
      "audit_log_action_check",
      sql`${table.action} in (${sql.raw(AUDIT_ACTIONS.map((action) => `'${action}'`).join(", "))})`,
    ),
  ],
);
