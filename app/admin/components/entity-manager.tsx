import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { EntityDef } from "#domain/entities";
import { CONTENT_FILTERS, contentListParams } from "~/admin/lib/content-list";
import type { AdminRow } from "~/admin/lib/data-source";
import { useDataSource, useMember } from "./admin-context";
import type { CellRenderer } from "./columns";
import { useDeleteConfirmation } from "./delete-confirmation";
import { EntityFormDialog } from "./entity-form-dialog";
import { EntityTable } from "./entity-table";
import type { FirstPage } from "./paged-list";
import { ScreenHeader } from "./screen-header";
import { useEntityForm } from "./use-entity-form";
import { useEntityList } from "./use-entity-list";
import { useListParams } from "./use-list-params";
import { useOpenFromAddress } from "./use-open-from-address";
import { useReturnFocus } from "./use-return-focus";

export interface EntityManagerProps {
  /** An entity with a declared management screen: its texts, columns and form mode. */
  entity: EntityDef;
  /** The cells of the columns the declaration marks "custom" (coloured badges), by field. */
  cells?: Partial<Record<string, CellRenderer>>;
  /** The page the server read with the document (the screen's `firstPageLoader`). */
  first?: FirstPage<AdminRow> | null;
}

/**
 * The management screen of one entity: header, form (on the page or in a dialog), table with
 * each row's actions, and the confirmation asked before a deletion. Services, case studies,
 * research and markets are this component with their own columns and texts (screens differ
 * only where the product makes them differ).
 */
export function EntityManager({ entity, cells = {}, first }: EntityManagerProps) {
  const screen = entity.screen;
  if (!screen || screen.formMode === "page") {
    throw new Error(`${entity.table} declares no table management screen`);
  }
  const source = useDataSource(entity);
  const rights = useMember();
  const state = useListParams(CONTENT_FILTERS);
  const list = useEntityList(
    entity,
    source,
    contentListParams(entity, state.params, rights.workLanguage),
    {
      saveErrorTitle: screen.saveErrorTitle?.[source.kind],
      first,
    },
  );
  const form = useEntityForm(entity);
  const focus = useReturnFocus(form.open);
  const confirmation = useDeleteConfirmation(entity, (row) => {
    void list.remove(row.id).then((removed) => {
      if (removed && form.editing?.id === row.id) form.close();
    });
  });

  const startCreate = () => {
    focus.remember();
    form.startCreate();
  };
  // An address with `nouveau` (the dashboard's 'Écrire le contenu') opens a new row's form, once.
  const [search, setSearch] = useSearchParams();
  const asksNew = rights.edits && search.has("nouveau");
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per address that carries it
  useEffect(() => {
    if (!asksNew) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("nouveau");
        return next;
      },
      { replace: true },
    );
    form.startCreate();
  }, [asksNew]);
  const startEdit = (row: AdminRow) => {
    focus.remember();
    form.startEdit(row);
  };
  useOpenFromAddress(entity, source, {
    edit: form.startEdit,
    create: rights.edits ? form.startCreate : undefined,
  });

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title={screen.title}
        // Creating a row is an editor's work.
        actionLabel={rights.edits ? screen.newLabel : undefined}
        onAction={startCreate}
      />
      <EntityFormDialog
        entity={entity}
        screen={screen}
        form={form}
        onSubmit={() => void form.submit(list.save)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <EntityTable
        entity={entity}
        screen={screen}
        list={list}
        state={state}
        cells={cells}
        onServer={source.kind === "server"}
        onEdit={startEdit}
        onDelete={rights.edits ? confirmation.ask : undefined}
      />
      {confirmation.dialog}
    </div>
  );
}
