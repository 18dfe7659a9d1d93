// The contact inbox and its notifications.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONTACT_SOURCES, CONTACT_STATUSES } from "#domain/contact";

import { id, searchDocument, searchIndex, timestamps } from "./columns";

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
