import { type ReactNode, useState } from "react";
import type { EntityDef } from "#domain/entities";
import type { AdminRow } from "~/admin/lib/data-source";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { useReturnFocus } from "./use-return-focus";

const str = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Asks before a row is deleted, then calls `onConfirmed`. A table screen asks with the browser's
 * confirmation and the entity's sentence; a screen that declares a delete dialog (the demos'
 * cards) asks in that dialog, its sentence naming the row ('{title}'), with Annuler and Supprimer.
 * `dialog` is to be rendered by the screen (nothing for a browser confirmation).
 */
export function useDeleteConfirmation(
  entity: EntityDef,
  onConfirmed: (row: AdminRow) => void,
): { ask: (row: AdminRow) => void; dialog: ReactNode } {
  const screen = entity.screen;
  const title = screen?.formMode === "page" ? screen.deleteTitle : undefined;
  const [pending, setPending] = useState<AdminRow | null>(null);
  const focus = useReturnFocus(pending !== null);

  const ask = (row: AdminRow) => {
    if (title === undefined) {
      if (window.confirm(entity.messages.confirmDelete)) onConfirmed(row);
      return;
    }
    focus.remember();
    setPending(row);
  };

  const dialog =
    title === undefined ? null : (
      <AlertDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
      >
        <AlertDialogContent onCloseAutoFocus={focus.onCloseAutoFocus}>
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>
              {entity.messages.confirmDelete.replace(
                "{title}",
                str(screen && pending?.[screen.nameField]),
              )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (pending) onConfirmed(pending);
              }}
            >
              Supprimer
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );

  return { ask, dialog };
}
