import { words } from "#domain/search";
import { nearTerm, withinEdits } from "./matching";
import {
  AT,
  BEING_A,
  CLAUSE_END,
  PLACE_NAME,
  QUESTION_END,
  saysNoSubject,
  visitorIsAt,
} from "./telling";
import { isStopword, joinedAcronyms, joinedPlaceNames } from "./text";
import { toldAround } from "./told-around";
import { addressesFirm, isOfHours, relatedStems } from "./vocabulary";

/**
 * A question's meaningful words as the index's terms, and how much of them a text holds. A word
 * written with a hyphen ('week-end', 'second-hand') is one word of several parts, held only where
 * every part is: 'hand' alone (a hand-over) does not hold 'second-hand'.
 */
export class QuestionWords {
  /**
   * Each word's parts, each part's terms: its own stems, then the vocabulary's related ones; the
   * forms found by taking clitics off and their related stems, held as within a typo.
   */
  readonly #parts: { own: string[]; all: string[]; forms: string[]; nouns: string[] }[][];
  /** Each word's own terms (its parts' stems). */
  readonly own: string[][];
  /** Each word's terms with the vocabulary's related stems. */
  readonly terms: string[][];
  /** The terms of the words' forms without clitics and nouns of their doing, and related stems. */
  readonly forms: string[];
  /** Each word is a place's name: capitalised after 'à', 'in', 'near' ('à Villeurbanne'). */
  readonly #placed: boolean[];
  /** Each word is where the visitor says they are ('I'm in the UAE', 'je suis à Dubaï'). */
  readonly #here: boolean[] = [];
  /** Each word's clause: the question's parts between commas, colons, dashes and full stops. */
  readonly #clause: number[] = [];
  /** Each word is a number alone: how many of the visitor's things ('40 lawyers', '3 sites'). */
  readonly #number: boolean[] = [];
  /** Each word is within brackets: what the visitor adds of their own ('(agence, 25 personnes)'). */
  readonly #bracketed: boolean[] = [];
  /** The clauses ending with a question mark: what is asked, before what the visitor tells. */
  readonly #questionEnds = new Set<number>();
  /** Each word's sentence: the question's parts between full stops and question marks. */
  readonly #sentence: number[] = [];
  /** The sentences ending with a full stop or an exclamation mark: what the visitor tells. */
  readonly #toldSentences = new Set<number>();
  /** The clauses opening on the visitor saying who they are ('nous sommes une…', 'نحن…'). */
  readonly #beingClauses = new Set<number>();
  /** Each word is of opening hours and days ('horaires', 'samedi', 'open'). */
  readonly #ofHours: boolean[];
  /** The question addresses the firm ('vous', 'your', 'تفتحون'). */
  readonly #addressed: boolean;
  /** The words of hours and days are another place's (noteHoursElsewhere). */
  #hoursElsewhere = false;
  /** Index terms already looked at for the near matches below. */
  readonly #seen = new Set<string>();
  /** Each part's index terms met within a typo or as a longer word, by "word:part". */
  readonly #near = new Map<string, string[]>();
  /** Of those, the ones within one letter of a long word (closeTypo): held as the word itself. */
  readonly #close = new Map<string, string[]>();

