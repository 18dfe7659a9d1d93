import MiniSearch from "minisearch";
import type { Language } from "#domain/languages";
import { words } from "#domain/search";
import type { AssistantDocument } from "./documents";
import { asksForPerson } from "./handover";
import {
  type AnswerSentence,
  type AssistantSource,
  answerSentence,
  oneLine,
  type Page,
  toSource,
} from "./sentences";
import { isArabicWord, isStopword, stemsOf, termsOf } from "./text";
import { placeStems, relatedStems } from "./vocabulary";

export type { AnswerSentence, AssistantSource };

/** A source's page part as a model reads it: its title, link, language and text. */
export interface AssistantPassage {
  title: string;
  url: string;
  lang: Language;
  text: string;
}

export interface AssistantAnswer {
  sources: AssistantSource[];
  /** The sources' texts (each cut at PASSAGE_MAX characters), for a language model. */
  passages: AssistantPassage[];
  /** Hand the visitor to a person: asked for, or nothing answers the question well enough. */
  handover: boolean;
  /** Why it hands over, for the record of unanswered questions. */
  reason?: "asked" | "no_match";
  /** The best page's sentence answering the question, when one does. */
  sentence?: AnswerSentence;
}

export const MAX_SOURCES = 3;
export const PASSAGE_MAX = 1200;

/**
 * The answer is good when one page holds more than this share of the question's meaningful words,
 * each weighed by its rarity on the site (wordWeights); a word found by its stem counts whole, one
 * found only within a typo or as the start of a longer word counts half. Otherwise the visitor is
 * told nothing was found and handed over: a page sharing a word or two with a question about
 * something else is never offered as its answer.
 */
export const MIN_COVERAGE = 0.5;

/** A second or third page is shown only if it ranks at least this share of the first. */
export const MIN_SOURCE_RATIO = 0.3;

/** A term a question's word gave through the vocabulary scores this share of the word's own. */
const RELATED_WEIGHT = 0.3;

/**
 * The meaningful words of a question, each as its parts: a word written with a hyphen
 * ('week-end', 'e-commerce') is one word, held by a page holding any of its parts.
 */
function questionWords(question: string): string[][] {
  const seen = new Set<string>();
  return question.split(/\s+/).flatMap((token) => {
    const parts = words(token).filter((word) => !isStopword(word));
    const key = parts.join(" ");
    if (!key || seen.has(key)) return [];
    seen.add(key);
    return [parts];
  });
}

/** A page found through another language's text weighs less than one in the visitor's. */
const OTHER_LANGUAGE_WEIGHT = 0.75;

/** Typos forgiven: one letter in words of five letters or more, two from eight (a swap is two). */
function fuzziness(term: string): number | false {
  if (isArabicWord(term)) return term.length >= 5 ? 1 : false;
  if (term.length >= 8) return 2;
  return term.length >= 5 ? 1 : false;
}

interface IndexedFields {
  id: string;
  title: string;
  body: string;
}

/**
 * The index of the published documents. Each document's text is turned into terms by its own
 * language's rules; a question's Latin words are stemmed both as French and as English (visitors
 * mix them), its Arabic words by the Arabic rules. Pages are ranked over every language's
 * documents, then shown in the visitor's language (French where it has no translation).
 */
export class AssistantIndex {
  #search: MiniSearch<IndexedFields>;
  #documents = new Map<string, AssistantDocument>();
  /** The text each indexed document's terms were made from. */
  #texts = new Map<string, string>();
  /** How many distinct pages the documents make, counted once after each update. */
  #pageCount: number | undefined;

