import { Trash2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { useMember } from "~/admin/components/admin-context";
import { notify } from "~/admin/components/notify";
import { RowHistory } from "~/admin/components/row-history";
import { ScreenHeader } from "~/admin/components/screen-header";
import {
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
  contactInbox,
} from "~/admin/lib/contact-inbox";
import { formatDate } from "~/admin/lib/labels";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { Spinner } from "~/components/ui/spinner";

const STATUS_VARIANT: Record<ContactStatus, "default" | "secondary" | "outline"> = {
  new: "default",
  read: "secondary",
  handled: "outline",
};

/**
 * The contact inbox (beyond the original product because the built-in contact endpoint
 * stores messages): newest first, each with its read/handled state, and delete. Messages older
 * than 3 years are purged by the server (the privacy page's promise). A translator reads them;
 * changing a state and deleting are an editor's.
 */
export default function MessagesScreen() {
  const rights = useMember();
  const [messages, setMessages] = useState<ContactMessage[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    contactInbox
      .list()
      .then((list) => {
        if (!cancelled) setMessages(list);
      })
      .catch(() => {
        if (!cancelled) notify.error("Impossible de charger les messages");
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  async function changeStatus(message: ContactMessage, status: ContactStatus) {
    try {
      const updated = await contactInbox.setStatus(message.id, status);
      setMessages((list) => list.map((item) => (item.id === message.id ? updated : item)));
      notify.success("Message mis à jour avec succès");
    } catch {
      notify.error("Impossible de modifier le message");
    }
  }

  async function remove(message: ContactMessage) {
    if (!window.confirm("Êtes-vous sûr de vouloir supprimer ce message ?")) return;
    try {
      await contactInbox.remove(message.id);
      setMessages((list) => list.filter((item) => item.id !== message.id));
      notify.success("Message supprimé avec succès");
    } catch {
      notify.error("Impossible de supprimer le message");
    }
  }

  const unread = messages.filter((message) => message.status === "new").length;

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Messages reçus"
        description="Messages envoyés par le formulaire de contact, conservés 3 ans au plus."
      />
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold">
            Messages ({messages.length}){unread > 0 ? `, dont ${unread} non lus` : ""}
          </h2>
        </CardHeader>
        <CardContent>
          {loading ? (
            <Spinner label="Chargement..." />
          ) : messages.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">Aucun message reçu</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {messages.map((message) => (
                <li key={message.id}>
                  <article
                    aria-labelledby={`message-${message.id}`}
                    className="flex flex-col gap-3 rounded-md border p-4"
                  >
                    <header className="flex flex-wrap items-start justify-between gap-2">
                      <div className="flex flex-col gap-1">
                        <h3 id={`message-${message.id}`} className="font-semibold">
                          {message.name}
                          {message.company ? ` (${message.company})` : ""}
                        </h3>
                        <p className="text-sm text-muted-foreground break-all">
                          <a
                            className="underline underline-offset-4"
                            href={`mailto:${message.email}`}
                          >
                            {message.email}
                          </a>
                          {message.phone ? ` · ${message.phone}` : ""} ·{" "}
                          {formatDate(message.created_at)}
                        </p>
                      </div>
                      <Badge variant={STATUS_VARIANT[message.status] ?? "outline"}>
                        {CONTACT_STATUS_LABELS[message.status] ?? message.status}
                      </Badge>
                    </header>
                    <p className="text-sm whitespace-pre-wrap wrap-anywhere">{message.message}</p>
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      {rights.edits ? (
                        <Select
                          value={message.status}
                          onValueChange={(value) =>
                            void changeStatus(message, value as ContactStatus)
                          }
                        >
                          <SelectTrigger
                            className="w-40"
                            aria-label={`Statut du message de ${message.name}`}
                          >
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {CONTACT_STATUSES.map((status) => (
                              <SelectItem key={status} value={status}>
                                {CONTACT_STATUS_LABELS[status]}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
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
                          onClick={() => void remove(message)}
                        >
                          <Trash2Icon aria-hidden="true" className="text-destructive" />
                        </Button>
                      ) : null}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
