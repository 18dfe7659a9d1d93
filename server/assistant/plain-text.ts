/**
 * A language model's text made plain: the widget shows answers as text, never as HTML or
 * markdown, and an answer links only through its source cards (site paths), never to an address
 * a model wrote.
 */

const RULES: [RegExp, string][] = [
  // Script and style elements go with their content; other tags are dropped, their text kept.
  [/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ""],
  [/<\/?[a-z!][^>]*>/gi, ""],
  // Markdown images and links keep their words only.
  [/!\[([^\]]*)\]\([^)]*\)/g, "$1"],
  [/\[([^\]]+)\]\([^)]*\)/g, "$1"],
  // Addresses the model wrote (another site, a script or data URL): removed.
  [/\b(?:https?:\/\/|www\.)\S+/gi, ""],
  [/\b(?:javascript|data|vbscript):\S*/gi, ""],
  // Headings, quotes, bullets written with '*' or '+', code and emphasis marks.
  [/^[ \t]*#{1,6}[ \t]+/gm, ""],
  [/^[ \t]*>[ \t]?/gm, ""],
  [/^([ \t]*)[*+][ \t]+/gm, "$1- "],
  [/```[a-z]*|`|\*+|_{2,}/gi, ""],
];

/** One piece of a model's text, with no open tag or link inside it, made plain. */
export function plainText(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of RULES) plain = plain.replace(pattern, replacement);
  return plain.replace(/[ \t]{2,}/g, " ");
}

/**
 * Where the first construct not yet closed starts in `text`: a script or style element, a tag, a
 * link (a `[…]` at the end may still get its address); the text's length when none is open.
 */
function openAt(text: string): number {
  const lower = text.toLowerCase();
  let at = text.length;
  for (const name of ["script", "style"]) {
    const start = lower.lastIndexOf(`<${name}`);
    if (start >= 0 && !new RegExp(`</${name}\\s*>`).test(lower.slice(start))) {
      at = Math.min(at, start);
    }
  }
  const tag = text.lastIndexOf("<");
  if (tag > text.lastIndexOf(">")) at = Math.min(at, tag);
  const bracket = text.lastIndexOf("[");
  if (bracket >= 0) {
    const close = text.indexOf("]", bracket);
    const unfinished =
      close < 0 ||
      close === text.length - 1 ||
      (text[close + 1] === "(" && text.indexOf(")", close) < 0);
    if (unfinished) at = Math.min(at, bracket);
  }
  return at;
}

/**
 * How much of the pending text is safe to show: up to the first construct still open, else up
 * to its last white space (an address or a word may go on in the next piece), and never ending
 * inside a construct.
 */
function safeEnd(pending: string): number {
  let text = pending;
  for (;;) {
    const open = openAt(text);
    const space = Math.max(text.lastIndexOf(" ", open - 1), text.lastIndexOf("\n", open - 1));
    const end = open < text.length ? open : space + 1;
    if (end >= text.length || openAt(text.slice(0, end)) === end) return end;
    text = text.slice(0, end);
  }
}

/**
 * A model's streamed text made plain as it arrives: `push` gives the plain text that is now
 * complete (possibly empty), `end` the rest.
 */
export class PlainTextStream {
  #pending = "";
  /** The text shown so far ends with a space: the next piece's leading spaces go. */
  #afterSpace = false;

  push(piece: string): string {
    this.#pending += piece;
    const end = safeEnd(this.#pending);
    const ready = this.#pending.slice(0, end);
    this.#pending = this.#pending.slice(end);
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
