import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  type ContactSource,
  type ContactStatus,
} from "#domain/contact";
import { type ListParams, listSearchParams } from "#domain/list-query";
import type { ContactApi } from "#server/contact/contact.routes";
import { pageOf } from "./data-source";
import { answerOf, routeClient } from "./route-client";

export type { ContactMessage } from "#domain/contact";
export { CONTACT_SOURCES, CONTACT_STATUSES, type ContactSource, type ContactStatus };

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "Nouveau",
  read: "Lu",
  handled: "Traité",
};

export const CONTACT_SOURCE_LABELS: Record<ContactSource, string> = {
  form: "Formulaire",
  assistant: "Assistant",
};

const contact = routeClient<ContactApi>("/api/contact");
const message = (id: string) => ({ param: { id: encodeURIComponent(id) } });

/** The contact inbox API: the team only, newest first, a page at a time. */
export const contactInbox = {
  page: (params: ListParams) =>
    pageOf(
      contact.index.$get({ query: Object.fromEntries(listSearchParams(params)) }),
      params.offset,
    ),
  setStatus: (id: string, status: ContactStatus) =>
    answerOf(contact[":id"].$patch({ ...message(id), json: { status } })),
  remove: (id: string) => answerOf(contact[":id"].$delete(message(id))),
};
