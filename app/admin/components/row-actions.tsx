import {
  ArrowDownIcon,
  ArrowUpIcon,
  EllipsisIcon,
  ExternalLinkIcon,
  EyeIcon,
  type LucideIcon,
  PencilIcon,
  Trash2Icon,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { EntityDef } from "#domain/entities";
import { previewScreenUrl } from "#domain/preview";
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
  /** The public page showing the row (`/cases/x`), opened in the back office's 'Aperçu'. */
  previewPath?: string;
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

/** An entry of a row's '…' menu: a command, or a link opened in a new tab. */
export interface RowMenuEntry {
  /** The entry's text, naming the row ('Monter Acme'). */
  label: string;
  icon: LucideIcon;
  disabled?: boolean;
  onSelect?: () => void;
  href?: string;
}

/**
 * One action of a row: `button` while the row's actions fit (INLINE_ACTIONS at most); beyond,
 * an action that has `menu` entries moves into the row's '…' menu, the others stay buttons.
 */
export interface RowAction {
  key: string;
  button: ReactNode;
  /** How many buttons `button` draws (up and down: 2). */
  count?: number;
  menu?: RowMenuEntry[];
}

/**
 * A row's actions in the order given; with more than INLINE_ACTIONS, the actions that have menu
 * entries go into a '…' menu labelled with the row's name (keyboard: Enter or Space opens it,
 * arrows move, Escape closes it), after the buttons that stay.
 */
export function RowActionList({
  name,
  actions,
}: {
  /** Names the row in the menu's accessible label. */
  name: string;
  actions: (RowAction | false | null | undefined)[];
}) {
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  const count = shown.reduce((sum, action) => sum + (action.count ?? 1), 0);
  const entries = shown.flatMap((action) => action.menu ?? []);
  // Nothing could go into a menu: every action stays a button.
  if (count <= INLINE_ACTIONS || entries.length === 0) {
    return shown.map((action) => <Fragment key={action.key}>{action.button}</Fragment>);
  }
  return (
    <>
      {shown.map((action) =>
        action.menu ? null : <Fragment key={action.key}>{action.button}</Fragment>,
      )}
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
            {entries.map(({ label, icon: Icon, disabled, onSelect, href }) =>
              href ? (
                <DropdownMenu.Item key={label} asChild className={menuItemClass}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    <Icon aria-hidden="true" />
                    {label}
                  </a>
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item
                  key={label}
                  className={menuItemClass}
                  disabled={disabled}
                  onSelect={onSelect}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </DropdownMenu.Item>
              ),
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}

/** A row's button drawn as its icon, named by `label`. */
const iconButton = (label: string, icon: ReactNode, onClick: () => void) => (
  <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
    {icon}
  </Button>
);

/**
 * A row's actions, in the order every management screen shows them (a table's last cell, a
 * card's footer): move up and down, view, preview ('Aperçu', beside 'Modifier'), edit, history,
 * delete. With more than INLINE_ACTIONS, preview, edit, history and delete stay buttons and the
 * others (up, down, view) go into the '…' menu.
 */
export function RowActions({
  entity,
  rowId,
  name,
  order,
  view,
  previewPath,
  history,
  authors,
  onRestored,
  onEdit,
  onDelete,
}: RowActionsProps) {
  return (
    <RowActionList
      name={name}
      actions={[
        order && {
          key: "order",
          count: 2,
          button: (
            <MoveButtons name={name} first={order.first} last={order.last} onMove={order.onMove} />
          ),
          menu: [
            {
              label: `Monter ${name}`,
              icon: ArrowUpIcon,
              disabled: order.first,
              onSelect: () => order.onMove(-1),
            },
            {
              label: `Descendre ${name}`,
              icon: ArrowDownIcon,
              disabled: order.last,
              onSelect: () => order.onMove(1),
            },
          ],
        },
        view && {
          key: "view",
          button: (
            <Button asChild variant="ghost" size="icon">
              <a href={view.href} target="_blank" rel="noopener noreferrer" aria-label={view.label}>
                <ExternalLinkIcon aria-hidden="true" />
              </a>
            </Button>
          ),
          menu: [{ label: view.label, icon: ExternalLinkIcon, href: view.href }],
        },
        previewPath !== undefined && {
          key: "preview",
          button: (
            <Button asChild variant="ghost" size="icon">
              <Link to={previewScreenUrl(previewPath)} aria-label={`Aperçu de ${name}`}>
                <EyeIcon aria-hidden="true" />
              </Link>
            </Button>
          ),
        },
        {
          key: "edit",
          button: iconButton(`Modifier ${name}`, <PencilIcon aria-hidden="true" />, onEdit),
        },
        history && {
          key: "history",
          button: (
            <RowHistory
              table={entity.table as AuditTable}
              rowId={rowId}
              rowName={name}
              authors={authors}
              onRestored={onRestored}
            />
          ),
        },
        onDelete && {
          key: "delete",
          button: iconButton(
            `Supprimer ${name}`,
            <Trash2Icon aria-hidden="true" className="text-destructive" />,
            onDelete,
          ),
        },
      ]}
    />
  );
}
