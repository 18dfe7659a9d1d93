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
 * Where the pending text stops being safe to show: at an element, a tag, a link or a code mark
 * not yet closed, and otherwise at its last white space (an address or a word may go on in the
 * next piece). Everything before is complete and made plain on its own.
 */
function safeEnd(pending: string): number {
  let end = pending.length;
  const open = (start: string, close: string) => {
    const at = pending.toLowerCase().lastIndexOf(start);
    if (at >= 0 && at > pending.toLowerCase().lastIndexOf(close)) end = Math.min(end, at);
  };
  open("<script", "</script");
  open("<style", "</style");
  open("<", ">");
  open("[", "]");
  const link = pending.lastIndexOf("](");
  if (link >= 0 && link > pending.lastIndexOf(")")) {
    end = Math.min(end, Math.max(0, pending.lastIndexOf("[", link)));
  }
  const space = Math.max(pending.lastIndexOf(" ", end - 1), pending.lastIndexOf("\n", end - 1));
  return space >= 0 && space < end ? space + 1 : end === pending.length ? 0 : end;
}

/**
 * A model's streamed text made plain as it arrives: `push` gives the plain text that is now
 * complete (possibly empty), `end` the rest.
 */
export class PlainTextStream {
  #pending = "";

  push(piece: string): string {
    this.#pending += piece;
    const end = safeEnd(this.#pending);
    const ready = this.#pending.slice(0, end);
    this.#pending = this.#pending.slice(end);
    return plainText(ready);
  }

  end(): string {
    const rest = this.#pending;
    this.#pending = "";
    return plainText(rest);
  }
}
