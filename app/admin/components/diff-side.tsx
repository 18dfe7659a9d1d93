import type { DiffPart } from "#domain/word-diff";

/** Unchanged stretches longer than this keep their ends around '…' (the changes stay in sight). */
const KEPT_CONTEXT = 60;

function shorten(text: string, first: boolean, last: boolean): string {
  if (text.length <= KEPT_CONTEXT * 2) return text;
  const head = first ? "" : text.slice(0, KEPT_CONTEXT);
  const tail = last ? "" : text.slice(-KEPT_CONTEXT);
  return `${head}…${tail}`;
}

/**
 * One side of a word-level difference: the words both versions keep, and those only this side
 * has (removed on the 'before' side, struck through; added on the 'after' side, highlighted);
 * isolated, so an Arabic value keeps its own
 * direction beside the rest of the line. Histories and a translation's French changes show
 * differences this way.
 */
export function DiffSide({
  parts,
  kind,
  lang,
}: {
  parts: DiffPart[];
  kind: "removed" | "added";
  lang?: string;
}) {
  const shown = parts.filter((part) => part.kind === "same" || part.kind === kind);
  if (shown.length === 0) return <span className="text-muted-foreground">—</span>;
  const Mark = kind === "removed" ? "del" : "ins";
  const marked =
    kind === "removed"
      ? "rounded-sm bg-destructive/15 text-foreground line-through decoration-1"
      : "rounded-sm bg-emerald-500/20 text-foreground no-underline";
  return (
    <bdi lang={lang} className={kind === "removed" ? "text-muted-foreground" : undefined}>
      {shown.map((part, index) =>
        part.kind === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff keep their order
          <span key={index}>{shorten(part.text, index === 0, index === shown.length - 1)}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff keep their order
          <Mark key={index} className={marked}>
            {part.text}
          </Mark>
        ),
      )}
    </bdi>
  );
}
