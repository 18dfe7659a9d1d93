import { PencilIcon, Trash2Icon } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import type { EntityDef } from "#domain/entities";
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
import { EntityFields } from "./entity-fields";
import { RowHistory } from "./row-history";
import { ScreenHeader } from "./screen-header";
import { type EntityFormState, useEntityForm } from "./use-entity-form";
import { useEntityList } from "./use-entity-list";
import { useReturnFocus } from "./use-return-focus";

export interface Column {
  header: string;
  cell: (row: AdminRow) => React.ReactNode;
  className?: string;
}

export interface EntityManagerProps {
  entity: EntityDef;
  /** Prefix of the form's element ids. */
  idPrefix: string;
  title: string;
  description?: string;
  newLabel: string;
  /** Services use an add/edit form on the page, the others a dialog. */
  formMode: "inline" | "dialog";
  formTitles: { create: string; edit: string };
  /** The submit label changes in edit mode. */
  submitLabels: { create: string; edit: string };
  tableTitle: (count: number) => string;
  emptyText: string;
  columns: Column[];
  /** The row's name in the actions' accessible labels. */
  rowName: (row: AdminRow) => string;
  /** Research and markets forms title a failed save 'Erreur lors de la sauvegarde'. */
  saveErrorTitle?: string | ((local: boolean) => string | undefined);
}

const REQUIRED_NOTE = "Les champs marqués d'un astérisque (*) sont obligatoires.";

/**
 * The management screen of one entity: header, form (on the page or in a dialog), table with
 * edit and delete. Services, case studies, research and markets are this component with
 * their own columns and texts (screens differ only where the product makes them differ).
 */
export function EntityManager(props: EntityManagerProps) {
  const { entity } = props;
  const source = useDataSource(entity);
  const saveErrorTitle =
    typeof props.saveErrorTitle === "function"
      ? props.saveErrorTitle(source.kind === "local")
      : props.saveErrorTitle;
  const list = useEntityList(entity, source, { saveErrorTitle });
  const form = useEntityForm(entity);
  const focus = useReturnFocus(form.open);
  const inlineRef = useRef<HTMLDivElement>(null);

  // An inline form that opens takes the focus to its first field (a dialog does this itself).
  useEffect(() => {
    if (form.open && props.formMode === "inline") {
      inlineRef.current?.querySelector<HTMLElement>("input, textarea, button")?.focus();
    }
  }, [form.open, props.formMode]);

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
    <EntityForm {...props} form={form} onSubmit={() => void form.submit(list.save)} />
  );

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title={props.title}
        description={props.description}
        actionLabel={props.newLabel}
        onAction={startCreate}
      />

      {props.formMode === "inline" ? (
        form.open ? (
          <Card ref={inlineRef}>
            <CardHeader>
              <h2 className="text-xl font-semibold leading-tight">
                {form.editing ? props.formTitles.edit : props.formTitles.create}
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
            onCloseAutoFocus={focus.onCloseAutoFocus}
          >
            <DialogHeader>
              <DialogTitle>
                {form.editing ? props.formTitles.edit : props.formTitles.create}
              </DialogTitle>
              <DialogDescription>{REQUIRED_NOTE}</DialogDescription>
            </DialogHeader>
            {formBody}
          </DialogContent>
        </Dialog>
      )}

      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">
            {props.tableTitle(list.rows.length)}
          </h2>
        </CardHeader>
        <CardContent>
          {list.loading ? (
            <Spinner label="Chargement..." />
          ) : list.rows.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">{props.emptyText}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  {props.columns.map((column) => (
                    <TableHead key={column.header}>{column.header}</TableHead>
                  ))}
                  <TableHead className="text-end">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.rows.map((row) => (
                  <TableRow key={row.id}>
                    {props.columns.map((column) => (
                      <TableCell key={column.header} className={column.className}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                    <TableCell className="text-end">
                      <div className="flex justify-end gap-1">
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Modifier ${props.rowName(row)}`}
                          onClick={() => startEdit(row)}
                        >
                          <PencilIcon aria-hidden="true" />
                        </Button>
                        {/* Rows kept in this browser (local mode) have no server history. */}
                        {source.kind === "server" ? (
                          <RowHistory
                            table={entity.table as AuditTable}
                            rowId={row.id}
                            rowName={props.rowName(row)}
                          />
                        ) : null}
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Supprimer ${props.rowName(row)}`}
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
  idPrefix,
  submitLabels,
  formMode,
  form,
  onSubmit,
}: EntityManagerProps & { form: EntityFormState; onSubmit: () => void }) {
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
      {formMode === "inline" ? (
        <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
      ) : null}
      <EntityFields entity={entity} form={form} idPrefix={idPrefix} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={form.close}>
          Annuler
        </Button>
        <Button type="submit" disabled={form.saving}>
          {form.editing ? submitLabels.edit : submitLabels.create}
        </Button>
      </div>
    </form>
  );
}
