import type { ReactNode } from "react";
import type { ColumnDef, EntityDef } from "#domain/entities";
import type { AdminRow } from "~/admin/lib/data-source";
import { formatDate, formatEuro } from "~/admin/lib/labels";
import { Badge } from "~/components/ui/badge";

/** A cell a screen draws itself (a column declared with format "custom"). */
export type CellRenderer = (row: AdminRow) => ReactNode;

/** A string value, or '—' when there is none. */
export const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : "—");

/** The cell of one declared column, in the format its declaration names. */
export function renderCell(
  entity: EntityDef,
  column: ColumnDef,
  row: AdminRow,
  custom: Partial<Record<string, CellRenderer>>,
): ReactNode {
  const value = row[column.field];
  const format = column.format;
  switch (format.kind) {
    case "custom": {
      const draw = custom[column.field];
      if (!draw) throw new Error(`the screen of ${entity.table} draws no cell for ${column.field}`);
      return draw(row);
    }
    case "euro":
      return formatEuro(value);
    case "date":
      return formatDate(value);
    case "badge":
      return typeof value === "string" && value !== "" ? (
        <Badge variant="secondary">{value}</Badge>
      ) : (
        "—"
      );
    case "count": {
      const count = Array.isArray(value) ? value.length : 0;
      return count > 0 ? `${count} ${format.unit}` : format.none;
    }
    case "text":
      // A long text keeps two lines in the table.
      return entity.fields[column.field]?.kind === "textarea" ? (
        <span className="line-clamp-2 max-w-md">{textOf(value)}</span>
      ) : (
        textOf(value)
      );
  }
}

/** A column's header: its own, or its field's label. */
export function headerOf(entity: EntityDef, column: ColumnDef): string {
  return column.header ?? entity.fields[column.field]?.label ?? column.field;
}

/** A column's classes: the row's name emphasised, short values kept on one line. */
export function columnClass(column: ColumnDef): string | undefined {
  const classes = [column.emphasis && "font-medium", column.nowrap && "whitespace-nowrap"];
  return classes.filter(Boolean).join(" ") || undefined;
}
