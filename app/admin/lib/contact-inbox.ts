import { CONTACT_STATUSES, type ContactStatus } from "#domain/contact";
import { apiFetch } from "~/lib/api/client";

export { CONTACT_STATUSES, type ContactStatus };

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  status: ContactStatus;
  created_at: string;
  updated_at: string;
}

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "Nouveau",
  read: "Lu",
  handled: "Traité",
};

/** The contact inbox API: administrator only, newest first. */
export const contactInbox = {
  list: () => apiFetch<ContactMessage[]>("/api/contact"),
  setStatus: (id: string, status: ContactStatus) =>
    apiFetch<ContactMessage>(`/api/contact/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { status },
    }),
  remove: (id: string) =>
    apiFetch<void>(`/api/contact/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
