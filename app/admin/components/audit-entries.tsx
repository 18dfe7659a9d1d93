import type { ReactNode } from "react";
import { RESTORED_FROM } from "#domain/restore";
import {
  type AuditEntry,
  actionLabel,
  fieldLabel,
  formatDateTime,
  orderedChanges,
  tableLabel,
  valueText,
} from "~/admin/lib/audit-log";

/** Who made an entry: a member's e-mail, the schedule's publications said in words. */
const authorOf = (entry: AuditEntry) =>
  entry.user_email === "schedule" && entry.user_id === null
    ? "la programmation"
    : (entry.user_email ?? "compte inconnu");

/** A restore's line naming the version it gave back (its date when that entry is listed). */
function restoredFrom(entry: AuditEntry, entries: AuditEntry[]): string | undefined {
  const id = entry.changes[RESTORED_FROM]?.after;
  if (typeof id !== "string") return undefined;
  const source = entries.find((other) => other.id === id);
  return source ? `Version du ${formatDateTime(source.at)} restaurée` : "Version restaurée";
}

/**
 * Audit entries, newest first: when, who, what, and each changed field's value before and after.
 * The Journal shows the table of each entry; a row's history does not need it. `actions` draws
 * an entry's buttons (a row's history: 'Restaurer cette version').
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
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        const changes = orderedChanges(entry).filter(([field]) => field !== RESTORED_FROM);
        const restored = restoredFrom(entry, entries);
        return (
          <li key={entry.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <time dateTime={entry.at} className="tabular-nums text-muted-foreground">
                {formatDateTime(entry.at)}
              </time>
              <span className="font-semibold">{actionLabel(entry)}</span>
              {showTable ? <span>{tableLabel(entry.table)}</span> : null}
              <span className="break-all text-muted-foreground">par {authorOf(entry)}</span>
            </p>
            {restored ? <p className="text-muted-foreground">{restored}</p> : null}
            {showTable && entry.row_id ? (
              <p className="break-all text-xs text-muted-foreground">Élément : {entry.row_id}</p>
            ) : null}
            {changes.length > 0 ? (
              <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
                {changes.map(([field, { before, after }]) => (
                  <div key={field} className="contents">
                    <dt className="font-medium">{fieldLabel(entry.table, field)}</dt>
                    <dd className="wrap-anywhere">
                      <span className="text-muted-foreground line-through decoration-1">
                        {valueText(entry.table, field, before)}
                      </span>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only"> devient </span>
                      <span>{valueText(entry.table, field, after)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {actions?.(entry)}
          </li>
        );
      })}
    </ol>
  );
}
