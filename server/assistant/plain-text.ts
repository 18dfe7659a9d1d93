/**
 * A language model's text made plain: the widget shows answers as text, never as HTML or
 * markdown, and an answer links only through its source cards (site paths): anything in the text
 * that reads as an address or a domain is removed.
 */

/**
 * Elements and links: script and style elements go with their content; other tags are dropped,
 * their text kept; markdown images and links keep their words only. Invisible format characters
 * (zero-width spaces and joiners, direction overrides) go too: none is needed in the site's
 * languages, and they would hide an address from the words' filter or disguise it.
 */
const MARKUP: [RegExp, string][] = [
  [/\p{Cf}/gu, ""],
  [/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ""],
  [/<\/?[a-z!][^>]*>/gi, ""],
  [/!\[([^\]]*)\]\([^)]*\)/g, "$1"],
  [/\[([^\]]+)\]\([^)]*\)/g, "$1"],
];

/** Headings, quotes, bullets written with '*' or '+', code and emphasis marks. */
const MARKS: [RegExp, string][] = [
  [/^[ \t]*#{1,6}[ \t]+/gm, ""],
  [/^[ \t]*>[ \t]?/gm, ""],
  [/^([ \t]*)[*+][ \t]+/gm, "$1- "],
  [/```[a-z]*|`|\*+|_{2,}/gi, ""],
];

/**
 * What reads as an address in a word: a scheme and what follows it (`https:evil.example`,
 * `mailto:x@…`, `javascript:…`), two slashes either way (`//evil.example`, `https:/\\evil…`), an
 * e-mail address, a domain (labels joined by a dot, ASCII or not, the last one letters or
 * punycode: `evil-ada-consulting.example/pay`, `www.evil.example`), an IPv4 address.
 */
const ADDRESS =
  /[a-z][a-z\d+.-]*:.|[/\\]{2}|[^@]@[^@]|[\p{L}\p{N}][\p{L}\p{N}-]*[.\u3002\uFF0E\uFF61](?:[\p{L}\p{N}-]+[.\u3002\uFF0E\uFF61])*(?:\p{L}{2,}|xn--[a-z\d-]+)(?![\p{L}\p{N}])|\d{1,3}(?:\.\d{1,3}){3}/iu;

/**
 * A word: what white space and the Arabic comma, semicolon and question mark separate (none of
 * them is ever part of an address).
 */
const WORD = /[^\s\u060C\u061B\u061F]+/gu;
/** Sentence punctuation ending a word, not part of what it says. */
const TRAILING = ".,;:!?\u2026";
/** No word a visitor reads is longer: a longer one is an address or noise, and is removed. */
const LONGEST_WORD = 100;

/** A text without the words that read as an address (or are too long), their punctuation kept. */
function withoutAddresses(text: string): string {
  return text.replace(WORD, (word) => {
    let end = word.length;
    while (end > 0 && TRAILING.includes(word[end - 1] ?? "")) end--;
    return end > LONGEST_WORD || ADDRESS.test(word.slice(0, end)) ? word.slice(end) : word;
  });
}

const replaced = (text: string, rules: [RegExp, string][]) =>
  rules.reduce((plain, [pattern, replacement]) => plain.replace(pattern, replacement), text);

/** One piece of a model's text, with no open tag or link and no word cut inside it, made plain. */
export function plainText(text: string): string {
  return replaced(withoutAddresses(replaced(text, MARKUP)), MARKS).replace(/[ \t]{2,}/g, " ");
}

/**
 * Where the construct starting at `at` ends (the index after it): a script or style element, a
 * tag (`<` and a letter, `/` or `!`), a link (`[…]`, and its `(…)` if one follows); -1 when it is
 * not closed yet (a `[…]` at the end may still get its address); `at` when none starts there.
 */
function constructEnd(text: string, lower: string, at: number): number {
  if (text[at] === "<") {
    if (at + 1 === text.length) return -1;
    if (!/[a-z/!]/i.test(text[at + 1] ?? "")) return at;
    const element = ["script", "style"].find((name) => lower.startsWith(`<${name}`, at));
    const closing = element ? lower.indexOf(`</${element}`, at) : at;
    const gt = closing < 0 ? -1 : text.indexOf(">", closing);
    return gt < 0 ? -1 : gt + 1;
  }
  if (text[at] === "[") {
    const close = text.indexOf("]", at);
    if (close < 0 || close === text.length - 1) return -1;
    if (text[close + 1] !== "(") return close + 1;
    const paren = text.indexOf(")", close);
    return paren < 0 ? -1 : paren + 1;
  }
  return at;
}

/**
 * How much of the pending text is safe to show: up to its last white space outside any
 * construct and before the first construct still open (a word, maybe an address, or a construct
 * may go on in the next piece). One pass over the text.
 */
function safeEnd(text: string): number {
  const lower = text.toLowerCase();
  let safe = 0;
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === " " || char === "\n" || char === "\t") {
      safe = at + 1;
      at += 1;
      continue;
    }
    const end = constructEnd(text, lower, at);
    if (end < 0) return safe;
    at = Math.max(end, at + 1);
  }
  return safe;
}

/**
 * The most text held back while it may still be a construct or a word being written: past it,
 * the held text is dropped, and so is what follows up to the next white space. What a piece
 * costs is then bounded, however long the answer.
 */
export const HELD_MAX = 500;

/**
 * A model's streamed text made plain as it arrives: `push` gives the plain text that is now
 * complete (possibly empty), `end` the rest.
 */
export class PlainTextStream {
  #pending = "";
  /** Held text was dropped: what follows it up to white space goes too. */
  #dropping = false;
  /** The text shown so far ends with a space: the next piece's leading spaces go. */
  #afterSpace = false;

  push(piece: string): string {
    let text = piece;
    if (this.#dropping) {
      const space = text.search(/\s/);
      if (space < 0) return "";
      this.#dropping = false;
      text = text.slice(space);
    }
    this.#pending += text;
    const end = safeEnd(this.#pending);
    const ready = this.#pending.slice(0, end);
    this.#pending = this.#pending.slice(end);
    if (this.#pending.length > HELD_MAX) {
      this.#pending = "";
      this.#dropping = true;
    }
    return this.#shown(plainText(ready));
  }

  end(): string {
    const rest = this.#pending;
    this.#pending = "";
    return this.#shown(plainText(rest));
  }

  #shown(text: string): string {
    const shown = this.#afterSpace ? text.replace(/^[ \t]+/, "") : text;
    if (shown) this.#afterSpace = /[ \t]$/.test(shown);
    return shown;
  }
}
