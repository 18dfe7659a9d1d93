import {
  ArrowDownIcon,
  ArrowUpIcon,
  EllipsisIcon,
  ExternalLinkIcon,
  PencilIcon,
  Trash2Icon,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
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
  /** After a version was restored from the row's history (the screen reads its rows again). */
  onRestored?: () => void;
  onEdit: () => void;
  /** Absent where the member may not delete the row. */
  onDelete?: () => void;
}

/** The most actions a row shows as buttons; beyond, the rest go into its '…' menu. */
export const INLINE_ACTIONS = 3;

const menuItemClass =
  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4";

/**
 * A row's actions, in the order every management screen shows them (a table's last cell, a
 * card's footer): move up and down, view, edit, history, delete. With more than INLINE_ACTIONS,
 * edit, history and delete stay buttons and the others (up, down, view) go into a labelled '…'
 * menu (keyboard: Enter or Space opens it, arrows move, Escape closes it).
 */
export function RowActions({
  entity,
  rowId,
  name,
  order,
  view,
  history,
  authors,
  onRestored,
  onEdit,
  onDelete,
}: RowActionsProps) {
  const count = (order ? 2 : 0) + (view ? 1 : 0) + 1 + (history ? 1 : 0) + (onDelete ? 1 : 0);
  const menu = count > INLINE_ACTIONS;
  const edit = (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={`Modifier ${name}`}
      onClick={onEdit}
    >
      <PencilIcon aria-hidden="true" />
    </Button>
  );
  const rowHistory = history ? (
    <RowHistory
      table={entity.table as AuditTable}
      rowId={rowId}
      rowName={name}
      authors={authors}
      onRestored={onRestored}
    />
  ) : null;
  const remove = onDelete ? (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={`Supprimer ${name}`}
      onClick={onDelete}
    >
      <Trash2Icon aria-hidden="true" className="text-destructive" />
    </Button>
  ) : null;

  if (!menu) {
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
        {edit}
        {rowHistory}
        {remove}
      </>
    );
  }
  return (
    <>
      {edit}
      {rowHistory}
      {remove}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button type="button" variant="ghost" size="icon" aria-label={`Autres actions : ${name}`}>
            <EllipsisIcon aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {order ? (
              <>
                <DropdownMenu.Item
                  className={menuItemClass}
                  disabled={order.first}
                  onSelect={() => order.onMove(-1)}
                >
                  <ArrowUpIcon aria-hidden="true" />
                  Monter {name}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  className={menuItemClass}
                  disabled={order.last}
                  onSelect={() => order.onMove(1)}
                >
                  <ArrowDownIcon aria-hidden="true" />
                  Descendre {name}
                </DropdownMenu.Item>
              </>
            ) : null}
            {view ? (
              <DropdownMenu.Item asChild className={menuItemClass}>
                <a href={view.href} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  {view.label}
                </a>
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
