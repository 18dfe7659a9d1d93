import type { DiffPart } from "#domain/word-diff";
import type { ChangeLine } from "~/admin/lib/audit-log";

/** Unchanged stretches longer than this keep their ends around '…' (the changes stay in sight). */
const KEPT_CONTEXT = 60;

function shorten(text: string, first: boolean, last: boolean): string {
  if (text.length <= KEPT_CONTEXT * 2) return text;
  const head = first ? "" : text.slice(0, KEPT_CONTEXT);
  const tail = last ? "" : text.slice(-KEPT_CONTEXT);
  return `${head}…${tail}`;
}

/**
 * One side of a change: the words both versions keep, and those only this side has (removed on
 * the 'before' side, added on the 'after' side) highlighted; isolated, so an Arabic value keeps
 * its own direction beside the arrow.
 */
function Side({ parts, kind }: { parts: DiffPart[]; kind: "removed" | "added" }) {
  const shown = parts.filter((part) => part.kind === "same" || part.kind === kind);
  if (shown.length === 0) return <span className="text-muted-foreground">—</span>;
  const Mark = kind === "removed" ? "del" : "ins";
  const marked =
    kind === "removed"
      ? "rounded-sm bg-destructive/15 text-foreground line-through decoration-1"
      : "rounded-sm bg-emerald-500/20 text-foreground no-underline";
  return (
    <bdi className={kind === "removed" ? "text-muted-foreground" : undefined}>
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

/**
 * Changed fields as an editor reads them: the field's French label, its value before → after,
 * the words that changed highlighted. A row's history, the journal and a restore's confirmation
 * show changes this way.
 */
export function ChangeList({ lines, label }: { lines: ChangeLine[]; label?: string }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-[minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)]"
    >
      {lines.map((line) => (
        <div key={line.key} className="contents">
          <dt className="font-medium">{line.label}</dt>
          <dd className="wrap-break-word">
            <Side parts={line.parts} kind="removed" />
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> devient </span>
            <Side parts={line.parts} kind="added" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
