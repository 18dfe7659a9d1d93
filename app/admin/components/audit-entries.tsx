import {
  type AuditEntry,
  actionLabel,
  fieldLabel,
  formatDateTime,
  orderedChanges,
  tableLabel,
  valueText,
} from "~/admin/lib/audit-log";

/**
 * Audit entries, newest first: when, who, what, and each changed field's value before and after.
 * The Journal shows the table of each entry; a row's history does not need it.
 */
export function AuditEntries({
  entries,
  showTable,
}: {
  entries: AuditEntry[];
  showTable: boolean;
}) {
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        const changes = orderedChanges(entry);
        return (
          <li key={entry.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <time dateTime={entry.at} className="tabular-nums text-muted-foreground">
                {formatDateTime(entry.at)}
              </time>
              <span className="font-semibold">{actionLabel(entry)}</span>
              {showTable ? <span>{tableLabel(entry.table)}</span> : null}
              <span className="break-all text-muted-foreground">
                par {entry.user_email ?? "compte inconnu"}
              </span>
            </p>
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
          </li>
        );
      })}
    </ol>
  );
}
