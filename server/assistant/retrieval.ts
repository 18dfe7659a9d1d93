import MiniSearch from "minisearch";
import type { Language } from "#domain/languages";
import type { AssistantDocument } from "./documents";
import { asksForPerson } from "./handover";
import { arabicForms, arabicVerbNouns, fuzziness } from "./matching";
import { QuestionWords, type Text, type WordTerms } from "./question";
import {
  type AnswerSentence,
  type AssistantSource,
  answerSentence,
  oneLine,
  type Page,
  toSource,
} from "./sentences";
import { stemsOf, termsOf } from "./text";
import { placeStems, subjectOfEmptyQuestion } from "./vocabulary";

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
 * something else is never offered as its answer. Exactly half answers when one passage holds, as
 * written, every word of the question the site uses, two at least, the others being words the site
 * never uses (the visitor's own business: 'a mobile app for our bakery').
 */
export const MIN_COVERAGE = 0.5;

/**
 * A second or third page is shown only if it ranks at least this share of the first (and covers
 * more than half of the question too): a page whose words the first one shares in passing ('value'
 * on the markets page, 'values' on the about page) is still offered.
 */
export const MIN_SOURCE_RATIO = 0.2;

/** A word's form without clitics scores this share of the word's own, as a typo does. */
const FORM_WEIGHT = 0.6;

/** A term a question's word gave through the vocabulary scores this share of the word's own. */
const RELATED_WEIGHT = 0.3;

/**
 * The question's words (held by stem or the vocabulary) a page covering enough of the question
 * must hold to come before a better-ranked page that does not cover enough.
 */
const BROAD_WORDS = 3;

/** A page found through another language's text weighs less than one in the visitor's. */
const OTHER_LANGUAGE_WEIGHT = 0.75;

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
  /** Each indexed document's passages: its title's terms with one paragraph's each. */
  #passages = new Map<string, Set<string>[]>();
  /** The terms the indexed documents use, each with how many documents use it. */
  #lexicon = new Map<string, number>();
  /** How many distinct pages the documents make, counted once after each update. */
  #pageCount: number | undefined;
  /** The pages' headings, made once after each update. */
  #headingTerms: Map<string, ReadonlySet<string>> | undefined;

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
      if (before !== undefined) this.#discard(document.id);
      this.#texts.set(document.id, text);
      const title = termsOf(document.title, document.lang);
      const paragraphs = document.paragraphs.map((paragraph) => termsOf(paragraph, document.lang));
      this.#keepPassages(document.id, title, paragraphs);
      added.push({ id: document.id, title: title.join(" "), body: paragraphs.flat().join(" ") });
    }
    for (const id of [...this.#texts.keys()]) {
      if (given.has(id)) continue;
      this.#discard(id);
      this.#texts.delete(id);
      this.#documents.delete(id);
    }
    this.#search.addAll(added);
    this.#pageCount = undefined;
    this.#headingTerms = undefined;
    this.#vacuum();
  }

  #keepPassages(id: string, title: string[], paragraphs: string[][]): void {
    const passages = (paragraphs.length ? paragraphs : [[]]).map(
      (terms) => new Set([...title, ...terms]),
    );
    this.#passages.set(id, passages);
    for (const term of new Set(passages.flatMap((passage) => [...passage]))) {
      this.#lexicon.set(term, (this.#lexicon.get(term) ?? 0) + 1);
    }
  }

  #discard(id: string): void {
    this.#search.discard(id);
    for (const term of new Set((this.#passages.get(id) ?? []).flatMap((passage) => [...passage]))) {
      const count = (this.#lexicon.get(term) ?? 1) - 1;
      if (count > 0) this.#lexicon.set(term, count);
      else this.#lexicon.delete(term);
    }
    this.#passages.delete(id);
  }

  /**
   * A question's word as index terms: its stems, and when the site uses none of them, the stems
   * of its forms without clitics and of the noun of its doing (Arabic) that the site uses.
   */
  #termsOfWord(word: string): WordTerms {
    const own = stemsOf(word, "any");
    if (own.some((stem) => this.#lexicon.has(stem))) return { own, forms: [], nouns: [] };
    const used = (terms: string[]) => [
      ...new Set(
        terms.flatMap((form) => stemsOf(form, "ar")).filter((stem) => this.#lexicon.has(stem)),
      ),
    ];
    return { own, forms: used(arabicForms(word)), nouns: used(arabicVerbNouns(word)) };
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
    // Each meaningful word and the terms it gave: a word counts once however many stems it has,
    // and the stems of its notion's other words (vocabulary.ts), matched exactly: no typo, no
    // prefix, and each scoring RELATED_WEIGHT of the word's own.
    const asWritten = new QuestionWords(question, (word) => this.#termsOfWord(word));
    const subject = asWritten.own.length ? undefined : subjectOfEmptyQuestion(question);
    const question_ = subject
      ? new QuestionWords(subject, (word) => this.#termsOfWord(word))
      : asWritten;
    const own = new Set(question_.own.flat());
    const forms = new Set(question_.forms);
    const place = new Set(placeStems(question));
    const query = [...new Set([...question_.terms.flat(), ...forms, ...place])].join(" ");
    const hits = query
      ? this.#search.search(query, {
          fuzzy: (term) => own.has(term) && fuzziness(term),
          prefix: (term) => own.has(term) && term.length >= 4,
          boostTerm: (term) =>
            own.has(term) || place.has(term) ? 1 : forms.has(term) ? FORM_WEIGHT : RELATED_WEIGHT,
        })
      : [];

    // A page's score is its best part's; its passages are those of all its parts that matched.
    const byUrl = new Map<string, Page>();
    const passagesOf = new Map<Page, Set<string>[]>();
    for (const hit of hits) {
      const found = this.#documents.get(hit.id as string);
      if (!found) continue;
      const shown = this.#documents.get(shownId(found, lang)) ?? found;
      const score = hit.score * (found.for === lang ? 1 : OTHER_LANGUAGE_WEIGHT);
      let page = byUrl.get(found.url);
      if (!page) {
        page = { score, shown, parts: [], queryTerms: new Set(), docTerms: new Set(), coverage: 0 };
        byUrl.set(found.url, page);
        passagesOf.set(page, []);
      }
      for (const term of hit.queryTerms) page.queryTerms.add(term);
      for (const term of hit.terms) page.docTerms.add(term);
      passagesOf.get(page)!.push(...(this.#passages.get(found.id) ?? []));
      if (!page.parts.includes(shown)) page.parts.push(shown);
      if (page.score < score) Object.assign(page, { score, shown });
    }
    const pages = [...byUrl.values()];
    question_.noteMatched(pages.flatMap((page) => [...page.docTerms]));
    const pageTerms = pages.map((page) => page.docTerms);
    question_.noteHoursElsewhere(pageTerms);
    const weights = question_.weights(pageTerms, this.#pages());
    // Each page's coverage by its best passage, a row read under its page's heading and a
    // service's page's texts around it, worked out from the likeliest pages down: a page that
    // could not rank among those shown even if one passage held all it holds is left at 0.
    const candidates = pages
      .map((page) => {
        const base = page.shown.url.split("#")[0]!;
        const heading = this.#headings().get(base) ?? NOTHING;
        const around = byUrl.get(base);
        const text = [
          page.docTerms,
          around && around !== page ? around.docTerms : NOTHING,
          heading,
        ];
        const bound = page.score * question_.coverage(weights, [text], text) ** 2;
        return { page, heading, text, bound };
      })
      .sort((a, b) => b.bound - a.bound);
    let first = 0;
    const shownRanks: number[] = [];
    const textOf = new Map<Page, Text>();
    for (const { page, heading, text, bound } of candidates) {
      if (bound < MIN_SOURCE_RATIO * first) break;
      if (first > bound && shownRanks.filter((r) => r > bound).length >= MAX_SOURCES) break;
      const passages = passagesOf.get(page)!.map((passage) => [passage, heading]);
      page.coverage = question_.coverage(weights, passages, text);
      textOf.set(page, text);
      if (page.coverage >= MIN_COVERAGE - EPSILON && question_.wholeIn(pageTerms, passages))
        page.coverage = Math.max(page.coverage, MIN_COVERAGE + EPSILON);
      first = Math.max(first, rank(page));
      if (page.coverage > MIN_COVERAGE) shownRanks.push(rank(page));
    }
    pages.sort((a, b) => rank(b) - rank(a));
    // The best page does not cover enough of the question: one that does, and holds three of its
    // words or more, comes first (a list page naming a long question's words in passing does not
    // hide the service answering it; a short question sharing a word or two with a page still
    // finds nothing).
    if (pages[0] && !answers(pages[0])) {
      const broad = pages.findIndex(
        (page) =>
          answers(page) &&
          question_.own.filter((_, i) => question_.held(i, textOf.get(page)!) >= 1).length >=
            BROAD_WORDS,
      );
      if (broad > 0) pages.unshift(...pages.splice(broad, 1));
    }
    const ranked = pages
      .filter(
        (page, i, all) =>
          i === 0 || (answers(page) && rank(page) >= MIN_SOURCE_RATIO * rank(all[0]!)),
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
      sentence: answerSentence(best, question_.terms, weights, {
        terms: question_.own,
        weights: question_.weights(pageTerms, this.#pages(), true),
      }),
    };
  }

  /** Each page's heading as terms, in every language: the titles of its own texts. */
  #headings(): Map<string, ReadonlySet<string>> {
    if (this.#headingTerms === undefined) {
      const headings = new Map<string, Set<string>>();
      for (const document of this.#documents.values()) {
        if (!document.id.includes(":text:")) continue;
        const terms = headings.get(document.url) ?? new Set();
        for (const term of termsOf(document.title, document.lang)) terms.add(term);
        headings.set(document.url, terms);
      }
      this.#headingTerms = headings;
    }
    return this.#headingTerms;
  }

  /** How many pages (distinct links) the index holds, for the words' weights. */
  #pages(): number {
    if (this.#pageCount === undefined) {
      this.#pageCount = new Set([...this.#documents.values()].map((d) => d.url)).size;
    }
    return this.#pageCount;
  }
}

const NOTHING: ReadonlySet<string> = new Set();
const EPSILON = 1e-9;

/** A page ranks by its score, scaled by how much of the question it covers. */
const rank = (page: Page) => page.score * page.coverage ** 2;

/** Whether a page covers enough of the question to answer it. */
const answers = (page: Page) => page.coverage > MIN_COVERAGE;

/** The id of the same page part in the visitor's language. */
function shownId(document: AssistantDocument, lang: Language): string {
  return `${lang}${document.id.slice(document.id.indexOf(":"))}`;
}
