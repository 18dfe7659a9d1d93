import { lt } from "drizzle-orm";
import type {
  AssistantHandover,
  AssistantMessages,
  AssistantQuestion,
  AssistantReply,
} from "#domain/assistant";
import { CONTACT_LIMITS } from "#domain/contact";
import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { type Catalog, fr, type MessageKey } from "#domain/i18n/fr";
import type { Language } from "#domain/languages";
import { assistantAnswers } from "../db/schema";
import type { RateLimiter } from "../http/rate-limit.server";
import type { AppServices } from "../spine/context";
import { ANSWER_RETENTION_MS, countToday, keptAnswers } from "./feedback.server";
import { ModelFailure, modelMessages } from "./model.server";
import type { AssistantPassage } from "./retrieval";
import type { AnswerSentence } from "./sentences";
import { isYesNoQuestion } from "./text";
import { maskPersonalData, recordUnanswered } from "./unanswered.server";

type Deps = Pick<AppServices, "assistant" | "siteTexts" | "database" | "logger" | "config">;

const CATALOGS: Record<Language, Catalog> = { fr, en, ar };

/** A public text in `lang`: the site text staff set, else the catalog's. */
export async function textsIn(
  deps: Pick<AppServices, "siteTexts">,
  lang: Language,
): Promise<(key: MessageKey) => string> {
  const overrides = await deps.siteTexts.forLanguage(lang).catch(() => ({}));
  return (key) => (overrides as Partial<Record<MessageKey, string>>)[key] ?? CATALOGS[lang][key];
}

/** The field messages of the assistant's forms in the visitor's language. */
export function assistantMessages(text: (key: MessageKey) => string): AssistantMessages {
  return {
    required: text("assistant.handover.errorRequired"),
    invalidEmail: text("assistant.handover.errorEmail"),
    tooLong: (max) => text("assistant.handover.errorTooLong").replaceAll("{max}", String(max)),
    consent: text("assistant.handover.errorConsent"),
    invalid: text("assistant.error.invalidValue"),
  };
}

/** ASSISTANT_RATE_LIMIT questions per address per 10 minutes, counted across processes. */
export const ASSISTANT_WINDOW_MS = 10 * 60 * 1000;
export function assistantLimiter(deps: AppServices): RateLimiter {
  return deps.rateLimits.get("assistant", deps.config.ASSISTANT_RATE_LIMIT, ASSISTANT_WINDOW_MS);
}

/** The retrieval's answer to a question, and what a model would be given to write its own. */
export interface Retrieved {
  reply: Omit<AssistantReply, "id">;
  passages: AssistantPassage[];
  /** A page of the site answered it (neither 'nothing found' nor a request for a person). */
  answered: boolean;
}

/**
 * The answer from the index and its sources. Found: the best page's sentence that answers the
 * question, verbatim (led by 'Yes.' when the question asks yes or no and the sentence holds all
 * its words, and marked as French where the page has no translation), else the 'found' sentence;
 * nothing found, or asked for a person: that site text. A question nothing answered (not a
 * request for a person) is counted among the unanswered questions, without anything of who asked.
 */
export async function retrieve(deps: Deps, question: AssistantQuestion): Promise<Retrieved> {
  const { message, lang } = question;
  const found = await deps.assistant.answer(message, lang);
  const text = await textsIn(deps, lang);
  if (found.reason === "no_match") {
    // The visitor's answer does not wait on the count, nor fail with it.
    await recordUnanswered(deps, message, lang).catch((error: unknown) =>
      deps.logger.warn("assistant.unanswered_failed", { error }),
    );
  }
  const answer =
    found.reason === "asked"
      ? text("assistant.answer.person")
      : found.reason === "no_match"
        ? text("assistant.answer.none")
        : foundAnswer(text, message, lang, found.sentence);
  return {
    reply: { answer, sources: found.sources, handover: found.handover, lang },
    passages: found.passages,
    answered: found.reason === undefined,
  };
}

/** The found answer's text in `lang`, from the page's own sentence when there is one. */
function foundAnswer(
  text: (key: MessageKey) => string,
  question: string,
  lang: Language,
  sentence: AnswerSentence | undefined,
): string {
  if (!sentence) return text("assistant.answer.found");
  if (sentence.lang !== lang) return `${text("assistant.answer.inFrench")} « ${sentence.text} »`;
  if (sentence.complete && isYesNoQuestion(question)) {
    return `${text("assistant.answer.yes")} ${sentence.text}`;
  }
  return sentence.text;
}

/**
 * The model's answer, piece by piece, when one is configured and the retrieval found passages to
 * give it; nothing otherwise (the retrieval's sentence is the answer). Throws a ModelFailure
 * when it fails or is too slow.
 */
