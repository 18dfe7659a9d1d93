import {
  AUDIT_ACTION_LABELS,
  AUDIT_TABLE_LABELS,
  type AuditEntry,
  type AuditQuery,
  type AuditTable,
} from "#domain/audit";
import { entities, isEntityName } from "#domain/entities";
import { CONTACT_STATUS_LABELS } from "~/admin/lib/contact-inbox";
import { enumLabel } from "~/admin/lib/labels";
import { apiFetch } from "~/lib/api/client";
import { fetchPage, type ListPage } from "./data-source";

export type { AuditEntry, AuditTable };

function auditParams(query: Partial<AuditQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

function auditEntries(path: string, query: Partial<AuditQuery>): Promise<AuditEntry[]> {
  const search = auditParams(query).toString();
  return apiFetch<AuditEntry[]>(`${path}${search ? `?${search}` : ""}`);
}

/**
 * One page of the journal (administrators only), newest first: `limit` entries older than
 * `before`, and the total of the entries its filters match.
 */
export const fetchAudit = (query: Partial<AuditQuery>): Promise<ListPage<AuditEntry>> =>
  fetchPage<AuditEntry>("/api/audit", auditParams(query));

/** One row's history, for every role of the team, newest first. */
export const fetchRowHistory = (query: Partial<AuditQuery> & { table: string; row_id: string }) =>
  auditEntries("/api/audit/row", query);

export const actionLabel = (entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action;
export const tableLabel = (table: string) => AUDIT_TABLE_LABELS[table as AuditTable] ?? table;

const FIXED_FIELD_LABELS: Record<string, string> = {
  status: "Statut",
  url: "Adresse",
  size: "Taille (octets)",
  content_type: "Type",
  text: "Texte",
};

/**
 * A changed field's French label: the entity's declared label, else the inbox's, the upload's or
 * the site text's.
 */
export function fieldLabel(table: string, field: string): string {
  if (isEntityName(table)) {
    const declared = (entities[table].fields as Record<string, { label: string }>)[field];
    if (declared) return declared.label;
  }
  return FIXED_FIELD_LABELS[field] ?? field;
}

/** An entry's changed fields in the order the entity declares them (the form's order). */
export function orderedChanges(entry: AuditEntry): [string, { before: unknown; after: unknown }][] {
  const changes = Object.entries(entry.changes);
  if (!isEntityName(entry.table)) return changes;
  const order = Object.keys(entities[entry.table].fields);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return changes.sort(([a], [b]) => rank(a) - rank(b));
}

const MAX_SHOWN = 160;

/** A recorded value as text: "—" for none, lists joined, long texts cut. */
export function valueText(table: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(String).join(", ");
  let text = typeof value === "string" ? value : JSON.stringify(value);
  if (field === "status" && table === "contact_messages") {
    text = CONTACT_STATUS_LABELS[text as keyof typeof CONTACT_STATUS_LABELS] ?? text;
  } else if (typeof value === "string") {
    text = enumLabel(text);
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "medium",
});

/** When an entry was written, in French and in the reader's time zone (dd/mm/yyyy hh:mm:ss). */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
