import {
  AUDIT_ACTION_LABELS,
  AUDIT_TABLE_LABELS,
  type AuditEntry,
  type AuditQuery,
  type AuditTable,
  auditQuerySchema,
} from "#domain/audit";
import { entities, isEntityName } from "#domain/entities";
import { PUBLICATION_LABELS, type PublicationColumn } from "#domain/entities/define";
import { UUID } from "#domain/ids";
import { LANGUAGES, type Language } from "#domain/languages";
import { RESTORED_FROM } from "#domain/restore";
import { ROLE_LABELS } from "#domain/roles";
import { formatPerZone } from "#domain/schedule";
import { MEMBER_STATUS_LABELS } from "#domain/team";
import { TRANSLATION_STATE_LABELS, type TranslationState } from "#domain/translation-state";
import { type DiffPart, wordDiff } from "#domain/word-diff";
import type { AuditApi } from "#server/audit/audit.routes";
import { ALL } from "~/admin/components/filters";
import type { ListUrlState } from "~/admin/components/use-list-params";
import { CONTACT_STATUS_LABELS } from "~/admin/lib/contact-inbox";
import { enumLabel } from "~/admin/lib/labels";
import { ALT_LANGUAGE_NAMES } from "~/admin/lib/media";
import { TRANSLATED_LANGUAGE_LABELS } from "~/admin/lib/team";
import { type ListPage, pageOf } from "./data-source";
import { intlFormat } from "./intl-formats";
import { answerOf, routeClient } from "./route-client";

export type { AuditEntry, AuditTable };

