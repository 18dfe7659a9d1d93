import { z } from "zod";
import type { Language } from "./languages";
import { pure } from "./pure";

/**
 * The roles of the back office's staff, declared once: the server's guards, the generated
 * route × role test and the back office's buttons all read this table.
 *
 * - `admin`: everything, plus the team ('Équipe'), the journal and every setting.
 * - `editor`: every content table (create, edit, translate, publish, order, delete), images and
 *   demo uploads, site texts in every language, the contact inbox, a row's history.
 * - `translator` with its languages (a non-empty subset of the translated languages): reads what
 *   an editor reads; writes only the translations of translatable fields and the site-text
 *   overrides of its languages. Never creates, deletes, publishes, reorders, uploads, or changes
 *   a French field.
 *
 * An account made by public sign-up (`ALLOW_SIGNUP=true`) has the role `user`: signed in, with
 * no access to the back office.
 */
export const STAFF_ROLES = ["admin", "editor", "translator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = [...STAFF_ROLES, "user"] as const;
export type Role = (typeof ROLES)[number];

/** The languages a translator may be given: every public language but French, the reference. */
export const TRANSLATED_LANGUAGES = ["en", "ar"] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Each role as the back office names it. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrateur",
  editor: "Éditeur",
  translator: "Traducteur",
  user: "Sans accès",
};

/**
 * Who may call a route (its declaration names one of these):
 * - `public`: anyone;
 * - `user`: any signed-in account (its own profile, sessions and password);
 * - `staff`: every role of the back office (reads, and the translator's writes, which the route
 *   narrows to the translator's languages);
 * - `editor`: editors and administrators (content, uploads, the inbox);
 * - `admin`: administrators (the team, the journal, settings).
 */
export const ACCESS_LEVELS = ["public", "user", "staff", "editor", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The roles each guarded access level lets through. */
export const ACCESS_ROLES: Record<Exclude<Access, "public" | "user">, readonly StaffRole[]> = {
  staff: ["admin", "editor", "translator"],
  editor: ["admin", "editor"],
  admin: ["admin"],
};

/** The signed-in account as the guards and the back office see it. */
export interface Member {
  role: Role | string | null;
  languages: readonly string[];
}

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === "string" && (STAFF_ROLES as readonly string[]).includes(role);
}

/** Whether an account with this role passes a route's access level (anonymous never does). */
export function roleMay(role: string | null | undefined, access: Access): boolean {
  if (access === "public") return true;
  if (role === undefined) return false;
  if (access === "user") return true;
  return (ACCESS_ROLES[access] as readonly string[]).includes(role ?? "");
}

/**
 * Whether this account may write texts in `language`: editors and administrators write every
 * language; a translator only those it was given (never French).
 */
export function mayWriteLanguage(member: Member, language: string): boolean {
  if (member.role === "admin" || member.role === "editor") return true;
  return member.role === "translator" && member.languages.includes(language);
}

/** The languages a role's member works in, as stored: only a translator has some. */
export const memberLanguagesSchema = pure(() =>
  z
    .array(z.enum(TRANSLATED_LANGUAGES, { error: "Langue inconnue" }))
    .transform((languages) => [...new Set(languages)].sort()),
);

/** A role and its languages, as the team screen and `POST /api/team/invitations` send them. */
export const roleAssignmentSchema = pure(() =>
  z
    .object({
      role: z.enum(STAFF_ROLES, { error: "Rôle inconnu" }),
      languages: memberLanguagesSchema.optional(),
    })
    .transform(({ role, languages = [] }) => ({
      role,
      languages: role === "translator" ? languages : [],
    }))
    .refine((value) => value.role !== "translator" || value.languages.length > 0, {
      message: "Choisissez au moins une langue pour un traducteur",
      path: ["languages"],
    }),
);
