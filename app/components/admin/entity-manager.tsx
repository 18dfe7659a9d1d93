import { ExternalLinkIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import type { EntityDef, ScreenDef } from "#domain/entities";
import { translatableFields } from "#domain/translations";

type TableScreenDef = Extract<ScreenDef, { formMode: "inline" | "dialog" }>;

import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import type { AuditTable } from "~/lib/admin/audit-log";
import type { AdminRow } from "~/lib/admin/data-source";
import { useDataSource } from "./admin-context";
import { type CellRenderer, columnClass, headerOf, renderCell, textOf } from "./columns";
import { EntityFields, REQUIRED_NOTE } from "./entity-fields";
import { LanguageTabs } from "./language-tabs";
import { MissingLanguageFilter, useMissingLanguageFilter } from "./missing-language-filter";
import { LanguageBadges, MoveButtons, PublishedSwitch } from "./publication-controls";
import { RowHistory } from "./row-history";
import { ScreenHeader } from "./screen-header";
import { type EntityFormState, useEntityForm } from "./use-entity-form";
import { useEntityList } from "./use-entity-list";
import { useReturnFocus } from "./use-return-focus";

export interface EntityManagerProps {
  /** An entity with a declared management screen: its texts, columns and form mode. */
  entity: EntityDef;
  /** The cells of the columns the declaration marks "custom" (coloured badges), by field. */
  cells?: Partial<Record<string, CellRenderer>>;
}

/** A row's public page: `{field}` in the declared path replaced by the row's value. */
const pageOf = (path: string, row: AdminRow) =>
  path.replace(/\{(\w+)\}/g, (_match, field: string) =>
    encodeURIComponent(String(row[field] ?? "")),
  );

/** A form that opens takes the focus to its first field (past the language tabs). */
function focusFirstField(container: HTMLElement | null) {
  const field =
    container?.querySelector<HTMLElement>("input, textarea, [role=combobox]") ??
    container?.querySelector<HTMLElement>("button");
  field?.focus();
}

/**
 * The management screen of one entity: header, form (on the page or in a dialog), table with
 * edit and delete. Services, case studies, research and markets are this component with
 * their own columns and texts (screens differ only where the product makes them differ).
 */
export function EntityManager({ entity, cells = {} }: EntityManagerProps) {
  const screen = entity.screen;
  if (!screen || screen.formMode === "page") {
    throw new Error(`${entity.table} declares no table management screen`);
  }
  const source = useDataSource(entity);
  const saveErrorTitle = screen.saveErrorTitle?.[source.kind];
  const rowName = (row: AdminRow) => textOf(row[screen.nameField]);
  const list = useEntityList(entity, source, { saveErrorTitle });
  const form = useEntityForm(entity);
  const focus = useReturnFocus(form.open);
  const translated = translatableFields(entity.fields).length > 0;
  const filter = useMissingLanguageFilter(entity);
  const shown = filter.apply(list.rows);
  const inlineRef = useRef<HTMLDivElement>(null);

  // An inline form that opens takes the focus to its first field (a dialog does this itself).
  useEffect(() => {
    if (form.open && screen.formMode === "inline") {
      focusFirstField(inlineRef.current);
    }
  }, [form.open, screen.formMode]);

  const startCreate = () => {
    focus.remember();
    form.startCreate();
  };
  const startEdit = (row: AdminRow) => {
    focus.remember();
    form.startEdit(row);
  };

  async function onDelete(row: AdminRow) {
    // Deletions ask for a browser confirmation with the entity's sentence.
    if (!window.confirm(entity.messages.confirmDelete)) return;
    const removed = await list.remove(row.id);
    if (removed && form.editing?.id === row.id) form.close();
  }

  const formBody = (
    <EntityForm
      entity={entity}
      screen={screen}
      form={form}
      onSubmit={() => void form.submit(list.save)}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={screen.title} actionLabel={screen.newLabel} onAction={startCreate} />

      {screen.formMode === "inline" ? (
        form.open ? (
          <Card ref={inlineRef}>
            <CardHeader>
              <h2 className="text-xl font-semibold leading-tight">
                {form.editing ? screen.formTitles.edit : screen.formTitles.create}
              </h2>
            </CardHeader>
            <CardContent>{formBody}</CardContent>
          </Card>
        ) : null
      ) : (
        <Dialog open={form.open} onOpenChange={(open) => (open ? undefined : form.close())}>
          {/* Admin dialog forms are at most 2xl wide, 90% of the viewport high, scrolling. */}
          <DialogContent
            className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              focusFirstField(event.currentTarget as HTMLElement);
            }}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          >
            <DialogHeader>
              <DialogTitle>
                {form.editing ? screen.formTitles.edit : screen.formTitles.create}
              </DialogTitle>
              <DialogDescription>{REQUIRED_NOTE}</DialogDescription>
            </DialogHeader>
            {formBody}
          </DialogContent>
        </Dialog>
      )}

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
                        <PublishedSwitch
                          row={row}
                          name={rowName(row)}
                          onChange={(published) => void list.setPublished(row.id, published)}
                        />
                      </TableCell>
                    ) : null}
                    <TableCell className="text-end">
                      <div className="flex justify-end gap-1">
                        {/* The public order is changed on the whole list, not a filtered one. */}
                        {entity.publication && !filter.active ? (
                          <MoveButtons
                            name={rowName(row)}
                            first={index === 0}
                            last={index === shown.length - 1}
                            onMove={(step) => void list.move(row.id, step)}
                          />
                        ) : null}
                        {screen.pagePath && source.kind === "server" ? (
                          <Button asChild variant="ghost" size="icon">
                            <a
                              href={pageOf(screen.pagePath, row)}
                              target="_blank"
                              rel="noopener noreferrer"
                              aria-label={`Voir la page de ${rowName(row)} (nouvel onglet)`}
                            >
                              <ExternalLinkIcon aria-hidden="true" />
                            </a>
                          </Button>
                        ) : null}
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Modifier ${rowName(row)}`}
                          onClick={() => startEdit(row)}
                        >
                          <PencilIcon aria-hidden="true" />
                        </Button>
                        {/* Rows kept in this browser (local mode) have no server history. */}
                        {source.kind === "server" ? (
                          <RowHistory
                            table={entity.table as AuditTable}
                            rowId={row.id}
                            rowName={rowName(row)}
                          />
                        ) : null}
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Supprimer ${rowName(row)}`}
                          onClick={() => void onDelete(row)}
                        >
                          <Trash2Icon aria-hidden="true" className="text-destructive" />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function EntityForm({
  entity,
  screen,
  form,
  onSubmit,
}: {
  entity: EntityDef;
  screen: TableScreenDef;
  form: EntityFormState;
  onSubmit: () => void;
}) {
  return (
    <form
      // The app shows its own messages, not the browser's built-in bubbles.
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {screen.formMode === "inline" ? (
        <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
      ) : null}
      <LanguageTabs entity={entity} form={form} idPrefix={screen.idPrefix}>
        <EntityFields entity={entity} form={form} idPrefix={screen.idPrefix} />
      </LanguageTabs>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={form.close}>
          Annuler
        </Button>
        <Button type="submit" disabled={form.saving}>
          {form.editing ? screen.submitLabels.edit : screen.submitLabels.create}
        </Button>
      </div>
    </form>
  );
}
