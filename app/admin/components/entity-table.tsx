import type { EntityDef } from "#domain/entities";
import { translatableFields } from "#domain/translations";
import type { AdminRow } from "~/admin/lib/data-source";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { useMember } from "./admin-context";
import { type CellRenderer, columnClass, headerOf, renderCell, textOf } from "./columns";
import type { TableScreenDef } from "./entity-form-dialog";
import { MissingLanguageFilter, useMissingLanguageFilter } from "./missing-language-filter";
import { LanguageBadges, PublicationCell } from "./publication-controls";
import { RowActions } from "./row-actions";
import type { EntityList } from "./use-entity-list";

/** A row's public page: `{field}` in the declared path replaced by the row's value. */
const pageOf = (path: string, row: AdminRow) =>
  path.replace(/\{(\w+)\}/g, (_match, field: string) =>
    encodeURIComponent(String(row[field] ?? "")),
  );

/**
 * A table screen's rows: its declared columns, the languages and publication of each row, and its
 * actions; the missing-translation filter in its header. A member who only translates sees the
 * publication without its switch, no order and no deletion, and the list starts on the rows to
 * translate into its language.
 */
export function EntityTable({
  entity,
  screen,
  list,
  cells,
  onServer,
  onEdit,
  onDelete,
}: {
  entity: EntityDef;
  screen: TableScreenDef;
  list: EntityList;
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
  const filter = useMissingLanguageFilter(entity, rights.workLanguage);
  const shown = filter.apply(list.rows);
  const rowName = (row: AdminRow) => textOf(row[screen.nameField]);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-4">
        <h2 className="text-xl font-semibold leading-tight">
          {screen.tableTitle.replace("{count}", String(list.rows.length))}
        </h2>
        <MissingLanguageFilter entity={entity} filter={filter} />
      </CardHeader>
      <CardContent>
        {list.loading ? (
          <Spinner label="Chargement..." />
        ) : list.rows.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{screen.emptyText}</p>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{filter.emptyText}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                {screen.columns.map((column) => (
                  <TableHead key={column.field}>{headerOf(entity, column)}</TableHead>
                ))}
                {translated ? <TableHead>Langues</TableHead> : null}
                {entity.publication ? <TableHead>Publication</TableHead> : null}
                <TableHead className="text-end">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((row, index) => (
                <TableRow key={row.id}>
                  {screen.columns.map((column) => (
                    <TableCell key={column.field} className={columnClass(column)}>
                      {renderCell(entity, column, row, cells)}
                    </TableCell>
                  ))}
                  {translated ? (
                    <TableCell>
                      <LanguageBadges entity={entity} row={row} />
                    </TableCell>
                  ) : null}
                  {entity.publication ? (
                    <TableCell>
                      <PublicationCell
                        row={row}
                        name={rowName(row)}
                        onChange={
                          rights.edits
                            ? (published) => void list.setPublished(row.id, published)
                            : undefined
                        }
                      />
                    </TableCell>
                  ) : null}
                  <TableCell className="text-end">
                    <div className="flex justify-end gap-1">
                      <RowActions
                        entity={entity}
                        rowId={row.id}
                        name={rowName(row)}
                        // The public order is changed on the whole list, not a filtered one.
                        order={
                          entity.publication && !filter.active && rights.edits
                            ? {
                                first: index === 0,
                                last: index === shown.length - 1,
                                onMove: (step) => void list.move(row.id, step),
                              }
                            : undefined
                        }
                        view={
                          screen.pagePath && onServer
                            ? {
                                href: pageOf(screen.pagePath, row),
                                label: `Voir la page de ${rowName(row)} (nouvel onglet)`,
                              }
                            : undefined
                        }
                        history={onServer}
                        authors={row}
                        onEdit={() => onEdit(row)}
                        onDelete={onDelete ? () => onDelete(row) : undefined}
                      />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
