import { z } from "zod";
import { pure } from "./pure";
import { memberLanguagesSchema, ROLES, roleAssignmentSchema, STAFF_ROLES } from "./roles";

/**
 * The team of the back office ('Équipe'): the shapes of `/api/team`, shared by the server (which
 * checks bodies with them) and the screen (which checks its form with the same schemas).
 */

/**
 * A member's status: `invited` until it sets its password through the invitation's link,
 * `disabled` while an administrator keeps it out (whatever it was before), `active` otherwise.
 */
export const MEMBER_STATUSES = ["invited", "active", "disabled"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  invited: "Invité",
  active: "Actif",
  disabled: "Désactivé",
};

/** The status of an account from its dates. */
export function memberStatus(account: {
  activated_at: Date | string | null;
  disabled_at: Date | string | null;
}): MemberStatus {
  if (account.disabled_at) return "disabled";
  return account.activated_at ? "active" : "invited";
}

/** A member as `GET /api/team` lists it. */
export const teamMemberSchema = pure(() =>
  z.object({
    id: z.uuid(),
    email: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
    languages: z.array(z.string()).describe("Les langues d'un traducteur (en, ar) ; vide sinon"),
    status: z.enum(MEMBER_STATUSES),
    last_sign_in_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * The answer to an invitation or a new link: the member, and the link itself when no e-mail
 * goes out (SMTP_URL unset), shown once to the administrator who passes it on.
 */
export const invitationAnswerSchema = teamMemberSchema.extend({
  invite_url: z
    .url()
    .optional()
    .describe("Le lien d'invitation, seulement quand aucun e-mail n'est envoyé (SMTP_URL absent)"),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** RFC 5321: an address longer than 254 characters cannot be delivered to. */
const EMAIL_MAX_LENGTH = 254;

/** The invited address, compared and stored trimmed and lower-cased. */
export const memberEmailSchema = pure(() =>
  z
    .string({ error: "L'adresse e-mail est obligatoire" })
    .trim()
    .toLowerCase()
    .min(1, { error: "L'adresse e-mail est obligatoire" })
    .max(EMAIL_MAX_LENGTH, { error: `${EMAIL_MAX_LENGTH} caractères au maximum` })
    .pipe(z.email({ error: "Adresse e-mail invalide" })),
);

/** `POST /api/team/invitations`: who is invited, with which role (and a translator's languages). */
export const invitationSchema = pure(() =>
  z.intersection(z.object({ email: memberEmailSchema }), roleAssignmentSchema),
);
export type InvitationInput = z.input<typeof invitationSchema>;

/**
 * `PATCH /api/team/{id}`: any of role, languages and disabled. The role and languages that
 * result are checked against the member's current ones with `roleAssignmentSchema` (a
 * translator keeps at least one language).
 */
export const memberChangeSchema = pure(() =>
  z
    .strictObject({
      role: z.enum(STAFF_ROLES, { error: "Rôle inconnu" }).optional(),
      languages: memberLanguagesSchema.optional(),
      disabled: z.boolean({ error: "disabled doit valoir true ou false" }).optional(),
    })
    .refine((change) => Object.keys(change).length > 0, { message: "Aucune modification" }),
);
export type MemberChange = z.input<typeof memberChangeSchema>;
