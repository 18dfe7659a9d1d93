import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";
import type { EntityDef } from "#domain/entities";
import type { ListOrder } from "#domain/list-query";
import { rowPublicPath } from "#domain/preview";
import { translatableFields } from "#domain/translations";
import { type ContentFilter, contentListParams } from "~/admin/lib/content-list";
import type { AdminRow } from "~/admin/lib/data-source";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { cn } from "~/lib/utils";
import { useMember } from "./admin-context";
import {
  type CellRenderer,
  columnClass,
  headerOf,
  renderCell,
  sortColumn,
  textOf,
} from "./columns";
import type { TableScreenDef } from "./entity-form-dialog";
import { ListFilterSelect, SearchField } from "./filters";
import { MissingLanguageFilter } from "./missing-language-filter";
import { PagedList } from "./paged-list";
import { LanguageBadges, PublicationCell } from "./publication-controls";
import { RowActions } from "./row-actions";
import { TranslationQueueFilter } from "./translation-queue-filter";
import type { EntityList } from "./use-entity-list";
import type { ListState } from "./use-list-params";

/** 'Publication': every row, the published ones, the drafts, or those with a date to come. */
const PUBLICATION_CHOICES: [string, string][] = [
  ["published", "Publiés"],
  ["draft", "Brouillons"],
  ["scheduled", "Programmés"],
];

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/**
 * A column header that sorts: a button (ascending, then descending, then the list's own order),
 * the header's `aria-sort` saying the order shown.
 */
