import { HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { isEntityName } from "#domain/entities";
import {
  type AuditEntry,
  type AuditTable,
  authorOf,
  type ChangeLine,
  changeLines,
  fetchRowHistory,
  fieldLabel,
  formatDateTime,
} from "~/admin/lib/audit-log";
import { type AdminRow, contentRows } from "~/admin/lib/data-source";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api/client";
import { useMember } from "./admin-context";
import { AuditEntries } from "./audit-entries";
import { ChangeList } from "./change-list";
import { ConfirmDialog } from "./confirm-dialog";
import { FormError } from "./form-error";
import { notify } from "./notify";
import { useReturnFocus } from "./use-return-focus";

type State = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; entries: AuditEntry[] };

/** Who made a row and who last changed it, as the row keeps them (user ids). */
export interface RowAuthors {
  created_by?: string | null;
  updated_by?: string | null;
}

/**
 * A member named as its entries in the row's history name it (its name, else its e-mail) in the row's history carry; a member removed since,
 * or whose entries are older than the history shown, is said so rather than left blank.
 */
function authorName(id: string | null | undefined, entries: AuditEntry[]): string {
  if (!id) {
    // The first start's content has no author: its creation names the installation.
    const creation = entries.find((entry) => entry.action === "create" && !entry.user_email);
    return creation ? authorOf(creation) : "inconnu (avant le suivi des auteurs)";
  }
  const entry = entries.find((other) => other.user_id === id);
  return entry ? authorOf(entry) : "un membre qui n'est plus dans l'équipe";
}

