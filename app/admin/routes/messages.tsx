import { Trash2Icon } from "lucide-react";
import { listSearchParams } from "#domain/list-query";
import { useMember } from "~/admin/components/admin-context";
import { useConfirmation } from "~/admin/components/confirm-dialog";
import { ListFilterSelect, OptionSelect, SearchField } from "~/admin/components/filters";
import { notify } from "~/admin/components/notify";
import { keepFirstPage, PagedList, usePage } from "~/admin/components/paged-list";
import { RowHistory } from "~/admin/components/row-history";
import { ScreenHeader } from "~/admin/components/screen-header";
import { useListParams } from "~/admin/components/use-list-params";
import {
  CONTACT_SOURCE_LABELS,
  CONTACT_SOURCES,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
  contactInbox,
  INBOX_FILTERS,
  inboxQuery,
  UNREAD_KEY,
  UNREAD_QUERY,
} from "~/admin/lib/contact-inbox";
import { formatDate } from "~/admin/lib/labels";
import { messagesLoader } from "~/admin/lib/screen-pages.server";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/messages";

export const loader = messagesLoader;
export const shouldRevalidate = keepFirstPage;

const STATUS_VARIANT: Record<ContactStatus, "default" | "secondary" | "outline"> = {
  new: "default",
  read: "secondary",
  handled: "outline",
};

/** A message's states with their French names (its filter, its select). */
const STATUS_OPTIONS: [string, string][] = CONTACT_STATUSES.map((status) => [
  status,
  CONTACT_STATUS_LABELS[status],
]);

/**
 * The contact inbox (beyond the original product because the built-in contact endpoint
 * stores messages): newest first, a page at a time, searched and filtered by state and source
 * (the form, or the assistant's hand-over, badged 'Assistant'), each with its read/handled
 * state, and delete. Messages older
 * than 3 years are purged by the server (the privacy page's promise). Editors and administrators
 * read them, change a state and delete; a translator is refused the screen. The first page and
 * the unread count come with the route (`messagesLoader`).
 */
export default function MessagesScreen({ loaderData }: Route.ComponentProps) {
  const rights = useMember();
  const state = useListParams(INBOX_FILTERS);
  const { params } = state;
  const query = inboxQuery(params);
  const list = usePage(
    listSearchParams(query).toString(),
    () => contactInbox.page(query),
    () => notify.error("Impossible de charger les messages"),
    loaderData?.list,
  );
  // The unread messages of the whole inbox, whatever the page and filters shown.
  const unread = usePage(
    UNREAD_KEY,
    () => contactInbox.page(UNREAD_QUERY),
    undefined,
    loaderData?.unread,
  );

  async function changeStatus(message: ContactMessage, status: ContactStatus) {
    try {
      await contactInbox.setStatus(message.id, status);
      list.reload();
      unread.reload();
      notify.success("Message mis à jour avec succès");
    } catch {
      notify.error("Impossible de modifier le message");
    }
  }

  async function remove(message: ContactMessage) {
    try {
      await contactInbox.remove(message.id);
      list.reload();
      unread.reload();
      notify.success("Message supprimé avec succès");
    } catch {
      notify.error("Impossible de supprimer le message");
    }
  }
  const removal = useConfirmation({
    textsOf: () => ({
      title: "Supprimer ce message ?",
      description: "Êtes-vous sûr de vouloir supprimer ce message ?",
    }),
    confirmLabel: "Supprimer",
    destructive: true,
    act: remove,
  });

  const narrowed =
    query.q !== undefined || query.status !== undefined || query.source !== undefined;
  const unreadCount = unread.failed ? 0 : unread.total;

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Messages reçus"
        description="Messages envoyés par le formulaire de contact ou transmis par l'assistant, conservés 3 ans au plus."
      />
      <PagedList
        id="messages"
        heading={`Messages (${list.total})${unreadCount > 0 ? `, dont ${unreadCount} non lus` : ""}`}
        list={state}
        total={list.total}
        loading={list.loading}
        emptyText={narrowed ? "Aucun message ne correspond" : "Aucun message reçu"}
        navLabel="Pages : messages reçus"
        toolbar={
          <>
            <SearchField id="messages-search" value={params.q} onSearch={state.setQuery} />
            <ListFilterSelect
              list={state}
              name="status"
              id="messages-status"
              label="Statut"
              allLabel="Tous les statuts"
              options={STATUS_OPTIONS}
            />
            <ListFilterSelect
              list={state}
              name="source"
              id="messages-source"
              label="Source"
              allLabel="Toutes les sources"
              options={CONTACT_SOURCES.map((source) => [source, CONTACT_SOURCE_LABELS[source]])}
            />
          </>
        }
      >
        <ul className="flex flex-col gap-4">
          {list.rows.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`message-${message.id}`}
                className="flex flex-col gap-3 rounded-md border p-4"
              >
                <header className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-col gap-1">
                    <h3 id={`message-${message.id}`} className="font-semibold">
                      {message.name}
                      {message.company ? ` (${message.company})` : ""}
                    </h3>
                    <p className="text-sm text-muted-foreground wrap-break-word">
                      <a className="underline underline-offset-4" href={`mailto:${message.email}`}>
                        {message.email}
                      </a>
                      {message.phone ? ` · ${message.phone}` : ""} ·{" "}
                      {formatDate(message.created_at)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {message.source === "assistant" ? (
                      <Badge variant="outline" className="whitespace-nowrap">
                        {CONTACT_SOURCE_LABELS.assistant}
                      </Badge>
                    ) : null}
                    <Badge
                      variant={STATUS_VARIANT[message.status] ?? "outline"}
                      className="whitespace-nowrap"
                    >
                      {CONTACT_STATUS_LABELS[message.status] ?? message.status}
                    </Badge>
                  </div>
                </header>
                <p className="text-sm whitespace-pre-wrap wrap-anywhere">{message.message}</p>
                <div className="flex flex-wrap items-center justify-end gap-2">
                  {rights.edits ? (
                    <OptionSelect
                      className="w-40"
                      aria-label={`Statut du message de ${message.name}`}
                      value={message.status}
                      onChange={(value) => void changeStatus(message, value as ContactStatus)}
                      options={STATUS_OPTIONS}
                    />
                  ) : null}
                  <RowHistory
                    table="contact_messages"
                    rowId={message.id}
                    rowName={message.name}
                    title={`Historique du message de ${message.name}`}
                  />
                  {rights.edits ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Supprimer le message de ${message.name}`}
                      onClick={() => removal.ask(message)}
                    >
                      <Trash2Icon aria-hidden="true" className="text-destructive" />
                    </Button>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </PagedList>
      {removal.dialog}
    </div>
  );
}