function SortableHead({
  label,
  column,
  order,
  onSort,
}: {
  label: string;
  column: string | undefined;
  order: ListOrder | undefined;
  onSort: (order: ListOrder | undefined) => void;
}) {
  if (!column) return <TableHead>{label}</TableHead>;
  const direction = order?.column === column ? order.direction : undefined;
  const Icon =
    direction === "asc" ? ArrowUpIcon : direction === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  const next: ListOrder | undefined =
    direction === undefined
      ? { column, direction: "asc" }
      : direction === "asc"
        ? { column, direction: "desc" }
        : undefined;
  return (
    <TableHead aria-sort={direction ? ARIA_SORT[direction] : "none"}>
      <button
        type="button"
        onClick={() => onSort(next)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      </button>
    </TableHead>
  );
}

/** A column of a list: its header (on a phone, a card's label; unique in the list), its cell. */
export interface ListColumn<Row> {
  label: string;
  /** The column a header sorts on; absent: the header does not sort. */
  sort?: string;
  /**
   * The cell's classes, in the table and on a card; those of the table only are `sm:`-prefixed
   * (a card wraps what the table keeps on one line).
   */
  className?: string;
  /** One element or a text: a card shows it beside the column's name. */
  cell: (row: Row) => ReactNode;
}

/**
 * A list's rows, drawn once as a table: a header per column and an 'Actions' cell. Below 640 px
 * the stylesheet shows each row as a card (`.admin-table` in admin.css): each cell's column name
 * (its `data-label`) beside its value, the actions below, the header row left to screen readers.
 * Headers sort where `onSort` is given and the column names its order. On a card the actions
 * wrap; in the table only text actions (wider than icons) do.
 */
export function ListRows<Row extends { id: string }>({
  label,
  rows,
  columns,
  actions,
  textActions = false,
  order,
  onSort,
}: {
  /** Names the table. */
  label: string;
  rows: Row[];
  columns: ListColumn<Row>[];
  actions: (row: Row, index: number) => ReactNode;
  textActions?: boolean;
  order?: ListOrder;
  onSort?: (order: ListOrder | undefined) => void;
}) {
  return (
    <Tooltip.Provider delayDuration={300}>
      <Table className="admin-table" aria-label={label}>
        {/* On a phone each row is a card naming its own columns: the header is for screen readers. */}
        <TableHeader className="max-sm:sr-only">
          <TableRow>
            {columns.map((column) =>
              onSort ? (
                <SortableHead
                  key={column.label}
                  label={column.label}
                  column={column.sort}
                  order={order}
                  onSort={onSort}
                />
              ) : (
                <TableHead key={column.label}>{column.label}</TableHead>
              ),
            )}
            <TableHead className="text-end">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  className={column.className}
                  data-label={column.label}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell className="text-end">
                <div
                  className={cn(
                    "flex flex-wrap justify-end",
                    textActions ? "gap-2 sm:min-w-56" : "gap-1 sm:flex-nowrap",
                  )}
                >
                  {actions(row, index)}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Tooltip.Provider>
  );
}

/**
 * A table screen's rows, a page at a time: the title with the total, a search, the publication
 * and missing-translation filters, sortable headers, the declared columns (long texts on one
 * line, cut), the languages and publication of each row and its actions; on a phone each row is
 * a card. Everything chosen is in the address. A member who only translates sees the
 * publication without its switch, no order and no deletion, and the list starts on the rows to
 * translate into its language. Up/down is offered only where the page is the whole list in the
 * public order: no search, filter or sort, and every row on this page.
 */
export function EntityTable({
  entity,
  screen,
  list,
  state,
  cells,
  onServer,
  onEdit,
  onDelete,
}: {
  entity: EntityDef;
  screen: TableScreenDef;
  list: EntityList;
  state: ListState<ContentFilter>;
  /** The cells of the columns the declaration marks "custom", by field. */
  cells: Partial<Record<string, CellRenderer>>;
  /** Rows kept on the server (not in this browser): they have a public page and a history. */
  onServer: boolean;
  onEdit: (row: AdminRow) => void;
  /** Absent where the member may not delete. */
  onDelete?: (row: AdminRow) => void;
}) {
  const rights = useMember();
  const translated = translatableFields(entity.fields).length > 0;
  const rowName = (row: AdminRow) => textOf(row[screen.nameField]);
  const { params } = state;
  const query = contentListParams(entity, state.params, rights.workLanguage);
  const narrowed =
    query.q !== undefined ||
    query.missing !== undefined ||
    query.translation !== undefined ||
    params.filters.publication !== "";
  const ordering =
    entity.publication &&
    rights.edits &&
    !narrowed &&
    params.order === undefined &&
    params.page === 1 &&
    list.total <= params.size;

  const actions = (row: AdminRow, index: number) => (
    <RowActions
      entity={entity}
      rowId={row.id}
      name={rowName(row)}
      order={
        ordering
          ? {
              first: index === 0,
              last: index === list.rows.length - 1,
              onMove: (step) => void list.move(row.id, step),
            }
          : undefined
      }
      view={
        screen.pagePath && onServer
          ? {
              href: rowPublicPath(entity.table, row, screen.pagePath) ?? "/",
              label: `Voir la page de ${rowName(row)} (nouvel onglet)`,
            }
          : undefined
      }
      previewPath={onServer ? rowPublicPath(entity.table, row, screen.pagePath) : undefined}
      history={onServer}
      authors={row}
      onRestored={list.reload}
      onEdit={() => onEdit(row)}
      onDelete={onDelete ? () => onDelete(row) : undefined}
    />
  );
  const publication = (row: AdminRow) => (
    <PublicationCell
      row={row}
      name={rowName(row)}
      onChange={rights.edits ? (published) => void list.setPublished(row.id, published) : undefined}
    />
  );

  // The declared columns, then the languages and the publication.
  const columns: ListColumn<AdminRow>[] = [
    ...screen.columns.map((column) => ({
      label: headerOf(entity, column),
      sort: sortColumn(entity, column),
      className: columnClass(column),
      cell: (row: AdminRow) => renderCell(entity, column, row, cells),
    })),
    ...(translated
      ? [
          {
            label: "Langues",
            className: "sm:whitespace-nowrap",
            cell: (row: AdminRow) => <LanguageBadges entity={entity} row={row} />,
          },
        ]
      : []),
    ...(entity.publication
      ? [
          {
            label: "Publication",
            sort: "published",
            className: "sm:whitespace-nowrap",
            cell: publication,
          },
        ]
      : []),
  ];

  return (
    <PagedList
      id={entity.table}
      heading={screen.tableTitle.replace("{count}", String(list.total))}
      list={state}
      total={list.total}
      loading={list.loading}
      emptyText={narrowed ? "Aucune ligne ne correspond" : screen.emptyText}
      navLabel={`Pages : ${screen.title}`}
      toolbar={
        <>
          <SearchField id={`${entity.table}-search`} value={params.q} onSearch={state.setQuery} />
          {entity.publication ? (
            <ListFilterSelect
              list={state}
              name="publication"
              id={`${entity.table}-publication`}
              label="Publication"
              allLabel="Tous les éléments"
              options={PUBLICATION_CHOICES}
            />
          ) : null}
          <MissingLanguageFilter
            entity={entity}
            value={query.missing}
            onChange={(value) =>
              state.setFilter("missing", value === "all" && !rights.workLanguage ? "" : value)
            }
          />
          <TranslationQueueFilter entity={entity} list={state} name="translation" />
        </>
      }
    >
      <ListRows
        label={screen.title}
        rows={list.rows}
        columns={columns}
        actions={actions}
        order={params.order}
        onSort={state.setOrder}
      />
    </PagedList>
  );
}
