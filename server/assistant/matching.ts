import { ARABIC_PRONOUNS, isArabicWord } from "./text";

/**
 * How a question's word meets the index's terms beyond its own stems: Arabic words stripped of
 * the clitics written onto them, and a term told as the same word within a typo or as its start.
 * Both are checked against the words the site actually uses (its lexicon), never guessed alone.
 */

/** Typos forgiven: one letter in words of five letters or more, two from eight (a swap is two). */
export function fuzziness(term: string): number | false {
  if (isArabicWord(term)) return term.length >= 5 ? 1 : false;
  if (term.length >= 8) return 2;
  return term.length >= 5 ? 1 : false;
}

/** Whether `a` and `b` differ by at most `max` letters inserted, removed or replaced. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/**
 * Whether an index term is a question's term within a typo or as the start of a longer word
 * (four letters at least): the matches a search makes besides the exact ones.
 */
export function nearTerm(term: string, indexed: string): boolean {
  if (term === indexed) return false;
  if (term.length >= 4 && indexed.startsWith(term)) return true;
  const edits = fuzziness(term);
  return edits !== false && withinEdits(term, indexed, edits);
}

/** Conjunctions, prepositions and the article written onto an Arabic noun, in their order. */
const CONJUNCTIONS = ["", "و", "ف"];
const PREPOSITIONS = ["", "ب", "ل", "ك"];
const ARTICLES = ["", "ال"];
const PRONOUNS = ["", ...ARABIC_PRONOUNS];
/** A verb's person (I, we, you, he) and future marks before it, its plural endings after. */
const VERB_PREFIXES = ["ا", "ن", "ت", "ي", "سا", "سن", "ست", "سي"];
const VERB_ENDINGS = ["", "ون", "وا", "ين", "ان"];

/** The heads an Arabic word may begin with: and, so, with, for, as, the; a verb's person. */
const HEADS = [
  ...new Set(
    CONJUNCTIONS.flatMap((conjunction) => [
      ...PREPOSITIONS.flatMap((preposition) =>
        // 'ل' + 'ال' is written 'لل'.
        ARTICLES.map((article) =>
          preposition === "ل" && article ? `${conjunction}لل` : conjunction + preposition + article,
        ),
      ),
      ...VERB_PREFIXES.map((person) => conjunction + person),
    ]),
  ),
];
/** The heads ending with a verb's person: what follows is a verb. */
const VERB_HEADS = new Set(
  CONJUNCTIONS.flatMap((conjunction) => VERB_PREFIXES.map((person) => conjunction + person)),
);
const TAILS = [
  ...new Set([
    ...PRONOUNS,
    ...VERB_ENDINGS.flatMap((ending) => PRONOUNS.map((pronoun) => ending + pronoun)),
  ]),
];

/**
 * The forms an Arabic word (folded) may stand for once what is written onto it is taken off: a
 * conjunction, preposition and article before a noun ('وبالشركة' → 'شركه'), a verb's person and
 * future marks ('نتواصل' → 'تواصل'), a plural ending and a possessive after, the feminine ending
 * coming back before a possessive ('شركتنا' → 'شركه'); three letters always remain. The caller
 * keeps only the forms the site uses: a letter that only looks like a clitic is never taken off a
 * word the site knows.
 */
export function arabicForms(word: string): string[] {
  const forms = new Set<string>();
  for (const { stem, tail } of strippings(word)) {
    forms.add(stem);
    if (tail && stem.endsWith("ت")) forms.add(`${stem.slice(0, -1)}ه`);
  }
  forms.delete(word);
  return [...forms];
}

/**
 * An Arabic verb of three letters (its person and endings taken off) as the noun of its doing
 * ('يحول' → 'تحويل', 'ترتبونها' → 'ترتيب'): the site names what it does ('تحويل المحادثة إلى
 * موظف') where a visitor asks whether it does it. A guess, for the caller to keep only where the
 * site uses it.
 */
export function arabicVerbNouns(word: string): string[] {
  const nouns = new Set<string>();
  for (const { head, stem } of strippings(word)) {
    if (VERB_HEADS.has(head) && stem.length === 3) nouns.add(`ت${stem.slice(0, 2)}ي${stem[2]}`);
  }
  return [...nouns];
}

/** Each way of taking a head and a tail off an Arabic word, three letters remaining. */
function* strippings(word: string): Generator<{ head: string; stem: string; tail: string }> {
  if (!isArabicWord(word)) return;
  for (const head of HEADS) {
    if (!word.startsWith(head)) continue;
    const rest = word.slice(head.length);
    for (const tail of TAILS) {
      if (!rest.endsWith(tail) || rest.length - tail.length < 3) continue;
      yield { head, stem: tail ? rest.slice(0, -tail.length) : rest, tail };
    }
  }
}
