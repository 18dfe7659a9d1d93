import MiniSearch from "minisearch";
import type { Language } from "#domain/languages";
import { words } from "#domain/search";
import type { AssistantDocument } from "./documents";
import { asksForPerson } from "./handover";
import { isArabicWord, isStopword, stemsOf, termsOf } from "./text";

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
}

export const MAX_SOURCES = 3;
export const EXCERPT_MAX = 160;
export const PASSAGE_MAX = 1200;

/**
 * The share of a question's meaningful words that the sources together must contain for the
 * answer to count as good (a word found by its stem counts whole, one found only within a typo or
 * as the start of a longer word counts half); below it, the visitor is handed over.
 */
export const MIN_COVERAGE = 0.5;

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
   * Up to three pages answering `question` for a visitor reading `lang`, and whether to hand
   * the visitor over to a person.
   */
  search(question: string, lang: Language): AssistantAnswer {
    const asked = asksForPerson(question);
    const meaningful = words(question).filter((word) => !isStopword(word));
    // Each meaningful word and the terms it gave: a word counts once however many stems it has.
    const wordTerms = meaningful.map((word) => stemsOf(word, "any"));
    const query = [...new Set(wordTerms.flat())].join(" ");
    const hits = query ? this.#search.search(query) : [];

    // A page's score is its best part's; the words it covers are those of all its parts.
    const byUrl = new Map<
      string,
      {
        score: number;
        shown: AssistantDocument;
        queryTerms: Set<string>;
        docTerms: Set<string>;
      }
    >();
    for (const hit of hits) {
      const found = this.#documents.get(hit.id as string);
      if (!found) continue;
      const shown = this.#documents.get(shownId(found, lang)) ?? found;
      const score = hit.score * (found.for === lang ? 1 : OTHER_LANGUAGE_WEIGHT);
      const entry = byUrl.get(found.url);
      if (!entry) {
        byUrl.set(found.url, {
          score,
          shown,
          queryTerms: new Set(hit.queryTerms),
          docTerms: new Set(hit.terms),
        });
        continue;
      }
      for (const term of hit.queryTerms) entry.queryTerms.add(term);
      for (const term of hit.terms) entry.docTerms.add(term);
      if (entry.score < score) Object.assign(entry, { score, shown });
    }
    const ranked = [...byUrl.values()].sort((a, b) => b.score - a.score).slice(0, MAX_SOURCES);
    const best = ranked[0];
    let covered = 0;
    const exact = (term: string) => ranked.some((entry) => entry.docTerms.has(term));
    const near = (term: string) => ranked.some((entry) => entry.queryTerms.has(term));
    for (const terms of best ? wordTerms : []) {
      if (terms.some(exact)) covered += 1;
      else if (terms.some(near)) covered += 0.5;
    }
    const good = meaningful.length > 0 && covered / meaningful.length >= MIN_COVERAGE;
    const shown = good ? ranked : [];
    const sources = shown.map((entry) =>
      toSource(entry.shown, new Set([...entry.docTerms, ...entry.queryTerms])),
    );
    const passages = shown.map(({ shown: document }) => ({
      title: document.title,
      url: document.url,
      lang: document.lang,
      text: oneLine(document.paragraphs.join(" "), PASSAGE_MAX),
    }));
    if (asked) return { sources, passages, handover: true, reason: "asked" };
    if (!good) return { sources, passages, handover: true, reason: "no_match" };
    return { sources, passages, handover: false };
  }
}

/** The id of the same page part in the visitor's language. */
function shownId(document: AssistantDocument, lang: Language): string {
  return `${lang}${document.id.slice(document.id.indexOf(":"))}`;
}

/**
 * A card: the document's title, and its sentence holding most of the terms the question matched
 * (its first sentence when none does).
 */
function toSource(document: AssistantDocument, terms: ReadonlySet<string>): AssistantSource {
  const sentences = document.paragraphs.flatMap((paragraph) =>
    paragraph
      .split(/(?<=[.!?؟])\s+|\n+/)
      .map((sentence) => sentence.trim())
      .filter(Boolean),
  );
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

/** Plain text on one line, cut at a word with an ellipsis beyond `max` characters. */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
