import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import {
  ASSISTANT_LIMITS,
  UNANSWERED_RETENTION_DAYS,
  type UnansweredQuery,
  type UnansweredQuestion,
} from "#domain/assistant";
import { UUID } from "#domain/ids";
import type { Language } from "#domain/languages";
import { words } from "#domain/search";
import type { Actor } from "../audit/audit.server";
import { audited, type WriteServices } from "../audit/audited.server";
import type { Database } from "../db/client.server";
import { readPage, searchCondition } from "../db/lists.server";
import { assistantQuestions } from "../db/schema";
import type { Logger } from "../spine/logger.server";

type Deps = { database: Database; logger: Logger };

/** An e-mail address: what an `@` joins to a dotted name, in any script. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/**
 * A phone number, national or international: eight digits or more of any script (Arabic-Indic
 * too), maybe after a `+`, with spaces, dots, dashes, slashes, parentheses or direction marks
 * between them.
 */
const PHONE = /\+?\(?\p{Nd}(?:[ .\-/()\u00A0\u202F\u200E\u200F]{0,3}\p{Nd}){7,}\)?/gu;

/** A visitor's question with the e-mail addresses and phone numbers it holds masked. */
export function maskPersonalData(question: string): string {
  return question.replace(EMAIL, "[e-mail]").replace(PHONE, "[téléphone]");
}

/** A question as grouped: its folded words (case, accents and Arabic letter forms ignored). */
export function normalizedQuestion(question: string): string {
  return words(question).join(" ").slice(0, ASSISTANT_LIMITS.message);
}

/**
 * Counts a question that found no good answer: one row per language and folded text, its count,
 * the last time and wording it was asked in. Nothing of who asked is stored, nor the e-mail
 * addresses and phone numbers it holds.
 */
export async function recordUnanswered(deps: Deps, asked: string, lang: Language) {
  const question = maskPersonalData(asked);
  const normalized = normalizedQuestion(question);
  if (!normalized) return;
  await deps.database.db
    .insert(assistantQuestions)
    .values({ normalized, question, language: lang })
    .onConflictDoUpdate({
      target: [assistantQuestions.language, assistantQuestions.normalized],
      set: {
        count: sql`${assistantQuestions.count} + 1`,
        question,
        last_asked_at: sql`now()`,
      },
    });
}

/** Deletes the questions not asked for UNANSWERED_RETENTION_DAYS; returns how many went. */
export async function purgeOldUnanswered(deps: Deps, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNANSWERED_RETENTION_DAYS * 86_400_000);
  const gone = await deps.database.db
    .delete(assistantQuestions)
    .where(lt(assistantQuestions.last_asked_at, cutoff))
    .returning({ id: assistantQuestions.id });
  if (gone.length > 0) deps.logger.info("assistant.unanswered_purged", { count: gone.length });
  return gone.length;
}

type Row = typeof assistantQuestions.$inferSelect;

const toJson = (row: Row): UnansweredQuestion => ({
  id: row.id,
  question: row.question,
  lang: row.language as Language,
  count: row.count,
  last_asked_at: row.last_asked_at.toISOString(),
});

/** Most asked first, then the most recently asked: the list's order when none is asked. */
const MOST_ASKED = [
  desc(assistantQuestions.count),
  desc(assistantQuestions.last_asked_at),
  desc(assistantQuestions.id),
];

/** The questions kept, most asked first, then the most recently asked. */
export async function listUnanswered(deps: Deps): Promise<UnansweredQuestion[]> {
  const rows = await deps.database.db
    .select()
    .from(assistantQuestions)
    .orderBy(...MOST_ASKED);
  return rows.map(toJson);
}

/**
 * What `q` searches: the question as last asked, folded by `search_fold` like every list's
 * search. No GIN index: the table holds one row per distinct question of the last 90 days (a few
 * hundred, a few thousand at most), which the database scans faster than it would keep an index.
 */
const QUESTION_SEARCH_EXPRESSION = `to_tsvector('simple', search_fold("question"))`;

/**
 * One page of the questions (`GET /api/assistant/unanswered` with `limit`, `offset`, `q`,
 * `order` or `lang`): each word of `q` a prefix of a word of the question (accents and case
 * ignored), most asked first unless `order` names `count` or `last_asked_at`; the total and the
 * page's first row for `Content-Range`.
 */
export async function pageUnanswered(deps: Deps, query: UnansweredQuery) {
  const table = assistantQuestions;
  const where = and(
    searchCondition(QUESTION_SEARCH_EXPRESSION, query.q),
    query.lang ? eq(table.language, query.lang) : undefined,
  );
  const { order } = query;
  const direction = order?.direction === "asc" ? asc : desc;
  const orderBy = order
    ? [direction(order.column === "count" ? table.count : table.last_asked_at), ...MOST_ASKED]
    : MOST_ASKED;
  const page = await readPage(deps.database.db, table, {
    where,
    orderBy,
    limit: query.limit,
    offset: query.offset,
  });
  return { ...page, rows: page.rows.map(toJson) };
}

/** Deletes one question, audited with its wording; false when there is no such question. */
export async function deleteUnanswered(
  deps: WriteServices,
  actor: Actor,
  id: string,
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return audited(deps, actor, async ({ tx, record }) => {
    const [gone] = await tx
      .delete(assistantQuestions)
      .where(eq(assistantQuestions.id, id))
      .returning({ question: assistantQuestions.question, language: assistantQuestions.language });
    if (!gone) return false;
    await record({
      action: "delete",
      table: "assistant_questions",
      rowId: id,
      changes: {
        question: { before: gone.question, after: null },
        language: { before: gone.language, after: null },
      },
    });
    return true;
  });
}
