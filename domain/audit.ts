import { z } from "zod";
import { type EntityName, entities, entityNames } from "./entities";
import { beforeSchema } from "./list-query";
import { pure } from "./pure";
import type { Access } from "./roles";

/**
 * The audit log: one entry per back-office write and per sign-in attempt, written in the same
 * transaction as the write it records. Shared by the server (which writes and answers entries)
 * and the back office (which shows them in 'Journal' and in each row's 'Historique').
 */

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "upload",
  "sign_in",
  "sign_in_failed",
  "invite",
  "invite_accepted",
  "role_change",
  "disable",
  "enable",
  "remove",
  "reset_requested",
  "reset_completed",
  "password_change",
  "session_ended",
  "restore",
  "publish",
  "unpublish",
  "replace",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Création",
  update: "Modification",
  delete: "Suppression",
  upload: "Envoi de fichier",
  sign_in: "Connexion",
  sign_in_failed: "Connexion refusée",
  invite: "Invitation envoyée",
  invite_accepted: "Invitation acceptée",
  role_change: "Changement de rôle",
  disable: "Désactivation",
  enable: "Réactivation",
  remove: "Retrait de l'équipe",
  reset_requested: "Réinitialisation demandée",
  reset_completed: "Mot de passe réinitialisé",
  password_change: "Mot de passe changé",
  session_ended: "Session terminée",
  restore: "Restauration d'une version",
  publish: "Publication programmée",
  unpublish: "Dépublication programmée",
  replace: "Remplacement d'image",
};

/**
 * What an entry is about: a content table, the contact inbox, stored files, the accounts or the
 * site texts (row id `{language}/{key}`).
 */
export const AUDIT_TABLES = [
  ...entityNames,
  "contact_messages",
  "storage",
  "users",
  "site_texts",
  "assistant_questions",
] as const;
export type AuditTable =
  | EntityName
  | "contact_messages"
  | "storage"
  | "users"
  | "site_texts"
  | "assistant_questions";

export const AUDIT_TABLE_LABELS: Record<AuditTable, string> = {
  ...(Object.fromEntries(entityNames.map((name) => [name, entities[name].label])) as Record<
    EntityName,
    string
  >),
  contact_messages: "Messages",
  storage: "Fichiers",
  users: "Comptes",
  site_texts: "Textes du site",
  assistant_questions: "Questions des visiteurs",
};

/**
 * Whose eyes a table's history ('Historique', `GET /api/audit/row`) is for, where it is narrower
 * than the team's: the inbox and the visitors' questions hold people's names, e-mails and phone
 * numbers (editors and administrators, who read them), the accounts are the administrators'.
 * Every other table's history (content rows, site texts, images) is the whole team's: a
 * translator reads the history of what it reads and translates.
 */
export const RESTRICTED_HISTORIES: Partial<
  Record<AuditTable, { access: Exclude<Access, "public" | "user" | "staff">; refusal: string }>
> = {
  contact_messages: {
    access: "editor",
    refusal: "L'historique des messages est réservé aux éditeurs et aux administrateurs",
  },
  assistant_questions: {
    access: "editor",
    refusal:
      "L'historique des questions des visiteurs est réservé aux éditeurs et aux administrateurs",
  },
  users: { access: "admin", refusal: "L'historique des comptes est réservé aux administrateurs" },
};

/** Field → its value before and after the write (null where it had none). */
export const auditChangesSchema = pure(() =>
  z
    .record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }))
    .describe("Champ → valeurs avant et après (null quand il n'y en avait pas)."),
);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** An entry of the journal as `GET /api/audit` answers it. */
export const auditEntrySchema = pure(() =>
  z.object({
    id: z.uuid(),
    at: z.iso.datetime(),
    user_id: z.uuid().nullable(),
    user_email: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    table: z.enum(AUDIT_TABLES),
    row_id: z.string().nullable(),
    changes: auditChangesSchema,
    user_name: z
      .string()
      .nullable()
      .describe("Le nom de l'auteur dans l'équipe, tant que son compte existe."),
    row_name: z
      .string()
      .nullable()
      .describe(
        "Le nom de la ligne (son titre, le nom ou l'e-mail d'un membre) ; pour une ligne supprimée, le dernier nom inscrit au journal.",
      ),
    row_deleted: z.boolean().describe("La ligne n'existe plus."),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The column naming a row of each table in the journal: an entity's declared name field, a
 * message's sender, a visitor's question (an account is named by its member's name or e-mail).
 */
export const AUDIT_NAME_COLUMNS: Partial<Record<AuditTable, string>> = {
  ...Object.fromEntries(
    entityNames.flatMap((name) => {
      const field = entities[name].screen?.nameField;
      return field ? [[name, field]] : [];
    }),
  ),
  contact_messages: "name",
  assistant_questions: "question",
};

/** Columns the server sets itself: never part of what a write changed. */
const SERVER_COLUMNS = new Set(["id", "created_at", "updated_at", "created_by", "updated_by"]);
/** Never recorded, whatever the table: secrets stay out of the log. */
const SECRET_COLUMNS = new Set([
  "password",
  "password_hash",
  "token",
  "token_hash",
  "sealed_link",
  "invite_url",
]);

/**
 * The fields a write changed, with their values before and after: every field for a creation
 * (before null) or a deletion (after null), only the differing ones for an update.
 */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SERVER_COLUMNS.has(key) || SECRET_COLUMNS.has(key)) continue;
    const old = normalise(before?.[key]);
    const next = normalise(after?.[key]);
    if (JSON.stringify(old) === JSON.stringify(next)) continue;
    changes[key] = { before: old, after: next };
  }
  return changes;
}

function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

const day = pure(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date attendue au format AAAA-MM-JJ")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Date invalide"),
);

/**
 * The filters of `GET /api/audit`, as query parameters: table, row, user (id or e-mail), action,
 * a day range (`from` and `to` included, UTC) and a page (`limit` entries older than `before`,
 * the id or the time of the last entry of the previous page).
 */
export const auditQuerySchema = pure(() =>
  z
    .object({
      table: z.enum(AUDIT_TABLES, { error: "Table inconnue" }).optional(),
      row_id: z.string().trim().min(1).max(200, "200 caractères au plus").optional(),
      user: z.string().trim().min(1).max(254, "254 caractères au plus").optional(),
      action: z.enum(AUDIT_ACTIONS, { error: "Action inconnue" }).optional(),
      from: day.optional(),
      to: day.optional(),
      limit: z.coerce
        .number({ error: "Nombre attendu" })
        .int("Nombre entier attendu")
        .min(1, "Au moins 1")
        .max(AUDIT_MAX_PAGE_SIZE, `Au plus ${AUDIT_MAX_PAGE_SIZE}`)
        .default(AUDIT_PAGE_SIZE),
      before: beforeSchema.optional(),
    })
    .superRefine((query, context) => {
      if (query.from && query.to && query.to < query.from) {
        context.addIssue({
          code: "custom",
          path: ["to"],
          message: "La date de fin précède la date de début",
        });
      }
    }),
);
export type AuditQuery = z.infer<typeof auditQuerySchema>;
