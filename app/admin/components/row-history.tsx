import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import { type AuditEntry, type AuditTable, fetchRowHistory } from "~/admin/lib/audit-log";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { AuditEntries } from "./audit-entries";
import { useReturnFocus } from "./use-return-focus";

type State = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; entries: AuditEntry[] };

/** Who made a row and who last changed it, as the row keeps them (user ids). */
export interface RowAuthors {
  created_by?: string | null;
  updated_by?: string | null;
}

/**
 * A member named by the e-mail its entries in the row's history carry; a member removed since,
 * or whose entries are older than the history shown, is said so rather than left blank.
 */
function authorName(id: string | null | undefined, entries: AuditEntry[]): string {
  if (!id) return "inconnu (avant le suivi des auteurs)";
  return (
    entries.find((entry) => entry.user_id === id)?.user_email ??
    "un membre qui n'est plus dans l'équipe"
  );
}

function Authors({ authors, entries }: { authors: RowAuthors; entries: AuditEntry[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Créé par</dt>
      <dd className="break-all">{authorName(authors.created_by, entries)}</dd>
      <dt className="text-muted-foreground">Dernière modification par</dt>
      <dd className="break-all">{authorName(authors.updated_by, entries)}</dd>
    </dl>
  );
}

/**
 * A row's 'Historique': a button that opens the row's audit entries (who changed what, and
 * when), read from the server each time it opens so a change made meanwhile shows.
 */
export function RowHistory({
  table,
  rowId,
  rowName,
  authors,
  title = `Historique de ${rowName}`,
}: {
  table: AuditTable;
  rowId: string;
  /** The row's authors, shown above its entries (content rows keep them). */
  authors?: RowAuthors;
  /** The row's name in the button's accessible label and the dialog's title. */
  rowName: string;
  title?: string;
}) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ kind: "loading" });
  const focus = useReturnFocus(open);

  function show() {
    focus.remember();
    setOpen(true);
    setState({ kind: "loading" });
    fetchRowHistory({ table, row_id: rowId, limit: 200 })
      .then((entries) => setState({ kind: "loaded", entries }))
      .catch(() => setState({ kind: "failed" }));
  }

  return (
    <>
      <Button type="button" variant="ghost" size="icon" aria-label={title} onClick={show}>
        <HistoryIcon aria-hidden="true" />
      </Button>
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
                <AuditEntries entries={state.entries} showTable={false} />
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
