import { Tooltip } from "radix-ui";
import { type ReactNode, startTransition, useCallback, useState } from "react";
import type { ColumnDef, EntityDef } from "#domain/entities";
import { orderColumns } from "#domain/list-query";
import type { AdminRow } from "~/admin/lib/data-source";
import { formatDate, formatEuro } from "~/admin/lib/labels";
import { Badge } from "~/components/ui/badge";

/** A cell a screen draws itself (a column declared with format "custom"). */
export type CellRenderer = (row: AdminRow) => ReactNode;

/** A string value, or '—' when there is none. */
export const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : "—");

/** A table's first column names its rows (a title, a name): it keeps the larger share of the width. */
const isTitleColumn = (entity: EntityDef, column: ColumnDef) =>
  entity.screen !== undefined && "columns" in entity.screen && entity.screen.columns[0] === column;

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
      return <span className="whitespace-nowrap">{formatEuro(value)}</span>;
    case "date":
      return <span className="whitespace-nowrap">{formatDate(value)}</span>;
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
      return (
        <CellText
          text={textOf(value)}
          wide={isTitleColumn(entity, column) || entity.fields[column.field]?.kind === "textarea"}
        />
      );
  }
}

/**
 * An e-mail address whole. Where its column is too narrow the line breaks before its '@' first:
 * the local part and the domain are each one unit, broken inside (at a hyphen or a dot) only
 * when that part alone is wider than the column.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <span className={className}>{email}</span>;
  return (
    <span className={className}>
      <span className="inline-block max-w-full">{email.slice(0, at)}</span>
      <wbr />
      <span className="inline-block max-w-full">{email.slice(at)}</span>
    </span>
  );
}

/**
 * A text on one line, cut with an ellipsis where its column ends. Only when it is cut, it is
 * shown whole in a tooltip on hover and on keyboard focus (the text then takes focus), and in
 * its `title`; a screen reader reads the whole text either way.
 *
 * A resize observer tells whether it is cut, after the browser's own layout: a list's cells are
 * never measured while they mount (a layout forced per list), and a whole text carries no tooltip
 * (most cells are whole: the list mounts a plain span for them). A text that becomes cut, or
 * whole, is mounted again with or without its tooltip, and observed again.
 */
export function CellText({
  text,
  wide = false,
  lang,
}: {
  text: string;
  wide?: boolean;
  /** The text's own language, where it may differ from the page's (its direction follows). */
  lang?: string;
}) {
  const [cut, setCut] = useState(false);
  const observe = useCallback((element: HTMLSpanElement) => {
    // A transition: the tooltips of a page's cut texts are mounted in slices that let the
    // browser paint and answer input in between, not in one task right after the rows show.
    const observer = new ResizeObserver(() =>
      startTransition(() => setCut(element.scrollWidth > element.clientWidth + 1)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const span = (
    <span
      ref={observe}
      className="admin-cell-text"
      data-wide={wide || undefined}
      lang={lang}
      dir={lang ? "auto" : undefined}
      title={cut ? text : undefined}
      tabIndex={cut ? 0 : undefined}
    >
      {text}
    </span>
  );
  if (!cut) return span;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{span}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          align="start"
          sideOffset={4}
          className="z-50 max-w-sm rounded-md border bg-popover px-3 py-2 text-sm whitespace-pre-wrap text-popover-foreground shadow-md"
        >
          {text}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** A column's header: its own, or its field's label. */
export function headerOf(entity: EntityDef, column: ColumnDef): string {
  return column.header ?? entity.fields[column.field]?.label ?? column.field;
}

/** A column's classes: the row's name emphasised, short values kept on one line. */
export function columnClass(column: ColumnDef): string | undefined {
  const short = column.nowrap || column.format.kind !== "text";
  const classes = [column.emphasis && "font-medium", short && "whitespace-nowrap"];
  return classes.filter(Boolean).join(" ") || undefined;
}

/** The column a header sorts on, or undefined when its values have no order (lists). */
export function sortColumn(entity: EntityDef, column: ColumnDef): string | undefined {
  if (column.format.kind === "count") return undefined;
  return orderColumns(entity).includes(column.field) ? column.field : undefined;
}
