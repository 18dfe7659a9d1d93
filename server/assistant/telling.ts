import { isArabicWord } from "./text";
import { addressesFirm } from "./vocabulary";

/**
 * How a question's tokens tell what the visitor says of themselves around what they ask: places'
 * names, where they say they are, who they say they are, clauses and sentences, words that are
 * no subject there ('j'ai', 'nos propres').
 */

/** A name: a capital letter, then small ones ('Rotterdam', 'Villeurbanne'; not 'IA', 'RGPD'). */
export const PLACE_NAME = /^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)*[,.;:!?]*$/u;
/** Words a place's name follows ('à Lyon', 'in Rotterdam', 'near Annecy'). */
export const AT = /^(?:à|a|au|in|at|near)$/iu;

/**
 * A token ending a clause: a comma, colon, semicolon, full stop or question mark after it (Arabic
 * ones too), or a dash or colon standing alone ('Small winery in Rioja - is Spain…').
 */
export const CLAUSE_END = /(?:[,:;.!?،؛؟]|^[-–—:]+)$/u;
/** A token ending a question: a question mark after it (an Arabic one too). */
export const QUESTION_END = /[?؟]$/u;

/**
 * A clause's first words saying who the visitor is: 'we're a…', 'nous sommes une…', 'on est un…',
 * 'نحن…', 'احنا…' (Arabic has no article).
 */
export const BEING_A =
  /^(?:(?:we'?re|we are|nous sommes|on est|je suis|i'?m|i am) (?:a|an|un|une)|(?:نحن|احنا|إحنا) \p{L}+)(?:\s|$)/iu;

/**
 * 'Charge' after 'in' or 'en' is being in charge of something, read as no subject as taking care
 * of it is ('occupe'): 'what is the CTO in charge of', 'qui est en charge de…'; 'roaming charges'
 * stays a word.
 */
const IN_CHARGE = /^charge[,:;.!?]*$/iu;
const IN = /^(?:in|en)$/iu;

/**
 * Running after 'you' is the firm's doing, as 'do' is ('do you run workshops?', 'can you run an
 * audit'): no subject; a model or a system running ('it runs on our servers') stays a word.
 */
const RUN = /^(?:run|running)[,:;.!?]*$/iu;
const YOU = /^(?:you|u)$/iu;

/**
 * Costing before 'extra' asks whether something comes included, which 'extra' says ('do updates
 * cost extra?'): no subject of its own; a cost asked otherwise ('what does hosting cost') stays one.
 */
const COST = /^(?:cost|costs)$/iu;
const EXTRA = /^extra[,:;.!?]*$/iu;

/**
 * 'Big' before a business ('big corporates', 'grands groupes', 'large companies'), in a question
 * naming a small one too (SMALL), is a size of client set against the small ones the site says it
 * serves, not the large models it names: no subject; the business word stays one. Asked alone
 * ('big companies hiring in Riyadh') it stays a word.
 */
const BIG = /^(?:big|bigger|large|larger|grand|grands|grande|grandes|gros|grosses?)$/iu;
const BUSINESS =
  /^(?:corporates?|corporations?|compan(?:y|ies)|firms?|groupes?|entreprises?|bo[iî]tes?|comptes?)[,:;.!?]*$/iu;

const SMALL = /(?:^|[^\p{L}])(?:small|smaller|petites?|petits?|pme|sme|smes|smb)(?![\p{L}])/iu;

/**
 * The city asked after 'which', 'what' or 'quelle' of the firm's place (a word of where one is set,
 * PLACED, in a question addressing the firm: 'which city are you based in', 'dans quelle ville vos
 * locaux') asks where it is, as 'where' does: no subject. A city asked otherwise ('quelle ville
 * vous conseillez pour un week-end', 'quelle ville pour des locaux commerciaux') stays a word.
 */
const CITY = /^(?:city|ville)[,:;.!?]*$/iu;
const WHICH = /^(?:which|what|quelle)$/iu;
const PLACED = /(?:^|[^\p{L}])(?:based|located|situ[ée]e?s?|locaux|bureaux?|offices?)(?![\p{L}])/iu;

/** A verb elided onto a pronoun, read as no subject: 'j'ai', 'n'ai' (not AI), 'n'importe'. */
const ELIDED_VERB = /^(?:j|n|qu)['’](?:ai|importe)[,:;.!?]*$/iu;

/**
 * 'Propre' after a possessive is one's own, as 'own' is ('nos propres serveurs'); after a noun it
 * is clean ('des données propres').
 */
const OWN = /^propres?[,:;.!?]*$/iu;
const POSSESSIVE = /^(?:mon|ma|mes|notre|nos|votre|vos|son|sa|ses|leur|leurs)$/iu;

/**
 * A word read as no subject where the words around it say so: the word's own pattern, the token
 * before or after it, and what the whole question must hold. Each rule is one of the above.
 */
interface NoSubjectRule {
  word: RegExp;
  before?: RegExp;
  after?: RegExp;
  question?: (question: string) => boolean;
}

const NO_SUBJECT: readonly NoSubjectRule[] = [
  { word: ELIDED_VERB },
  { word: OWN, before: POSSESSIVE },
  { word: IN_CHARGE, before: IN },
  { word: RUN, before: YOU },
  { word: COST, after: EXTRA },
  { word: BIG, after: BUSINESS, question: (question) => SMALL.test(question) },
  {
    word: CITY,
    before: WHICH,
    question: (question) => PLACED.test(question) && addressesFirm(question),
  },
];

/** Whether token `t` of `question` is no subject there, by the first rule of NO_SUBJECT it meets. */
export function saysNoSubject(tokens: readonly string[], t: number, question: string): boolean {
  return NO_SUBJECT.some(
    (rule) =>
      rule.word.test(tokens[t] ?? "") &&
      (!rule.before || rule.before.test(tokens[t - 1] ?? "")) &&
      (!rule.after || rule.after.test(tokens[t + 1] ?? "")) &&
      (!rule.question || rule.question(question)),
  );
}

/** Words a place follows where the visitor says they are ('in', 'à', 'aux', 'في'). */
const HERE_AT = /^(?:à|a|au|aux|en|in|at|في)$/iu;
/** An article between them ('in the UAE'). */
const ARTICLE = /^(?:the|la|le|les)$/iu;
/** The visitor saying where they are, before HERE_AT: 'I'm', 'we are', 'je suis', 'انا'. */
const BEING =
  /(?:^|\s)(?:i'?m|i am|we'?re|we are|i live|we live|je suis|on est|nous sommes|j'habite|on habite|انا|أنا|احنا|نحن|ساكن|ساكنين)$/iu;

/**
 * Whether token `t` names where the visitor says they are: a name (a capital letter, or Arabic)
 * after 'in', 'à', 'في' (and an article) after 'I'm', 'je suis', 'انا' ('I'm in the UAE').
 */
export function visitorIsAt(tokens: readonly string[], t: number): boolean {
  if (!/^\p{Lu}/u.test(tokens[t]!) && !isArabicWord(tokens[t]!)) return false;
  let k = t - 1;
  if (k >= 0 && ARTICLE.test(tokens[k]!)) k--;
  if (k < 1 || !HERE_AT.test(tokens[k]!)) return false;
  return BEING.test(
    tokens
      .slice(Math.max(0, k - 2), k)
      .join(" ")
      .replaceAll("’", "'"),
  );
}
