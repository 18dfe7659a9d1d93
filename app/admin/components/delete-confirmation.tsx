import type { ReactNode } from "react";
import type { EntityDef } from "#domain/entities";
import type { AdminRow } from "~/admin/lib/data-source";
import { useConfirmation } from "./confirm-dialog";

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
  const confirmation = useConfirmation({
    textsOf: (row: AdminRow) => ({
      title: title ?? "",
      description: entity.messages.confirmDelete.replace(
        "{title}",
        str(screen && row[screen.nameField]),
      ),
    }),
    confirmLabel: "Supprimer",
    destructive: true,
    act: onConfirmed,
  });

  if (title !== undefined) return confirmation;
  return {
    ask: (row) => {
      if (window.confirm(entity.messages.confirmDelete)) onConfirmed(row);
    },
    dialog: null,
  };
}
