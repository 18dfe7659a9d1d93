import type { ReactNode } from "react";
import { RESTORED_FROM } from "#domain/restore";
import {
  type AuditEntry,
  actionLabel,
  authorOf,
  changeLines,
  rowText,
  tableLabel,
} from "~/admin/lib/audit-log";
import { ChangeList } from "./change-list";
import { useDateTime } from "./date-time";

/** A restore's line naming the version it gave back (its date when that entry is listed). */
function restoredFrom(
  entry: AuditEntry,
  entries: AuditEntry[],
  dateTime: (iso: string) => string,
): string | undefined {
  const id = entry.changes[RESTORED_FROM]?.after;
  if (typeof id !== "string") return undefined;
  const source = entries.find((other) => other.id === id);
  return source ? `Version du ${dateTime(source.at)} restaurée` : "Version restaurée";
}

/**
 * Audit entries, newest first: when, who, what, and each changed field's value before and after.
 * The Journal shows what each entry is about (the content and the row's name); a row's history
 * does not need it. `actions` draws an entry's buttons (a row's history: 'Restaurer cette
 * version').
 */
export function AuditEntries({
  entries,
  showTable,
  actions,
}: {
  entries: AuditEntry[];
  showTable: boolean;
  actions?: (entry: AuditEntry) => ReactNode;
}) {
  const dateTime = useDateTime();
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        const lines = changeLines(entry.table, entry.changes);
        const restored = restoredFrom(entry, entries, dateTime);
        const row = showTable ? rowText(entry) : null;
        return (
          <li key={entry.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <time dateTime={entry.at} className="tabular-nums text-muted-foreground">
                {dateTime(entry.at)}
              </time>
              <span className="font-semibold">{actionLabel(entry)}</span>
              {showTable ? <span>{tableLabel(entry.table)}</span> : null}
              {row ? <span className="min-w-0 font-medium wrap-break-word">« {row} »</span> : null}
              <span className="min-w-0 wrap-break-word text-muted-foreground">
                par {authorOf(entry)}
              </span>
            </p>
            {restored ? <p className="text-muted-foreground">{restored}</p> : null}
            {lines.length > 0 ? <ChangeList lines={lines} /> : null}
            {actions?.(entry)}
          </li>
        );
      })}
    </ol>
  );
}
