// Accounts: users, their profiles and sessions, one-time links, account e-mails, rate limits.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "#domain/roles";

import { id, timestamps } from "./columns";

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