  constructor(documents: readonly AssistantDocument[]) {
    this.#search = new MiniSearch<IndexedFields>({
      fields: ["title", "body"],
      // Discarded documents are cleaned out by `update` itself (`#vacuum`), never by MiniSearch's
      // own vacuuming, which walks the index in batches with pauses between them: an update in a
      // pause changed the tree under the walk and threw out of it, and the process died.
      autoVacuum: false,
      // Terms are made before indexing (each document in its language): split on spaces only.
      tokenize: (text) => text.split(" "),
      processTerm: (term) => term || null,
      searchOptions: {
        boost: { title: 2 },
        fuzzy: (term) => fuzziness(term),
        prefix: (term) => term.length >= 4,
        weights: { fuzzy: 0.6, prefix: 0.4 },
        combineWith: "OR",
        tokenize: (text) => text.split(" "),
        processTerm: (term) => term || null,
      },
    });
    this.update(documents);
  }

  get size(): number {
    return this.#documents.size;
  }

  /**
   * Makes the index hold `documents` and nothing else: a document whose text changed is
   * indexed again, one no longer given is removed, the others are left as they are, so a
   * write costs what it changed. Synchronous: a question sees the index before or after.
   */
  update(documents: readonly AssistantDocument[]): void {
    const given = new Set<string>();
    const added: IndexedFields[] = [];
    for (const document of documents) {
      given.add(document.id);
      // The very document indexed last time (its row unchanged): nothing to compare.
      if (this.#documents.get(document.id) === document) continue;
      const text = [document.lang, document.title, ...document.paragraphs].join("\n");
      this.#documents.set(document.id, document);
      const before = this.#texts.get(document.id);
      if (before === text) continue;
      if (before !== undefined) this.#search.discard(document.id);
      this.#texts.set(document.id, text);
      added.push({
        id: document.id,
        title: termsOf(document.title, document.lang).join(" "),
        body: termsOf(document.paragraphs.join("\n"), document.lang).join(" "),
      });
    }
    for (const id of [...this.#texts.keys()]) {
      if (given.has(id)) continue;
      this.#search.discard(id);
      this.#texts.delete(id);
      this.#documents.delete(id);
    }
    this.#search.addAll(added);
    this.#pageCount = undefined;
    this.#vacuum();
  }

  /** References discarded documents leave in the index (MiniSearch's "dirt"); 0 once cleaned. */
  get dirt(): number {
    return this.#search.dirtCount;
  }

  /**
   * Once discarded documents are a tenth of the index (and at least 20, MiniSearch's own
   * thresholds), cleans their references out in one pass: an infinite batch never pauses, so the
   * walk runs to its end before `vacuum` returns and no update can come in the middle of it.
   */
  #vacuum(): void {
    if (this.#search.dirtCount < 20 || this.#search.dirtFactor < 0.1) return;
    void this.#search.vacuum({ batchSize: Number.POSITIVE_INFINITY });
  }

  /**
   * Up to three pages answering `question` for a visitor reading `lang`, the sentence of the best
   * one that answers it, and whether to hand the visitor over to a person.
   */
  search(question: string, lang: Language): AssistantAnswer {
    const asked = asksForPerson(question);
    const meaningful = questionWords(question);
    // Each meaningful word and the terms it gave: a word counts once however many stems it has,
    // and the stems of its notion's other words (vocabulary.ts), matched exactly: no typo, no
    // prefix, and each scoring RELATED_WEIGHT of the word's own.
    const ownTerms = meaningful.map((parts) => [
      ...new Set(parts.flatMap((word) => stemsOf(word, "any"))),
    ]);
    const own = new Set(ownTerms.flat());
    const wordTerms = ownTerms.map((terms) => [...terms, ...relatedStems(terms)]);
    const place = new Set(placeStems(question));
    const query = [...new Set([...wordTerms.flat(), ...place])].join(" ");
    const hits = query
      ? this.#search.search(query, {
          fuzzy: (term) => own.has(term) && fuzziness(term),
          prefix: (term) => own.has(term) && term.length >= 4,
          boostTerm: (term) => (own.has(term) || place.has(term) ? 1 : RELATED_WEIGHT),
        })
      : [];

    // A page's score is its best part's; the words it covers are those of all its parts.
    const byUrl = new Map<string, Page>();
    for (const hit of hits) {
      const found = this.#documents.get(hit.id as string);
      if (!found) continue;
      const shown = this.#documents.get(shownId(found, lang)) ?? found;
      const score = hit.score * (found.for === lang ? 1 : OTHER_LANGUAGE_WEIGHT);
      let page = byUrl.get(found.url);
      if (!page) {
        page = { score, shown, parts: [], queryTerms: new Set(), docTerms: new Set(), coverage: 0 };
        byUrl.set(found.url, page);
      }
      for (const term of hit.queryTerms) page.queryTerms.add(term);
      for (const term of hit.terms) page.docTerms.add(term);
      if (!page.parts.includes(shown)) page.parts.push(shown);
      if (page.score < score) Object.assign(page, { score, shown });
    }
    const pages = [...byUrl.values()];
    const weights = wordWeights(wordTerms, pages, this.#pages());
    for (const page of pages) {
      // A service is a part of the services page: the words of the page's own texts count for it.
      const around = byUrl.get(page.shown.url.split("#")[0]!);
      page.coverage = coverage(
        wordTerms,
        weights,
        around && around !== page ? [page, around] : [page],
      );
    }
    const ranked = pages
      .sort((a, b) => rank(b) - rank(a))
      .filter(
        (page, i, all) =>
          i === 0 ||
          (page.coverage > MIN_COVERAGE && rank(page) >= MIN_SOURCE_RATIO * rank(all[0]!)),
      )
      .slice(0, MAX_SOURCES);
    const best = ranked[0];
    const good = best !== undefined && best.coverage > MIN_COVERAGE;
    const shown = good ? ranked : [];
    const sources = shown.map((page) =>
      toSource(page.shown, new Set([...page.docTerms, ...page.queryTerms])),
    );
    const passages = shown.map(({ shown: document }) => ({
      title: document.title,
      url: document.url,
      lang: document.lang,
      text: oneLine(document.paragraphs.join(" "), PASSAGE_MAX),
    }));
    if (asked) return { sources, passages, handover: true, reason: "asked" };
    if (!good) return { sources, passages, handover: true, reason: "no_match" };
    return {
      sources,
      passages,
      handover: false,
      sentence: answerSentence(best, wordTerms, weights, {
        terms: ownTerms,
        weights: wordWeights(ownTerms, pages, this.#pages()),
      }),
    };
  }

  /** How many pages (distinct links) the index holds, for the words' weights. */
  #pages(): number {
    if (this.#pageCount === undefined) {
      this.#pageCount = new Set([...this.#documents.values()].map((d) => d.url)).size;
    }
    return this.#pageCount;
  }
}