  constructor(question: string, termsOfWord: (word: string) => WordTerms) {
    const seen = new Map<string, number>();
    const placed: boolean[] = [];
    let clause = 0;
    let sentence = 0;
    let depth = 0;
    let opening: string[] = [];
    const meaningful = joinedPlaceNames(joinedAcronyms(question))
      .split(/\s+/)
      .flatMap((token, t, tokens) => {
        const parts = saysNoSubject(tokens, t, question)
          ? []
          : words(token).filter((word) => !isStopword(word));
        const key = parts.join(" ");
        const [inClause, inSentence] = [clause, sentence];
        opening.push(token);
        if (opening.length === 3 && BEING_A.test(opening.join(" ").replaceAll("’", "'")))
          this.#beingClauses.add(clause);
        if (token.startsWith("(")) depth++;
        const bracketed = depth > 0;
        if (/\)[,:;.!?]*$/u.test(token)) depth = Math.max(0, depth - 1);
        if (QUESTION_END.test(token)) this.#questionEnds.add(clause);
        if (CLAUSE_END.test(token)) {
          clause++;
          opening = [];
        }
        if (/(?<![.…])[.!]$/u.test(token) && !/^\p{N}/u.test(tokens[t + 1] ?? "")) {
          this.#toldSentences.add(sentence++);
        } else if (QUESTION_END.test(token)) sentence++;
        if (!key) return [];
        // A word said twice is in its last clause and sentence: asked after it was told.
        const before = seen.get(key);
        if (before !== undefined) {
          this.#clause[before] = inClause;
          this.#sentence[before] = inSentence;
          return [];
        }
        seen.set(key, this.#clause.length);
        this.#clause.push(inClause);
        this.#sentence.push(inSentence);
        this.#number.push(/^\p{Nd}+$/u.test(key));
        this.#bracketed.push(bracketed);
        placed.push(t > 0 && PLACE_NAME.test(token) && AT.test(tokens[t - 1]!));
        this.#here.push(visitorIsAt(tokens, t));
        return [parts];
      });
    this.#parts = meaningful.map((parts) =>
      parts.map((part) => {
        const { own, forms, nouns } = termsOfWord(part);
        const all = [...new Set([...own, ...relatedStems(own)])];
        const known = new Set(all);
        const found = new Set([...forms, ...relatedStems(forms)].filter((t) => !known.has(t)));
        return {
          own,
          all,
          forms: [...found],
          nouns: [...new Set([...nouns, ...relatedStems(nouns)])].filter(
            (t) => !known.has(t) && !found.has(t),
          ),
        };
      }),
    );
    this.own = this.#parts.map((parts) => [...new Set(parts.flatMap((part) => part.own))]);
    this.terms = this.#parts.map((parts) => [...new Set(parts.flatMap((part) => part.all))]);
    this.forms = [...new Set(this.#parts.flat().flatMap((part) => [...part.forms, ...part.nouns]))];
    this.#ofHours = this.own.map(isOfHours);
    this.#addressed = addressesFirm(question);
    this.#placed = this.#addressed ? placed : placed.map(() => false);
  }

  /**
   * Notes whether the question's words of opening hours and days are another place's: asked beside
   * a word no page of `pages` holds as written (within a typo at most: 'Louvre'), the firm not
   * addressed ('le musée est-il ouvert dimanche', 'opening hours of the Louvre'). Those words are
   * then held by no text: the site's own hours are not what is asked.
   */
  noteHoursElsewhere(pages: readonly ReadonlySet<string>[]): void {
    this.#hoursElsewhere =
      !this.#addressed &&
      this.#ofHours.includes(true) &&
      this.own.some(
        (_, i) => !this.#ofHours[i] && !pages.some((page) => this.held(i, [page]) >= 1),
      );
  }

  /** Notes the index terms a search matched that are not a word's own or related terms. */
  noteMatched(indexTerms: Iterable<string>): void {
    const exact = new Set([...this.terms.flat(), ...this.forms]);
    for (const indexed of indexTerms) {
      if (exact.has(indexed) || this.#seen.has(indexed)) continue;
      this.#seen.add(indexed);
      this.#parts.forEach((word, i) => {
        word.forEach((part, k) => {
          if (!part.own.some((term) => nearTerm(term, indexed))) return;
          const key = `${i}:${k}`;
          if (part.own.some((term) => closeTypo(term, indexed)))
            this.#close.set(key, [...(this.#close.get(key) ?? []), indexed]);
          this.#near.set(key, [...(this.#near.get(key) ?? []), indexed]);
        });
      });
    }
  }

