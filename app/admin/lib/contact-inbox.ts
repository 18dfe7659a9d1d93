import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  type ContactSource,
  type ContactStatus,
} from "#domain/contact";
import { type ListParams, listSearchParams } from "#domain/list-query";
import type { ContactApi } from "#server/contact/contact.routes";
import { type ListUrlState, offsetOf } from "~/admin/components/use-list-params";
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

/** The inbox's filters kept in the address: `status`, `source`. */
export const INBOX_FILTERS = ["status", "source"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** The page of the inbox an address names, as the screen asks the API for it (and its loader). */
export function inboxQuery(params: ListUrlState<InboxFilter>): ListParams {
  return {
    limit: params.size,
    offset: offsetOf(params),
    q: params.q || undefined,
    status: params.filters.status || undefined,
    source: params.filters.source || undefined,
  };
}

/** The query counting the unread messages of the whole inbox, whatever the page shown. */
export const UNREAD_QUERY: ListParams = { limit: 1, status: "new" };
export const UNREAD_KEY = "unread";

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
