/**
 * What changed between two texts, word by word: the longest common sequence of words (and the
 * spaces between them) is kept, the rest is marked removed from the first text or added in the
 * second. Shared by the back office's histories, which highlight the changed words.
 */

export interface DiffPart {
  text: string;
  kind: "same" | "removed" | "added";
}

/** Beyond this many word pairs the texts are said to differ as wholes (the table would be too big). */
const MAX_CELLS = 250_000;

/**
 * Words, each with the spaces after it, so that joining them gives the text back and a run of
 * changed words reads as one stretch.
 */
const tokens = (text: string) => text.match(/\s+|\S+\s*/g) ?? [];

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ text, kind });
}

/**
 * The parts of `before` and `after` in reading order: removed words before the added ones that
 * take their place. Equal texts are one `same` part; an empty text is none.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const parts: DiffPart[] = [];
  if ((a.length + 1) * (b.length + 1) > MAX_CELLS) {
    if (before) push(parts, "removed", before);
    if (after) push(parts, "added", after);
    return parts;
  }
  // common[i][j]: the length of the longest common sequence of a[i..] and b[j..].
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(parts, "same", a[i++]!);
      j++;
    } else if (
      j >= b.length ||
      (i < a.length && common[(i + 1) * width + j]! >= common[i * width + j + 1]!)
    ) {
      push(parts, "removed", a[i++]!);
    } else {
      push(parts, "added", b[j++]!);
    }
  }
  return parts;
}
