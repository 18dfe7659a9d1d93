import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { id, isLanguage } from "./columns";

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
