/**
 * How text is searched, the same everywhere: the assistant's index and questions, the media
 * library's filter, the lists' `q` in the browser-only variant, and the database's `search_fold`
 * (written in SQL in the migrations, checked against foldText over the same inputs by a test).
 * Words are compared lowercased, without accents (visitors often type none), compatibility forms
 * decomposed (ﬁ → fi, full-width letters and quotes → ASCII), Arabic with one form per letter and
 * without its marks, Eastern Arabic digits as 0–9.
 */

/** Harakat, Quranic marks, the superscript alif and tatweel: never part of a word's identity. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Arabic letter forms written interchangeably: hamzated alifs → ا, ى → ي, ة → ه, ؤ → و, ئ → ي. */
export function normaliseArabic(text: string): string {
  return text
    .replace(ARABIC_MARKS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي");
}

/**
 * Lowercase, accents removed (é → e, œ → oe), compatibility forms decomposed (ﬁ → fi, ＡＢＣ → abc,
 * ﻻ → لا), Arabic normalised, Eastern Arabic digits as 0–9. The three characters whose
 * compatibility form is an ASCII quote or backslash (＂ ＼ ﹨) become spaces: no part of a word, and
 * the database folds the JSON of translations as text, where they would break it.
 */
export function foldText(text: string): string {
  return normaliseArabic(
    text
      .replace(/[＂＼﹨]/g, " ")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replaceAll("œ", "oe")
      .replaceAll("æ", "ae")
      .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)),
  );
}

/** The words of a text, folded: letters and digits, apostrophes and hyphens as separators. */
export function words(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The words of a search, as the server matches them (each must start a word of the row): runs of
 * letters and digits (an Arabic word keeps its marks, folded away by the database), in order,
 * each once; a word made only of what folding removes (marks, tatweel) is dropped.
 */
export function searchWords(q: string | undefined): string[] {
  const found = (q ?? "").split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => {
    return word.replace(/[\p{M}\u0640\u06E5\u06E6]/gu, "") !== "";
  });
  return [...new Set(found)].slice(0, 20);
}

/** Every word of `q` starts a word of one of the texts (the API's `q` rule). */
export function matchesSearch(texts: readonly string[], q: string | undefined): boolean {
  const wanted = searchWords(q).map(foldText).filter(Boolean);
  if (wanted.length === 0) return true;
  const textWords = words(texts.join(" "));
  return wanted.every((prefix) => textWords.some((word) => word.startsWith(prefix)));
}

/** Two cells' values in a column's order: numbers by value, texts in French order, none last. */
export function compareValues(a: unknown, b: unknown): number {
  const none = (value: unknown) => value === null || value === undefined || value === "";
  if (none(a) || none(b)) return none(a) === none(b) ? 0 : none(a) ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return String(a).localeCompare(String(b), "fr", { sensitivity: "base", numeric: true });
}