/** A page ranks by its score, scaled by how much of the question it covers. */
const rank = (page: Page) => page.score * page.coverage ** 2;

/**
 * Each meaningful word's weight: rarer on the site, heavier (an inverse document frequency over
 * pages), so that a word the site uses everywhere ('data', 'garantie', 'réparer') is not enough to
 * answer. A word no page holds weighs as the question's other words do on average: the site does
 * not say it, whether it is the subject (a bicycle, a dog) or a word around it.
 */
function wordWeights(wordTerms: string[][], pages: readonly Page[], total: number): number[] {
  const weights = wordTerms.map((terms) => {
    const holding = pages.filter((page) => wordMatch(terms, page) > 0).length;
    return holding === 0 ? undefined : Math.log((total + 1) / (holding + 0.5));
  });
  const known = weights.filter((weight) => weight !== undefined);
  const average = known.length ? known.reduce((sum, weight) => sum + weight, 0) / known.length : 1;
  return weights.map((weight) => weight ?? average);
}

/** 1 when a page holds a word by one of its stems, ½ within a typo or as a prefix, else 0. */
function wordMatch(terms: readonly string[], page: Page): number {
  if (terms.some((term) => page.docTerms.has(term))) return 1;
  return terms.some((term) => page.queryTerms.has(term)) ? 0.5 : 0;
}

/** The share of the question's words' weight that one page (its texts in `held`) holds. */
function coverage(wordTerms: string[][], weights: number[], held: readonly Page[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return 0;
  const sum = wordTerms.reduce(
    (sum, terms, i) => sum + weights[i]! * Math.max(...held.map((page) => wordMatch(terms, page))),
    0,
  );
  return sum / total;
}

/** The id of the same page part in the visitor's language. */
function shownId(document: AssistantDocument, lang: Language): string {
  return `${lang}${document.id.slice(document.id.indexOf(":"))}`;
}
