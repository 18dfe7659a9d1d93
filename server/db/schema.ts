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
  type PgTable,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS, type AuditChanges } from "#domain/audit";
import { CONTACT_SOURCES, CONTACT_STATUSES } from "#domain/contact";
import { type EntityDef, type EntityName, entities } from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import { LANGUAGES } from "#domain/languages";
import { ROLES } from "#domain/roles";
import type { TranslationBases } from "#domain/translation-state";
import { type Translations, translatableFields } from "#domain/translations";

const id = () => uuid("id").primaryKey().defaultRandom();
const isLanguage = (column: AnyPgColumn) =>
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
const searchDocument = (translations: boolean, columns: string[]) =>
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
const searchIndex = (name: string, expression: string) =>
  index(name).using("gin", sql.raw(expression)).with({ fastupdate: false });

/**
 * A moment kept as `timestamptz`, read and written as the API carries it: an ISO 8601 string in
 * UTC (so a row read back validates with the schema it was written with, and a scheduled time
 * goes into a query as text, which both drivers send alike).
 */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => "timestamp with time zone",
  toDriver: (value) => new Date(value).toISOString(),
  fromDriver: (value) => new Date(value).toISOString(),
});

const timestamps = () => ({
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The column of one declared field (the table derives from the entity). */
function column(name: string, field: FieldDef): PgColumnBuilderBase {
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

function entityTable<E extends EntityDef>(entity: E) {
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

export const users = pgTable("users", {
  id: id(),
  /** Stored lower-cased; unique. */
  email: text("email").notNull().unique(),
  password_hash: text("password_hash").notNull(),
  user_metadata: jsonb("user_metadata")
    .$type<{ username?: string; signup?: boolean }>()
    .notNull()
    .default({}),
  /**
   * When the account set its own password (an invited member is `invited` until then and cannot
   * sign in); accounts made by the operator or sign-up are active from their creation.
   */
  activated_at: timestamp("activated_at", { withTimezone: true }),
  /** A disabled account cannot sign in; its sessions ended when it was disabled. */
  disabled_at: timestamp("disabled_at", { withTimezone: true }),
  last_sign_in_at: timestamp("last_sign_in_at", { withTimezone: true }),
  ...timestamps(),
});

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    role: text("role").notNull().default("user"),
    /** A translator's languages (`en`, `ar`); empty for every other role. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Who invited the member and who last changed its role (null: the operator). */
    created_by: uuid("created_by"),
    updated_by: uuid("updated_by"),
    ...timestamps(),
  },
  (table) => [
    check(
      "profiles_role_check",
      sql`${table.role} in (${sql.raw(ROLES.map((role) => `'${role}'`).join(", "))})`,
    ),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token; the token itself is never stored. */
    token_hash: text("token_hash").notNull().unique(),
    /**
     * The session (token family): every token rotated from one sign-in shares it, and the access
     * token carries it as `sid`. Local logout or reuse of a used token revokes the whole family.
     */
    session_id: uuid("session_id").notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The session as 'Mon compte' lists it, copied to each rotated token: how it was opened
     * (`password`, `recovery`, `invite`), when the password was last proved in it, the browser's
     * User-Agent and the client's address at sign-in, and when it was last refreshed.
     */
    auth_method: text("auth_method").notNull().default("password"),
    authenticated_at: timestamp("authenticated_at", { withTimezone: true }).notNull().defaultNow(),
    user_agent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [
    index("refresh_tokens_user_idx").on(table.user_id),
    index("refresh_tokens_session_idx").on(table.session_id),
  ],
);

/** The contact inbox's search expression (see `searchExpression`): sender and message. */
export const CONTACT_SEARCH_EXPRESSION = searchDocument(false, [
  "name",
  "email",
  "company",
  "message",
]);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    /** Where the message came from: the contact form, or a conversation handed over by the assistant. */
    source: text("source").notNull().default("form"),
    ...timestamps(),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.created_at),
    searchIndex("contact_messages_search_idx", CONTACT_SEARCH_EXPRESSION),
    check(
      "contact_messages_status_check",
      sql`${table.status} in (${sql.raw(CONTACT_STATUSES.map((status) => `'${status}'`).join(", "))})`,
    ),
    check(
      "contact_messages_source_check",
      sql`${table.source} in (${sql.raw(CONTACT_SOURCES.map((source) => `'${source}'`).join(", "))})`,
    ),
  ],
);

/**
 * Visitors' questions the assistant found no good answer to, one row per folded question and
 * language: how often and when last asked. No address, session or identity is stored; rows not
 * asked for 90 days are deleted.
 */
