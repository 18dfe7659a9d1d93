import { ExternalLinkIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { EntityDef } from "#domain/entities";
import type { AuditTable } from "~/admin/lib/audit-log";
import { Button } from "~/components/ui/button";
import { MoveButtons } from "./publication-controls";
import { type RowAuthors, RowHistory } from "./row-history";

export interface RowActionsProps {
  entity: EntityDef;
  rowId: string;
  /** Names the row in the buttons' accessible labels. */
  name: string;
  /** Up and down in the public order; absent where the order cannot be changed here. */
  order?: { first: boolean; last: boolean; onMove: (step: -1 | 1) => void };
  /** A link opened in a new tab (the row's public page, its file). */
  view?: { href: string; label: string };
  /** The row's 'Historique': only rows kept on the server have one. */
  history: boolean;
  /** Who made the row and last changed it, named in its history. */
  authors?: RowAuthors;
  onEdit: () => void;
  /** Absent where the member may not delete the row. */
  onDelete?: () => void;
}

/**
 * A row's actions, in the order every management screen shows them (a table's last cell, a
 * card's footer): move up and down, view, edit, history, delete.
 */
export function RowActions({
  entity,
  rowId,
  name,
  order,
  view,
  history,
  authors,
  onEdit,
  onDelete,
}: RowActionsProps) {
  return (
    <>
      {order ? (
        <MoveButtons name={name} first={order.first} last={order.last} onMove={order.onMove} />
      ) : null}
      {view ? (
        <Button asChild variant="ghost" size="icon">
          <a href={view.href} target="_blank" rel="noopener noreferrer" aria-label={view.label}>
            <ExternalLinkIcon aria-hidden="true" />
          </a>
        </Button>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Modifier ${name}`}
        onClick={onEdit}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      {history ? (
        <RowHistory
          table={entity.table as AuditTable}
          rowId={rowId}
          rowName={name}
          authors={authors}
        />
      ) : null}
      {onDelete ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Supprimer ${name}`}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden="true" className="text-destructive" />
        </Button>
      ) : null}
    </>
  );
}
