import { type ReactNode, useState } from "react";
import type { EntityDef } from "#domain/entities";
import type { AdminRow } from "~/admin/lib/data-source";
import { ConfirmDialog } from "./confirm-dialog";

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

  const ask = (row: AdminRow) => {
    if (title === undefined) {
      if (window.confirm(entity.messages.confirmDelete)) onConfirmed(row);
      return;
    }
    setPending(row);
  };

  const dialog =
    title === undefined ? null : (
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={title}
        description={entity.messages.confirmDelete.replace(
          "{title}",
          str(screen && pending?.[screen.nameField]),
        )}
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => {
          setPending(null);
          if (pending) onConfirmed(pending);
        }}
      />
    );

  return { ask, dialog };
}
