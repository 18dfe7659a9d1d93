/**
 * French typography: a non-breaking space before ':' (U+00A0) and a narrow one (U+202F) before
 * ';', '!' and '?', and a non-breaking space inside '« »', so that a line never starts with the
 * punctuation alone ('site :' keeps its colon). Only a space already there is made non-breaking
 * (none is added before ':' or '?': times and URLs have none); the guillemets get theirs in any
 * case. Addresses (http://…, mailto:…, www.…) are left as written. Idempotent.
 */
export function frenchSpacing(text: string): string {
  if (!/[;:!?«»]/.test(text)) return text;
  return text
    .split(ADDRESS)
    .map((part, index) => (index % 2 === 1 ? part : spaceOut(part)))
    .join("");
}

/** An address, kept whole by `split` (its capture group). */
const ADDRESS = /((?:https?:\/\/|mailto:|www\.)[^\s«»]+)/i;
const SPACES = "[ \\u00a0\\u202f]";

function spaceOut(text: string): string {
  return text
    .replace(new RegExp(`${SPACES}+([;!?])`, "g"), "\u202f$1")
    .replace(new RegExp(`${SPACES}+:`, "g"), "\u00a0:")
    .replace(new RegExp(`«${SPACES}*`, "g"), "«\u00a0")
    .replace(new RegExp(`${SPACES}*»`, "g"), "\u00a0»");
}
