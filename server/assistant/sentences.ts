import type { Language } from "#domain/languages";
import { words } from "#domain/search";
import type { AssistantDocument } from "./documents";
import { termsOf } from "./text";

/**
 * What the retrieval shows of the pages it found: each page's card (its title and the sentence
 * that matched most) and the sentence that answers the question, taken verbatim from a page.
 */

/** One source card: a page of the site, its title and one line of it, in one language. */
export interface AssistantSource {
  title: string;
  /** A site path (with a service's anchor), never an outside address. */
  url: string;
  /** One line of plain text. */
  excerpt: string;
  /** The language of title and excerpt: French where the visitor's has no translation. */
  lang: Language;
}

/** A sentence of a page, verbatim (cut at a clause when long), that answers a question. */
export interface AnswerSentence {
  text: string;
  /** The language it is written in: French where the visitor's has no translation. */
  lang: Language;
  /** It holds every meaningful word of the question (by stem), or nearly: the rarest ones. */
  complete: boolean;
}

export const EXCERPT_MAX = 160;

/** A sentence whose words hold this share of the question's weight answers it completely. */
export const COMPLETE_SENTENCE = 0.75;

/** The fewest words a text needs to answer as a sentence. */
export const SENTENCE_MIN_WORDS = 4;

/** The answer's sentence is cut at a clause (else a word) beyond this many characters. */
export const SENTENCE_MAX = 280;

/** A page the question found, with what it matched. */
export interface Page {
  score: number;
  /** Its best-scoring part, in the visitor's language (French where it has no translation). */
  shown: AssistantDocument;
  /** Its parts that matched, in the visitor's language, best first. */
  parts: AssistantDocument[];
  queryTerms: Set<string>;
  docTerms: Set<string>;
  /** The weighted share of the question's words its best passage holds (question.ts). */
  coverage: number;
}

/** A document's sentences, in order. */
export function sentencesOf(document: AssistantDocument): string[] {
  return document.paragraphs.flatMap((paragraph) =>
    paragraph
      .split(/(?<=[.!?؟])\s+|\n+/)
      .map((sentence) => sentence.trim())
      .filter(Boolean),
  );
}

/**
 * A card: the document's title, and its sentence holding most of the terms the question matched
 * (its first sentence when none does).
 */
export function toSource(document: AssistantDocument, terms: ReadonlySet<string>): AssistantSource {
  const sentences = sentencesOf(document);
  let excerpt = sentences[0] ?? "";
  let most = 0;
  for (const sentence of sentences) {
    const count = termsOf(sentence, document.lang).filter((term) => terms.has(term)).length;
    if (count > most) {
      most = count;
      excerpt = sentence;
    }
  }
  return {
    title: oneLine(document.title, EXCERPT_MAX),
    url: document.url,
    excerpt: oneLine(excerpt, EXCERPT_MAX),
    lang: document.lang,
  };
}

/**
 * The sentence of the best page (any of its parts that matched, in the visitor's language) that
 * holds the most of the question's weight, by stem or by the vocabulary's related words; a
 * sentence holding only terms matched within a typo counts them half. Ties go to the best part,
 * then the earlier sentence. Never written: taken verbatim, cut at a clause when long; none when
 * no sentence of the page holds a word. It answers completely only by the question's own stems.
 */
export function answerSentence(
  page: Page,
  wordTerms: string[][],
  weights: number[],
  own: { terms: string[][]; weights: number[] },
): AnswerSentence | undefined {
  const questionTerms = new Set(wordTerms.flat());
  const nearTerms = [...page.docTerms].filter((term) => !questionTerms.has(term));
  const lightest = Math.min(...weights);
  let best: { text: string; lang: Language; exact: number; value: number } | undefined;
  for (const document of [page.shown, ...page.parts.filter((part) => part !== page.shown)]) {
    for (const sentence of sentencesOf(document)) {
      // A heading or a label ('Adresse', 'Saudi Arabia') names the subject, it does not answer.
      if (words(sentence).length < SENTENCE_MIN_WORDS) continue;
      // A site text's sentence that began with a placeholder (the site's name) lost its subject.
      if (/^\p{Ll}/u.test(sentence)) continue;
      const terms = new Set(termsOf(sentence, document.lang));
      const held = (termsOfWords: string[][], weighed: number[]) =>
        termsOfWords.reduce(
          (sum, stems, i) => sum + (stems.some((term) => terms.has(term)) ? weighed[i]! : 0),
          0,
        );
      const near = nearTerms.filter((term) => terms.has(term)).length * lightest * 0.5;
      const value = held(wordTerms, weights) + near;
      const exact = held(own.terms, own.weights);
      if (!best || value > best.value) best = { text: sentence, lang: document.lang, exact, value };
    }
  }
  if (!best || best.value <= 0) return undefined;
  const ownTotal = own.weights.reduce((sum, weight) => sum + weight, 0);
  return {
    text: atClause(best.text, SENTENCE_MAX),
    lang: best.lang,
    complete: ownTotal > 0 && best.exact / ownTotal >= COMPLETE_SENTENCE,
  };
}

/** A sentence cut at its last clause (comma, semicolon, colon, dash) within `max` characters. */
function atClause(sentence: string, max: number): string {
  const line = oneLine(sentence, Number.POSITIVE_INFINITY);
  if (line.length <= max) return line;
  const head = line.slice(0, max);
  const clause = Math.max(
    ...[",", ";", ":", "،", "؛", " —", " –"].map((mark) => head.lastIndexOf(mark)),
  );
  if (clause > max / 3) return `${head.slice(0, clause).trimEnd()}…`;
  return oneLine(line, max);
}

/** Plain text on one line, cut at a word with an ellipsis beyond `max` characters. */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
