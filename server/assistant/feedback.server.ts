import { and, desc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type AssistantFeedback,
  type AssistantWeek,
  FEEDBACK_RETENTION_DAYS,
  type UnhelpfulAnswer,
  WEEK_UNANSWERED,
} from "#domain/assistant-feedback";
import type { Language } from "#domain/languages";
import {
  assistantAnswers,
  assistantDays,
  assistantFeedback,
  assistantQuestions,
} from "../db/schema";
import type { AppServices } from "../spine/context";
import { maskPersonalData } from "./unanswered.server";

type Deps = Pick<AppServices, "database">;

const DAY_MS = 86_400_000;

/** How long an answer is kept under its id: a hand-over or a rating comes within the visit. */
export const ANSWER_RETENTION_MS = DAY_MS;

/** The answers kept under these ids, younger than ANSWER_RETENTION_MS. */
export async function keptAnswers(deps: Deps, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof assistantAnswers.$inferSelect>();
  const rows = await deps.database.db
    .select()
    .from(assistantAnswers)
    .where(
      and(
        inArray(assistantAnswers.id, ids),
        gt(assistantAnswers.created_at, new Date(Date.now() - ANSWER_RETENTION_MS)),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a day of the assistant counts: a question asked (answered or not), a hand-over. */
export type DayCount = { asked?: 1; answered?: 1; handed_over?: 1 };

/** Adds to today's counts (UTC). */
export async function countToday(deps: Deps, count: DayCount) {
  const values = {
    asked: count.asked ?? 0,
    answered: count.answered ?? 0,
    handed_over: count.handed_over ?? 0,
  };
  const table = assistantDays;
  await deps.database.db
    .insert(table)
    .values({ day: sql`(now() at time zone 'utc')::date`, ...values })
    .onConflictDoUpdate({
      target: table.day,
      set: {
        asked: sql`${table.asked} + ${values.asked}`,
        answered: sql`${table.answered} + ${values.answered}`,
        handed_over: sql`${table.handed_over} + ${values.handed_over}`,
      },
    });
}

/** Why a rating was not recorded. */
export type FeedbackRefusal = "unknown" | "already_rated";

/**
 * Records whether the answer kept under `id` helped: once per answer (a second rating is refused,
 * whoever sends it), only for an answer kept less than its day. A copy of its question, text and
 * sources goes with the rating, for staff to act on after the answer is gone; the comment is
 * kept with its e-mail addresses and phone numbers masked, and nothing of who rated.
 */
export async function recordFeedback(
  deps: Deps,
  { id, helpful, comment }: AssistantFeedback,
): Promise<FeedbackRefusal | undefined> {
  const answer = (await keptAnswers(deps, [id])).get(id);
  if (!answer) return "unknown";
  const [rated] = await deps.database.db
    .insert(assistantFeedback)
    .values({
      answer_id: id,
      language: answer.language,
      question: answer.question,
      answer: answer.answer,
      sources: answer.sources,
      helpful,
      comment: comment ? maskPersonalData(comment) : null,
    })
    .onConflictDoNothing()
    .returning({ id: assistantFeedback.answer_id });
  return rated ? undefined : "already_rated";
}

/** The answers rated unhelpful, latest first (at most `limit`). */
export async function listUnhelpful(deps: Deps, limit = 200): Promise<UnhelpfulAnswer[]> {
  const rows = await deps.database.db
    .select()
    .from(assistantFeedback)
    .where(eq(assistantFeedback.helpful, false))
    .orderBy(desc(assistantFeedback.created_at), desc(assistantFeedback.answer_id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.answer_id,
    question: row.question,
    lang: row.language as Language,
    answer: row.answer,
    sources: row.sources,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
  }));
}

/**
 * The last seven days: the counts of the days since six days before today (UTC), the ratings
 * and the unanswered questions last asked in those seven days, the most asked first.
 */
export async function weekReport(deps: Deps, now: Date = new Date()): Promise<AssistantWeek> {
  const db = deps.database.db;
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const firstDay = new Date(now.getTime() - 6 * DAY_MS).toISOString().slice(0, 10);
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
  const [days] = await db
    .select({
      asked: sum(assistantDays.asked),
      answered: sum(assistantDays.answered),
      handed_over: sum(assistantDays.handed_over),
    })
    .from(assistantDays)
    .where(gte(assistantDays.day, firstDay));
  const [ratings] = await db
    .select({
      rated: sql<number>`count(*)::int`,
      helpful: sql<number>`(count(*) filter (where ${assistantFeedback.helpful}))::int`,
    })
    .from(assistantFeedback)
    .where(gte(assistantFeedback.created_at, since));
  const unanswered = await db
    .select({
      id: assistantQuestions.id,
      question: assistantQuestions.question,
      lang: assistantQuestions.language,
      count: assistantQuestions.count,
    })
    .from(assistantQuestions)
    .where(gte(assistantQuestions.last_asked_at, since))
    .orderBy(desc(assistantQuestions.count), desc(assistantQuestions.last_asked_at))
    .limit(WEEK_UNANSWERED);
  return {
    since: since.toISOString(),
    asked: days?.asked ?? 0,
    answered: days?.answered ?? 0,
    handed_over: days?.handed_over ?? 0,
    rated: ratings?.rated ?? 0,
    helpful: ratings?.helpful ?? 0,
    unanswered: unanswered.map((row) => ({ ...row, lang: row.lang as Language })),
  };
}

/** Deletes the ratings and the days' counts older than FEEDBACK_RETENTION_DAYS. */
export async function purgeOldFeedback(deps: Deps, now: Date = new Date()) {
  const cutoff = new Date(now.getTime() - FEEDBACK_RETENTION_DAYS * DAY_MS);
  await deps.database.db.delete(assistantFeedback).where(lt(assistantFeedback.created_at, cutoff));
  await deps.database.db
    .delete(assistantDays)
    .where(lt(assistantDays.day, cutoff.toISOString().slice(0, 10)));
}