export function modelAnswer(
  deps: Deps,
  question: AssistantQuestion,
  retrieved: Retrieved,
  signal?: AbortSignal,
): AsyncGenerator<string> | undefined {
  const model = deps.assistant.model;
  if (!model || retrieved.passages.length === 0) return undefined;
  return model.answer(
    modelMessages(question.lang, retrieved.passages, question.history, question.message),
    signal,
  );
}

/** The model's whole answer, or the retrieval's sentence when there is none or it failed. */
export async function wholeAnswer(
  deps: Deps,
  question: AssistantQuestion,
  retrieved: Retrieved,
): Promise<string> {
  const pieces = modelAnswer(deps, question, retrieved);
  if (!pieces) return retrieved.reply.answer;
  let text = "";
  try {
    for await (const piece of pieces) text += piece;
    return text.trim();
  } catch (error) {
    logModelFailure(deps, error);
    return retrieved.reply.answer;
  }
}

export function logModelFailure(deps: Pick<AppServices, "logger">, error: unknown) {
  const reason = error instanceof ModelFailure ? error.reason : "error";
  deps.logger.warn("assistant.model_failed", { reason });
}

/**
 * Keeps an answer as the visitor was shown it (its text, its sources' titles and paths, the
 * question with its addresses and phone numbers masked) under a new id, which the answer carries,
 * and counts the question in the day's figures. Should the database fail, the answer still goes,
 * with an id nothing was kept under: a hand-over then shows that turn as the visitor's.
 */
export async function recordAnswer(
  deps: Pick<AppServices, "database" | "logger">,
  question: AssistantQuestion,
  retrieved: Retrieved,
  answer: string,
): Promise<string> {
  const { sources, lang } = retrieved.reply;
  try {
    const [row] = await deps.database.db
      .insert(assistantAnswers)
      .values({
        language: lang,
        question: maskPersonalData(question.message),
        answer,
        sources: sources.map(({ title, url }) => ({ title, url })),
      })
      .returning({ id: assistantAnswers.id });
    await countToday(deps, { asked: 1, ...(retrieved.answered ? { answered: 1 } : {}) }).catch(
      (error: unknown) => deps.logger.warn("assistant.count_failed", { error }),
    );
    return row!.id;
  } catch (error) {
    deps.logger.warn("assistant.answer_not_kept", { error });
    return crypto.randomUUID();
  }
}

/** Deletes the answers kept longer than ANSWER_RETENTION_MS; returns how many went. */
export async function purgeOldAnswers(
  deps: Pick<AppServices, "database">,
  now: Date = new Date(),
): Promise<number> {
  const gone = await deps.database.db
    .delete(assistantAnswers)
    .where(lt(assistantAnswers.created_at, new Date(now.getTime() - ANSWER_RETENTION_MS)))
    .returning({ id: assistantAnswers.id });
  return gone.length;
}

/** The visitor's language, as the back office names it. */
const LANGUAGE_NAMES_FR: Record<Language, string> = {
  fr: "français",
  en: "anglais",
  ar: "arabe",
};

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A conversation as the inbox and its e-mail show it, in French like the back office: the
 * visitor's language, the page it started on, then one turn a line ("Visiteur : …"), each
 * assistant's turn followed by the pages it showed (their titles and whole addresses). A turn is the assistant's only when it carries the
 * id of an answer the server kept: then its text and sources are the kept ones, whatever the
 * visitor sent; any other turn, whatever its role, is the visitor's. At most the contact
 * message's length, keeping the latest turns.
 */
export async function conversationText(
  deps: Pick<AppServices, "database" | "config">,
  { history, lang, page }: Pick<AssistantHandover, "history" | "lang" | "page">,
): Promise<string> {
  const site = deps.config.PUBLIC_URL;
  const kept = await keptAnswers(
    deps,
    history.flatMap((turn) => (turn.role === "assistant" && turn.id ? [turn.id] : [])),
  );
  const turns = history.map((turn) => {
    const answer = turn.role === "assistant" && turn.id ? kept.get(turn.id) : undefined;
    if (!answer) return `Visiteur : ${oneLine(turn.text)}`;
    const sources = answer.sources.map(({ title, url }) => `${oneLine(title)} (${site}${url})`);
    return [
      `Assistant : ${oneLine(answer.answer)}`,
      ...(sources.length > 0 ? [`Sources : ${sources.join(" ; ")}`] : []),
    ].join("\n");
  });
  const header = [
    `Langue du visiteur : ${LANGUAGE_NAMES_FR[lang]}`,
    ...(page ? [`Page de départ : ${site}${page}`] : []),
  ].join("\n");
  const shown: string[] = [];
  let length = header.length;
  for (const turn of turns.toReversed()) {
    if (length + turn.length + 1 > CONTACT_LIMITS.message) break;
    shown.unshift(turn);
    length += turn.length + 1;
  }
  return [header, ...shown].join("\n");
}