function Authors({ authors, entries }: { authors: RowAuthors; entries: AuditEntry[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Créé par</dt>
      <dd className="wrap-break-word">{authorName(authors.created_by, entries)}</dd>
      <dt className="text-muted-foreground">Dernière modification par</dt>
      <dd className="wrap-break-word">{authorName(authors.updated_by, entries)}</dd>
    </dl>
  );
}

/** A refused restore in words: the field's message where the server names one. */
function refusal(table: string, error: unknown): string {
  if (!(error instanceof ApiError)) return "Impossible de restaurer cette version";
  const [field, message] = Object.entries(error.fields ?? {})[0] ?? [];
  return field ? `${fieldLabel(table, field)} : ${message}` : error.message;
}

type Pending =
  | { entry: AuditEntry; kind: "loading" }
  | { entry: AuditEntry; kind: "ready"; lines: ChangeLine[] }
  | { entry: AuditEntry; kind: "refused"; message: string };

/**
 * 'Restaurer cette version' of a content row's history: asks the server what the restore would
 * change (nothing stored), shows it in a confirmation (field: now → restored), then restores,
 * says so in a toast and hands the new row to `onRestored`. A restore the server refuses (a slug
 * another row now holds) says why and cannot be confirmed.
 */
function useRestore(table: string, rowId: string, onRestored: (row: AdminRow) => void) {
  const [pending, setPending] = useState<Pending | null>(null);

  function ask(entry: AuditEntry) {
    setPending({ entry, kind: "loading" });
    contentRows
      .restore(table, rowId, { audit_id: entry.id, dry_run: true })
      .then((result) =>
        setPending({ entry, kind: "ready", lines: changeLines(table, result.changes) }),
      )
      .catch((error) => setPending({ entry, kind: "refused", message: refusal(table, error) }));
  }

  async function confirm() {
    if (pending?.kind !== "ready") return;
    try {
      const result = await contentRows.restore(table, rowId, { audit_id: pending.entry.id });
      notify.success(`Version du ${formatDateTime(pending.entry.at)} restaurée`);
      setPending(null);
      onRestored(result.row);
    } catch (error) {
      notify.error(refusal(table, error));
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onClose={() => setPending(null)}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
      title="Restaurer cette version ?"
      description={
        pending
          ? `La fiche reprend ses valeurs du ${formatDateTime(pending.entry.at)}, comme une nouvelle modification inscrite à son historique.`
          : null
      }
      confirmLabel="Restaurer"
      disabled={pending?.kind !== "ready" || pending.lines.length === 0}
      onConfirm={confirm}
    >
      {pending?.kind === "loading" ? (
        <Spinner label="Chargement..." />
      ) : pending?.kind === "refused" ? (
        <FormError>{pending.message}</FormError>
      ) : pending?.kind === "ready" && pending.lines.length === 0 ? (
        <p className="text-sm">C'est la version actuelle : rien ne changerait.</p>
      ) : pending?.kind === "ready" ? (
        <ChangeList lines={pending.lines} label="Ce qui change" />
      ) : null}
    </ConfirmDialog>
  );
  return { ask, dialog };
}

/**
 * A row's 'Historique': a button that opens the row's audit entries (who changed what, and
 * when), read from the server each time it opens so a change made meanwhile shows. On a content
 * row, an editor or administrator can take back any version but a deletion ('Restaurer cette
 * version'); after a restore the history is read again and `onRestored` refreshes the screen.
 */
export function RowHistory({
  table,
  rowId,
  rowName,
  authors,
  title = `Historique de ${rowName}`,
  onRestored,
}: {
  table: AuditTable;
  rowId: string;
  /** The row's authors, shown above its entries (content rows keep them). */
  authors?: RowAuthors;
  /** The row's name in the button's accessible label and the dialog's title. */
  rowName: string;
  title?: string;
  /** After a restore: the row as it now is (the screen reads its list again). */
  onRestored?: (row: AdminRow) => void;
}) {
  const [open, setOpen] = useState(false);
  // A list shows a history button on every row: its dialogs are made when it first opens, and
  // kept, so a list's first rows cost a button each.
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<State>({ kind: "loading" });
  const focus = useReturnFocus(open);
  const restores = useMember().edits && isEntityName(table);
  const restore = useRestore(table, rowId, (row) => {
    load();
    onRestored?.(row);
  });

  function load() {
    setState({ kind: "loading" });
    fetchRowHistory({ table, row_id: rowId, limit: 200 })
      .then((entries) => setState({ kind: "loaded", entries }))
      .catch(() => setState({ kind: "failed" }));
  }

  function show() {
    focus.remember();
    setOpened(true);
    setOpen(true);
    load();
  }

  return (
    <>
      <Button type="button" variant="ghost" size="icon" aria-label={title} onClick={show}>
        <HistoryIcon aria-hidden="true" />
      </Button>
      {opened ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent
            className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
            onCloseAutoFocus={focus.onCloseAutoFocus}
          >
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>Les modifications les plus récentes d'abord.</DialogDescription>
            </DialogHeader>
            {state.kind === "loading" ? (
              <Spinner label="Chargement..." />
            ) : state.kind === "failed" ? (
              <p role="alert">Impossible de charger l'historique</p>
            ) : (
              <>
                {authors ? <Authors authors={authors} entries={state.entries} /> : null}
                {state.entries.length === 0 ? (
                  <p className="text-muted-foreground">Aucune modification enregistrée</p>
                ) : (
                  <AuditEntries
                    entries={state.entries}
                    showTable={false}
                    actions={
                      restores
                        ? (entry) =>
                            entry.action === "delete" ? null : (
                              <div>
                                <Button
                                  type="button"
                                  variant="outline"
                                  size="sm"
                                  onClick={() => restore.ask(entry)}
                                >
                                  <RotateCcwIcon aria-hidden="true" />
                                  Restaurer cette version
                                  <span className="sr-only"> du {formatDateTime(entry.at)}</span>
                                </Button>
                              </div>
                            )
                        : undefined
                    }
                  />
                )}
              </>
            )}
          </DialogContent>
        </Dialog>
      ) : null}
      {opened ? restore.dialog : null}
    </>
  );
}