/** A query of the journal as search params (its empty values left out). */
export function auditParams(query: Partial<AuditQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

const audit = routeClient<AuditApi>("/api/audit");
const queryOf = (query: Partial<AuditQuery>) => ({
  query: Object.fromEntries(auditParams(query)),
});

/** The journal's filters as its form holds them (`ALL` for no content or action). */
export interface JournalFilters {
  table: string;
  action: string;
  user: string;
  from: string;
  to: string;
}

/** The journal's filters and its place (`before`) kept in the address. */
export const JOURNAL_FILTERS = ["table", "action", "user", "from", "to", "before"] as const;
export type JournalState = ListUrlState<(typeof JOURNAL_FILTERS)[number]>;

/** The filters an address applies, as the journal's form shows them. */
export const appliedFilters = ({ filters }: JournalState): JournalFilters => ({
  table: filters.table || ALL,
  action: filters.action || ALL,
  user: filters.user,
  from: filters.from,
  to: filters.to,
});

/** The filters as the API takes them, checked with the schema the server checks them with. */
export function journalFiltersQuery(filters: JournalFilters) {
  return auditQuerySchema.safeParse({
    table: filters.table === ALL ? undefined : filters.table,
    action: filters.action === ALL ? undefined : filters.action,
    user: filters.user.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
}

/**
 * The page of the journal an address names, as the screen asks the API for it (and its loader);
 * undefined when its filters are not valid (nothing is read).
 */
export function journalQuery(params: JournalState): Partial<AuditQuery> | undefined {
  const parsed = journalFiltersQuery(appliedFilters(params));
  return parsed.success
    ? { ...parsed.data, limit: params.size, before: params.filters.before || undefined }
    : undefined;
}

/** The key of a page of the journal: its query in one string. */
export const journalKey = (query: Partial<AuditQuery> | undefined) => JSON.stringify(query ?? null);

/**
 * One page of the journal (administrators only), newest first: `limit` entries older than
 * `before`, and the total of the entries its filters match.
 */
export const fetchAudit = (query: Partial<AuditQuery>): Promise<ListPage<AuditEntry>> =>
  pageOf(audit.index.$get(queryOf(query)));

/** One row's history, for every role of the team, newest first. */
export const fetchRowHistory = (query: Partial<AuditQuery> & { table: string; row_id: string }) =>
  answerOf(audit.row.$get(queryOf(query)));

export const actionLabel = (entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action;
export const tableLabel = (table: string) => AUDIT_TABLE_LABELS[table as AuditTable] ?? table;

/** The columns of tables that declare no entity (inbox, files, accounts, site texts, questions). */
const FIXED_FIELD_LABELS: Record<string, string> = {
  status: "Statut",
  url: "Adresse",
  size: "Taille (octets)",
  content_type: "Type",
  text: "Texte",
  alt: "Texte alternatif",
  width: "Largeur (px)",
  height: "Hauteur (px)",
  email: "E-mail",
  username: "Nom",
  role: "Rôle",
  languages: "Langues",
  expires_at: "Expire le",
  scope: "Sessions visées",
  sessions_ended: "Sessions terminées",
  session_id: "Session",
  question: "Question",
  language: "Langue",
};

/**
 * A changed field's French label: the entity's declared label (its publication columns'
 * included), else the inbox's, the upload's, the account's or the site text's.
 */
export function fieldLabel(table: string, field: string): string {
  if (isEntityName(table)) {
    const declared = (entities[table].fields as Record<string, { label: string }>)[field];
    if (declared) return declared.label;
    if (field in PUBLICATION_LABELS) return PUBLICATION_LABELS[field as PublicationColumn];
  }
  return (
    FIXED_FIELD_LABELS[field] ?? field.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase())
  );
}

/** An entry's changed fields in the order the entity declares them (the form's order). */
export function orderedChanges(entry: Pick<AuditEntry, "table" | "changes">) {
  const changes = Object.entries(entry.changes).filter(([field]) => field !== RESTORED_FROM);
  if (!isEntityName(entry.table)) return changes;
  const order = [...Object.keys(entities[entry.table].fields), ...Object.keys(PUBLICATION_LABELS)];
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return changes.sort(([a], [b]) => rank(a) - rank(b));
}

/** The French words of some fields' values, by table and field (else the enums' labels). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  "contact_messages.status": CONTACT_STATUS_LABELS,
  "users.status": MEMBER_STATUS_LABELS,
  "users.role": ROLE_LABELS,
  "users.languages": TRANSLATED_LANGUAGE_LABELS,
  "users.scope": { local: "Cette session", global: "Toutes", others: "Les autres" },
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as a person reads it: "—" for none, Oui/Non, dates in French, lists joined. */
export function valueText(table: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Oui" : "Non";
  if (Array.isArray(value)) {
    return value.length === 0 ? "—" : value.map((item) => valueText(table, field, item)).join(", ");
  }
  if (typeof value === "object") {
    return Object.values(value)
      .map((item) => valueText(table, field, item))
      .join(", ");
  }
  if (typeof value !== "string") return String(value);
  if (ISO_TIME.test(value)) return formatDateTime(value);
  return VALUE_LABELS[`${table}.${field}`]?.[value] ?? enumLabel(value);
}

/** One changed field as a person reads it: its label, its value before and after, word by word. */
export interface ChangeLine {
  key: string;
  label: string;
  before: string;
  after: string;
  /** The words removed from `before` and added in `after`, between the words both keep. */
  parts: DiffPart[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isLanguageKeyed = (value: Record<string, unknown>) =>
  Object.keys(value).every((key) => (LANGUAGES as readonly string[]).includes(key));

/**
 * What an entry (or a restore) changes, one line per field the editor knows: translations per
 * field and language ('Titre (anglais)'), a value kept per language ('Texte alternatif (arabe)'),
 * any other nested value per its own fields; lines whose text did not change are left out.
 */
export function changeLines(table: string, changes: AuditEntry["changes"]): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const add = (key: string, label: string, field: string, before: unknown, after: unknown) => {
    if (isRecord(before) || isRecord(after)) {
      const then = isRecord(before) ? before : {};
      const now = isRecord(after) ? after : {};
      const keys = [...new Set([...Object.keys(then), ...Object.keys(now)])];
      const perLanguage = field === "translations" || isLanguageKeyed({ ...then, ...now });
      const inner = perLanguage ? LANGUAGES.filter((lang) => keys.includes(lang)) : keys;
      for (const name of inner) {
        const sub = `${key}.${name}`;
        if (field === "translations") {
          const langBefore = isRecord(then[name]) ? then[name] : {};
          const langAfter = isRecord(now[name]) ? now[name] : {};
          const fields = new Set([...Object.keys(langBefore), ...Object.keys(langAfter)]);
          for (const translated of fields) {
            const text = `${fieldLabel(table, translated)} (${ALT_LANGUAGE_NAMES[name as Language]})`;
            add(
              `${sub}.${translated}`,
              text,
              translated,
              langBefore[translated],
              langAfter[translated],
            );
          }
        } else if (perLanguage) {
          add(
            sub,
            `${label} (${ALT_LANGUAGE_NAMES[name as Language]})`,
            field,
            then[name],
            now[name],
          );
        } else {
          add(sub, fieldLabel(table, name), name, then[name], now[name]);
        }
      }
      return;
    }
    const beforeText = valueText(table, field, before);
    const afterText = valueText(table, field, after);
    if (beforeText === afterText) return;
    const none = (text: string) => (text === "—" ? "" : text);
    const parts = wordDiff(none(beforeText), none(afterText));
    lines.push({ key, label, before: beforeText, after: afterText, parts });
  };
  for (const [field, { before, after }] of orderedChanges({
    table: table as AuditTable,
    changes,
  })) {
    if (field === "translation_state") lines.push(...stateLines(table, before, after));
    else add(field, fieldLabel(table, field), field, before, after);
  }
  return lines;
}

/**
 * The translation states a write changed, one line per field and language in words
 * ('État de la traduction : Titre (anglais)', 'Manquante' → 'À jour').
 */
function stateLines(table: string, before: unknown, after: unknown): ChangeLine[] {
  const then = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const named = (state: unknown) =>
    TRANSLATION_STATE_LABELS[state as TranslationState] ?? TRANSLATION_STATE_LABELS.missing;
  return LANGUAGES.flatMap((lang) => {
    const was = isRecord(then[lang]) ? then[lang] : {};
    const is = isRecord(now[lang]) ? now[lang] : {};
    return [...new Set([...Object.keys(was), ...Object.keys(is)])]
      .filter((field) => was[field] !== is[field])
      .map((field) => {
        const beforeText = named(was[field]);
        const afterText = named(is[field]);
        return {
          key: `translation_state.${lang}.${field}`,
          label: `État de la traduction : ${fieldLabel(table, field)} (${ALT_LANGUAGE_NAMES[lang]})`,
          before: beforeText,
          after: afterText,
          parts: wordDiff(beforeText, afterText),
        };
      });
  });
}

/**
 * Who made an entry, as the team knows them: the member's name (else its e-mail), the schedule's
 * publications and the first start's content said in words.
 */
export function authorOf(entry: AuditEntry): string {
  if (entry.user_email === "schedule" && entry.user_id === null) return "la programmation";
  if (entry.user_name) return entry.user_name;
  if (entry.user_email) return entry.user_email;
  return isEntityName(entry.table) ? "Installation" : "compte inconnu";
}

/**
 * What an entry is about, as the team names it: a row by its title (a removed one as
 * 'supprimé : <title>'), a member by its name or e-mail, a site text by its key; never an id.
 */
export function rowText(entry: AuditEntry): string | null {
  if (entry.row_name) return entry.row_deleted ? `supprimé : ${entry.row_name}` : entry.row_name;
  if (!entry.row_id || UUID.test(entry.row_id)) return null;
  return entry.row_id;
}

const DATE_TIME = { dateStyle: "short", timeStyle: "medium" } as const;
const dateTimeFormat = intlFormat(() => new Intl.DateTimeFormat("fr-FR", DATE_TIME));
const zoneDateTimeFormat = formatPerZone(DATE_TIME);

/**
 * When an entry was written, in French (dd/mm/yyyy hh:mm:ss): in the reader's time zone, or in
 * `timeZone` where the reader's is not known (the server's HTML).
 */
export const formatDateTime = (iso: string, timeZone?: string) =>
  (timeZone ? zoneDateTimeFormat(timeZone) : dateTimeFormat()).format(new Date(iso));
