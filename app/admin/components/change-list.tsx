import type { ChangeLine } from "~/admin/lib/audit-log";
import { DiffSide } from "./diff-side";

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
            <DiffSide parts={line.parts} kind="removed" />
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> devient </span>
            <DiffSide parts={line.parts} kind="added" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
