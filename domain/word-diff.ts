import { diffWordsWithSpace } from "diff";

/**
 * What changed between two texts, word by word (the `diff` package's word diff, spaces kept as
 * they are: words, punctuation marks and spaces; accented letters belong to their word): the words
 * both keep, those removed from the first text and those added in the second. Shared by the back
 * office's histories and its translations (the French since a translation was made).
 */

export interface DiffPart {
  text: string;
  kind: "same" | "removed" | "added";
}

/** Beyond this many edits the texts are said to differ as wholes (the search would be long). */
const MAX_EDITS = 2_000;

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ text, kind });
}

/**
 * The parts of `before` and `after` in reading order: removed words before the added ones that
 * take their place; joining the parts without the added ones gives `before` back, without the
 * removed ones `after`. Equal texts are one `same` part; an empty text is none.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_EDITS });
  if (!changes) {
    push(parts, "removed", before);
    push(parts, "added", after);
    return parts;
  }
  // A space alone between two changes joins both sides: 'deux, puis' → 'trois et' reads as one
  // stretch removed and one added.
  let removed = "";
  let added = "";
  changes.forEach((change, index) => {
    if (change.added) added += change.value;
    else if (change.removed) removed += change.value;
    else if (/^\s+$/.test(change.value) && (removed || added) && index + 1 < changes.length) {
      removed += change.value;
      added += change.value;
    } else {
      push(parts, "removed", removed);
      push(parts, "added", added);
      removed = added = "";
      push(parts, "same", change.value);
    }
  });
  push(parts, "removed", removed);
  push(parts, "added", added);
  return parts;
}
