import { apiFetch } from "~/lib/api/client";

/** The contact inbox API (CONTRACT 4, Other): administrator only, newest first. */
export const CONTACT_STATUSES = ["new", "read", "handled"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

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