export const assistantQuestions = pgTable(
  "assistant_questions",
  {
    id: id(),
    /** The question folded (lowercase, accents and Arabic forms unified, spaces collapsed). */
    normalized: text("normalized").notNull(),
    /** The question as last asked, shown to staff. */
    question: text("question").notNull(),
    language: text("language").notNull(),
    count: integer("count").notNull().default(1),
    first_asked_at: timestamp("first_asked_at", { withTimezone: true }).notNull().defaultNow(),
    last_asked_at: timestamp("last_asked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("assistant_questions_language_normalized_key").on(table.language, table.normalized),
    index("assistant_questions_last_asked_at_idx").on(table.last_asked_at),
    check("assistant_questions_language_check", isLanguage(table.language)),
  ],
);

/**
 * The answers the assistant gave, each under the id it carried, kept a day: a hand-over shows
 * staff an assistant's turn only as stored here, with the sources it showed. One row an answer,
 * its text bounded, so what is later said of an answer (whether it helped) has a row to go in.
 */
export const assistantAnswers = pgTable(
  "assistant_answers",
  {
    id: id(),
    language: text("language").notNull(),
    /** The question it answered, e-mail addresses and phone numbers masked. */
    question: text("question").notNull().default(""),
    answer: text("answer").notNull(),
    /** The source cards shown under it: their titles and site paths. */
    sources: jsonb("sources").$type<{ title: string; url: string }[]>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("assistant_answers_created_at_idx").on(table.created_at),
    check("assistant_answers_language_check", isLanguage(table.language)),
  ],
);

/**
 * Whether an answer helped, as the visitor said: one row an answer (its id the key, so a second
 * vote has nowhere to go), with a copy of what staff need to act on it (the question, the answer,
 * its sources) since the answer itself is kept a day. No address or identity; kept 90 days.
 */
export const assistantFeedback = pgTable(
  "assistant_feedback",
  {
    answer_id: uuid("answer_id").primaryKey(),
    language: text("language").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sources: jsonb("sources").$type<{ title: string; url: string }[]>().notNull().default([]),
    helpful: boolean("helpful").notNull(),
    /** The visitor's words, e-mail addresses and phone numbers masked. */
    comment: text("comment"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("assistant_feedback_created_at_idx").on(table.created_at),
    check("assistant_feedback_language_check", isLanguage(table.language)),
  ],
);

/**
 * The assistant's day in counts (UTC days): questions asked, answered from the site, and
 * conversations handed to the team. Counts only; kept 90 days, read by the week's report.
 */
export const assistantDays = pgTable("assistant_days", {
  day: date("day").primaryKey(),
  asked: integer("asked").notNull().default(0),
  answered: integer("answered").notNull().default(0),
  handed_over: integer("handed_over").notNull().default(0),
});

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
 * Contact messages waiting to be e-mailed to the team (SMTP_URL set). A row is written in the
 * same transaction as its message and deleted once the SMTP server accepted the e-mail; a failed
 * attempt pushes `next_attempt_at` back. Deleting the message (inbox, retention) drops its row.
 */
export const contactNotifications = pgTable(
  "contact_notifications",
  {
    id: id(),
    message_id: uuid("message_id")
      .notNull()
      .unique()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last failure's reason as the SMTP client gave it (never the credentials). */
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_notifications_next_attempt_idx").on(table.next_attempt_at)],
);

/**
 * Single-use links e-mailed to a member: an invitation (valid 7 days) or a password reset (1
 * hour). Only the SHA-256 of the token is stored; a token is spent by setting `used_at`, and a
 * new link of the same kind revokes the member's older ones.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    /** Replaced by a newer link, or its member removed: the link says it was withdrawn. */
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("one_time_tokens_user_idx").on(table.user_id, table.kind),
    check("one_time_tokens_kind_check", sql`${table.kind} in ('invite', 'recovery')`),
  ],
);

/**
 * Account e-mails waiting to be sent (an invitation, a reset link), on the same queue as contact
 * notifications: written in the transaction that made the link, deleted once the SMTP server
 * accepted it, retried with backoff. The link is sealed (AES-GCM under a key derived from
 * JWT_SECRET), so the table never holds a usable token in clear; the row goes with its token.
 */
export const accountEmails = pgTable(
  "account_emails",
  {
    id: id(),
    token_id: uuid("token_id")
      .notNull()
      .unique()
      .references(() => oneTimeTokens.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    sealed_link: text("sealed_link").notNull(),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_emails_next_attempt_idx").on(table.next_attempt_at)],
);

/**
 * Attempts counted by the rate limits when the site runs on a PostgreSQL server, shared by every
 * process (server/http/rate-limit.server.ts). Rows outlive their window by at most a day.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    name: text("name").notNull(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_hits_name_key_at_idx").on(table.name, table.key, table.at)],
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