  /**
   * How much of word `i` a text (the sets of terms it is made of) holds: 1 by a stem (or, unless
   * `ownOnly`, a related stem or a form) or within one letter of a long word, ½ within a wider
   * typo or as the start of a longer word, 0 otherwise; a word of several parts as its least held
   * part. The noun of an Arabic verb's doing counts unless `guesses` is false.
   */
  held(i: number, text: Text, ownOnly = false, guesses = true): number {
    if (this.#hoursElsewhere && this.#ofHours[i]) return 0;
    const parts = this.#parts[i]!;
    let least = 1;
    for (let k = 0; k < parts.length && least > 0; k++) {
      const part = parts[k]!;
      const value =
        holds(text, ownOnly ? part.own : part.all) ||
        (!ownOnly && (holds(text, part.forms) || (guesses && holds(text, part.nouns))))
          ? 1
          : holds(text, this.#close.get(`${i}:${k}`) ?? NONE)
            ? 1
            : holds(text, this.#near.get(`${i}:${k}`) ?? NONE)
              ? NEAR
              : 0;
      least = Math.min(least, value);
    }
    return least;
  }

  /**
   * Each word's weight: rarer on the site, heavier (an inverse document frequency over `total`
   * pages, `pages` being the terms of those a search found), so that a word the site uses
   * everywhere ('data', 'garantie', 'réparer') is not enough to answer. A word no page holds as
   * written (only within a typo or as a longer word's start: 'salon', 'Bordeaux'; the noun of an
   * Arabic verb's doing, a guess, aside) weighs as the question's other words do on average: the
   * site does not say it, whether it is the subject (a bicycle, a dog) or a word around it; in a
   * question holding OWN_WORDS_AFTER of the site's words or more, and no fewer of them than of
   * others, it weighs OWN_WORDS_WEIGHT of that: such a question tells of the visitor's own business
   * and place ('a cheese shop in Annecy') around what it asks of the firm, while a short one
   * sharing a word with the site, or a long one about something else sharing a few, is still no
   * answer. A place's name told to the firm ('à Rotterdam, vous intervenez aux Pays-Bas ?') weighs
   * OWN_WORDS_WEIGHT of that in any question: where the visitor is, not what is asked ('what time
   * is it in Gdansk', the firm not addressed, weighs it whole). Where the visitor says they are
   * ('I'm in the UAE', 'je suis aux Émirats') weighs so too, even a place the site names: it is
   * said around what is asked ('your office hours? I'm in the UAE'), while 'do you operate in
   * the UAE' asks it. A number alone ('40 lawyers', '3 sites') weighs so too: how many of their
   * things the visitor has, never what they ask. All the words weighing so weigh together
   * AROUND_AT_MOST of the others at most: a long tale of the visitor's business ('on est un groupe
   * de cabinets dentaires…, nos secrétaires…') is still around a short question. What the visitor
   * adds within brackets ('(agence de recrutement, 25 personnes)') weighs so too, in a question
   * holding two of the site's words or more outside them.
   */
  weights(pages: readonly ReadonlySet<string>[], total: number, ownOnly = false): number[] {
    const weights = this.own.map((_, i) => {
      const holding = pages.filter((page) => this.held(i, [page], ownOnly, false) >= 1).length;
      return holding === 0 ? undefined : Math.log((total + 1) / (holding + 0.5));
    });
    const site = weights.map((weight, i) => weight !== undefined && !this.#number[i]);
    const told = toldAround(site, {
      clause: this.#clause,
      sentence: this.#sentence,
      number: this.#number,
      questionEnds: this.#questionEnds,
      toldSentences: this.#toldSentences,
      beingClauses: this.#beingClauses,
    });
    const added = site.filter((known, i) => known && !this.#bracketed[i] && !told[i]).length >= 2;
    const aside = (i: number) =>
      this.#here[i] || told[i] || this.#number[i] || (added && this.#bracketed[i]!);
    const known = weights.filter(
      (weight, i): weight is number => weight !== undefined && !aside(i),
    );
    const average = known.length ? known.reduce((sum, w) => sum + w, 0) / known.length : 1;
    const asked = weights.filter((_, i) => !told[i]).length;
    const mostlySite = known.length >= OWN_WORDS_AFTER && known.length * 2 >= asked;
    const unknown = mostlySite ? average * OWN_WORDS_WEIGHT : average;
    const weighed = weights.map((weight, i) =>
      aside(i)
        ? average * OWN_WORDS_WEIGHT
        : (weight ?? (this.#placed[i] ? average * OWN_WORDS_WEIGHT : unknown)),
    );
    const sum = (around: boolean) =>
      weighed.reduce((total, weight, i) => (aside(i) === around ? total + weight : total), 0);
    const [inQuestion, around] = [sum(false), sum(true)];
    const scale =
      inQuestion > 0 && around > inQuestion * AROUND_AT_MOST
        ? (inQuestion * AROUND_AT_MOST) / around
        : 1;
    return weighed.map((weight, i) => (aside(i) ? weight * scale : weight));
  }

  /**
   * The share of the question's weight that the best of a page's `passages` holds, a word held only
   * elsewhere on the page (`page`, all its texts) counting half: a page answers with what one of
   * its passages says, its other texts only around it, not with words gathered from several.
   * Never more than what `page` holds as one passage.
   */
  /**
   * Whether one of `passages` holds each of the question's words that any page of `pages` holds,
   * two at least, as written (by a stem or the vocabulary's related stem: no typo, no form without
   * clitics): the question's other words are ones the site never uses.
   */
  wholeIn(pages: readonly ReadonlySet<string>[], passages: Iterable<Text>): boolean {
    const known = this.#parts.flatMap((_, i) =>
      pages.some((page) => this.held(i, [page]) > 0) ? [i] : [],
    );
    if (known.length < 2) return false;
    for (const passage of passages) {
      if (known.every((i) => this.#parts[i]!.every((part) => holds(passage, part.all))))
        return true;
    }
    return false;
  }

  coverage(weights: readonly number[], passages: Iterable<Text>, page: Text): number {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    if (total <= 0) return 0;
    const around = weights.map((_, i) => this.held(i, page) * AROUND);
    let best = 0;
    for (const passage of passages) {
      const sum = weights.reduce(
        (sum, weight, i) => sum + weight * Math.max(this.held(i, passage), around[i]!),
        0,
      );
      best = Math.max(best, sum / total);
    }
    return best;
  }
}

/** A text as the sets of terms it is made of (a passage and its page's heading). */
export type Text = readonly ReadonlySet<string>[];

const NONE: readonly string[] = [];

/** Whether a text holds one of `terms`. */
function holds(text: Text, terms: readonly string[]): boolean {
  for (const term of terms) {
    for (const set of text) if (set.has(term)) return true;
  }
  return false;
}

/**
 * A typo taken for the site's word: one letter inserted, removed or replaced in a word or stem of
 * eight letters or more ('horraires'), never a longer word's start ('secur' is no 'security').
 * Shorter words and wider typos meet other words too often ('prevent' and 'present') to count whole.
 */
const closeTypo = (term: string, indexed: string) =>
  term.length >= 8 && !indexed.startsWith(term) && withinEdits(term, indexed, 1);

/** What a word held within a typo, as a longer word's start or by a form without clitics counts. */
const NEAR = 0.5;

/**
 * A word's terms: its own stems, the site's forms of it without clitics and the nouns of its doing
 * (Arabic).
 */
export interface WordTerms {
  own: string[];
  forms: string[];
  nouns: string[];
}

/** The site's words a question holds, at least, for the words no page holds to weigh less. */
const OWN_WORDS_AFTER = 4;
/** A word no page holds, in a question holding OWN_WORDS_AFTER of the site's, weighs this share. */
const OWN_WORDS_WEIGHT = 0.3;

/** The words told around what is asked weigh together this share of the asked ones' at most. */
const AROUND_AT_MOST = 0.25;

/** A word a page holds outside the passage that answers counts this share of its weight. */
export const AROUND = 0.5;
