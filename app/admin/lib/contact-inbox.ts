import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  type ContactSource,
  type ContactStatus,
} from "#domain/contact";
import type { ListParams } from "#domain/list-query";
import { apiFetch } from "~/lib/api/client";
import { fetchPage } from "./data-source";

export { CONTACT_SOURCES, CONTACT_STATUSES, type ContactSource, type ContactStatus };

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  status: ContactStatus;
  /** The contact form, or a conversation the assistant handed over. */
  source: ContactSource;
  created_at: string;
  updated_at: string;
}

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "Nouveau",
  read: "Lu",
  handled: "Traité",
};

export const CONTACT_SOURCE_LABELS: Record<ContactSource, string> = {
  form: "Formulaire",
  assistant: "Assistant",
};

/** The contact inbox API: the team only, newest first, a page at a time. */
export const contactInbox = {
  page: (params: ListParams) => fetchPage<ContactMessage>("/api/contact", params),
  setStatus: (id: string, status: ContactStatus) =>
    apiFetch<ContactMessage>(`/api/contact/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { status },
    }),
  remove: (id: string) =>
    apiFetch<void>(`/api/contact/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
