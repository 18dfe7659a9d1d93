import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { z } from "zod";
import { fieldErrors } from "#domain/fields";
import { type Role, roleAssignmentSchema } from "#domain/roles";
import {
  type InvitationAnswer,
  type MemberStatus,
  type memberChangeSchema,
  memberStatus,
  type TeamMember,
} from "#domain/team";
import type { Actor } from "../audit/audit.server";
import { audited } from "../audit/audited.server";
import { queueAccountEmail } from "../auth/account-emails.server";
import { metadataOf } from "../auth/accounts.server";
import { issueToken, linkFor, revokeTokens } from "../auth/one-time-tokens.server";
import { hashPassword } from "../auth/password.server";
import { revokeAllSessions } from "../auth/sessions.server";
import type { Db } from "../db/client.server";
import { profiles, users } from "../db/schema";
import { conflict, notFound, validationFailed } from "../http/errors";
import type { AppServices } from "../spine/context";

/**
 * The team of the back office: invitations, roles, disabling and removal. Each change is one
 * transaction with its audit entry; none of them ever leaves the site without an active
 * administrator (activated, not disabled).
 */

const MEMBER_NOT_FOUND = "Membre introuvable";

const memberColumns = {
  id: users.id,
  email: users.email,
  user_metadata: users.user_metadata,
  activated_at: users.activated_at,
  disabled_at: users.disabled_at,
  last_sign_in_at: users.last_sign_in_at,
  created_at: users.created_at,
  username: profiles.username,
  role: profiles.role,
  languages: profiles.languages,
};

type MemberRow = {
  id: string;
  email: string;
  user_metadata: unknown;
  activated_at: Date | null;
  disabled_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  username: string | null;
  role: string | null;
  languages: string[] | null;
};

/**
 * A member as the API answers it. An account without a profile (inserted by hand) shows the role
 * it would get at its next sign-in: `user` for a visitor's sign-up, `admin` otherwise.
 */
function toMember(row: MemberRow): TeamMember {
  const metadata = metadataOf(row);
  return {
    id: row.id,
    email: row.email,
    username: row.username ?? metadata.username ?? row.email,
    role: (row.role ?? (metadata.signup ? "user" : "admin")) as Role,
    languages: row.languages ?? [],
    status: memberStatus(row),
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function selectMembers(db: Db) {
  return db.select(memberColumns).from(users).leftJoin(profiles, eq(profiles.id, users.id));
}

/** Every account, oldest first. */
export async function listMembers(db: Db): Promise<TeamMember[]> {
  const rows = await selectMembers(db).orderBy(asc(users.created_at), asc(users.email));
  return rows.map(toMember);
}

/** The member, its account's row locked until the transaction ends; 404 when there is none. */
async function lockMember(tx: Db, id: string): Promise<MemberRow> {
  // Not a uuid: no such member (the database would refuse the comparison).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw notFound(MEMBER_NOT_FOUND);
  }
  const [row] = await selectMembers(tx).where(eq(users.id, id)).for("update", { of: users });
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

/**
 * The active administrators (activated, not disabled), their rows locked until the transaction
 * ends. Every change of a member takes this lock first, in the same order, so two concurrent
 * changes run one after the other: the second counts again what the first left.
 */
async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(eq(profiles.role, "admin"), isNotNull(users.activated_at), isNull(users.disabled_at)),
    )
    .orderBy(asc(users.id))
    .for("update");
  return admins.map((admin) => admin.id);
}

const isActiveAdmin = (member: MemberRow) =>
  member.role === "admin" && memberStatus(member) === "active";

/** Refuses a change that takes the last active administrator away (`what` names the change). */
function keepAnActiveAdmin(admins: string[], member: MemberRow, what: string) {
  if (!isActiveAdmin(member) || admins.some((id) => id !== member.id)) return;
  throw conflict(
    "last_admin",
    `Il faut au moins un administrateur actif : ${what} ce membre laisserait le site sans administrateur. Nommez d'abord un autre administrateur.`,
  );
}

/**
 * A password no one knows: the Argon2id hash of 32 random bytes that are thrown away. No password
 * can match it, and checking one against it takes as long as against a real one, so a sign-in
 * attempt does not tell an invited address from a member's.
 */
async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

/**
 * The link of an invitation: queued as an e-mail in the caller's transaction when SMTP_URL is
 * set; otherwise answered, once, for the administrator to pass on.
 */
async function sendInvitation(
  tx: Db,
  deps: AppServices,
  member: { id: string; email: string },
): Promise<{ inviteUrl?: string; expiresAt: Date }> {
  const { config } = deps;
  const link = await issueToken(tx, member.id, "invite");
  if (config.SMTP_URL) {
    await queueAccountEmail(tx, config, {
      tokenId: link.id,
      kind: "invite",
      token: link.token,
      recipient: member.email,
    });
    return { expiresAt: link.expiresAt };
  }
  return { inviteUrl: linkFor(config, "invite", link.token), expiresAt: link.expiresAt };
}

const withLink = (member: TeamMember, inviteUrl: string | undefined): InvitationAnswer =>
  inviteUrl ? { ...member, invite_url: inviteUrl } : member;

/** Invites a new member: an account that cannot sign in until its link sets a password. */
export async function inviteMember(
  deps: AppServices,
  actor: Actor,
  input: { email: string; role: Role; languages: string[] },
): Promise<InvitationAnswer> {
  const passwordHash = await unusablePasswordHash();
  return audited(
    deps,
    actor,
    async ({ tx, record }) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          password_hash: passwordHash,
          user_metadata: { username: input.email },
          activated_at: null,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) {
        throw conflict("already_member", "Un compte existe déjà avec cette adresse e-mail", {
          email: "Un compte existe déjà avec cette adresse e-mail",
        });
      }
      await tx.insert(profiles).values({
        id: user.id,
        username: input.email,
        role: input.role,
        languages: input.languages,
        created_by: actor.id,
        updated_by: actor.id,
      });
      const { inviteUrl, expiresAt } = await sendInvitation(tx, deps, {
        id: user.id,
        email: input.email,
      });
      await record({
        action: "invite",
        table: "users",
        rowId: user.id,
        changes: {
          email: { before: null, after: input.email },
          role: { before: null, after: input.role },
          languages: { before: null, after: input.languages },
          expires_at: { before: null, after: expiresAt.toISOString() },
        },
      });
      const [row] = await selectMembers(tx).where(eq(users.id, user.id));
      return withLink(toMember(row!), inviteUrl);
    },
    { wakeMailer: true },
  );
}

const NOT_INVITED: Record<Exclude<MemberStatus, "invited">, string> = {
  active: "Ce membre a déjà accepté son invitation",
  disabled: "Ce membre est désactivé : réactivez-le avant de renvoyer l'invitation",
};

/**
 * A new invitation link for a member who has not accepted yet; the older link stops working, and
 * so does every session an older link opened (a member who has not accepted has no other).
 */
export async function resendInvitation(
  deps: AppServices,
  actor: Actor,
  id: string,
): Promise<InvitationAnswer> {
  return audited(
    deps,
    actor,
    async ({ tx, record }) => {
      const member = await lockMember(tx, id);
      const status = memberStatus(member);
      if (status !== "invited") throw conflict("not_invited", NOT_INVITED[status]);
      const sessionsEnded = await revokeAllSessions(tx, member.id);
      const { inviteUrl, expiresAt } = await sendInvitation(tx, deps, member);
      await record({
        action: "invite",
        table: "users",
        rowId: member.id,
        changes: {
          expires_at: { before: null, after: expiresAt.toISOString() },
          sessions_ended: { before: null, after: sessionsEnded },
        },
      });
      return withLink(toMember(member), inviteUrl);
    },
    { wakeMailer: true },
  );
}

/**
 * Changes a member's role and languages, or disables or re-enables it. Disabling ends its
 * sessions and withdraws its links in the same transaction: its next request is refused.
 */
export async function changeMember(
  deps: AppServices,
  actor: Actor,
  id: string,
  change: z.output<typeof memberChangeSchema>,
): Promise<TeamMember> {
  return audited(deps, actor, async ({ tx, record }) => {
    const admins = await lockActiveAdmins(tx);
    const member = await lockMember(tx, id);
    const now = new Date();
    const before = { role: member.role, languages: member.languages ?? [] };
    let after = before;
    if (change.role !== undefined || change.languages !== undefined) {
      const assigned = roleAssignmentSchema.safeParse({
        role: change.role ?? member.role,
        languages: change.languages ?? member.languages ?? [],
      });
      if (!assigned.success) throw validationFailed(fieldErrors(assigned.error));
      after = assigned.data;
    }
    const demoted = before.role === "admin" && after.role !== "admin";
    const disabling = change.disabled === true && !member.disabled_at;
    const enabling = change.disabled === false && member.disabled_at !== null;
    if (demoted) keepAnActiveAdmin(admins, member, "retirer le rôle d'administrateur à");
    if (disabling) keepAnActiveAdmin(admins, member, "désactiver");

    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await tx
        .update(profiles)
        .set({
          role: after.role!,
          languages: after.languages,
          updated_by: actor.id,
          updated_at: now,
        })
        .where(eq(profiles.id, member.id));
      await record({
        action: "role_change",
        table: "users",
        rowId: member.id,
        before,
        after,
      });
    }
    if (disabling || enabling) {
      await tx
        .update(users)
        .set({ disabled_at: disabling ? now : null, updated_at: now })
        .where(eq(users.id, member.id));
      await tx
        .update(profiles)
        .set({ updated_by: actor.id, updated_at: now })
        .where(eq(profiles.id, member.id));
      const sessionsEnded = disabling ? await revokeAllSessions(tx, member.id, now) : 0;
      if (disabling) await revokeTokens(tx, member.id, undefined, now);
      await record({
        action: disabling ? "disable" : "enable",
        table: "users",
        rowId: member.id,
        changes: {
          status: {
            before: memberStatus(member),
            after: memberStatus({ ...member, disabled_at: disabling ? now : null }),
          },
          ...(disabling ? { sessions_ended: { before: null, after: sessionsEnded } } : {}),
        },
      });
    }
    const [row] = await selectMembers(tx).where(eq(users.id, member.id));
    return toMember(row!);
  });
}

/** Removes a member: its account goes, and with it its profile, sessions and links. */
export async function removeMember(deps: AppServices, actor: Actor, id: string): Promise<void> {
  await audited(deps, actor, async ({ tx, record }) => {
    const admins = await lockActiveAdmins(tx);
    const member = await lockMember(tx, id);
    keepAnActiveAdmin(admins, member, "retirer");
    await record({
      action: "remove",
      table: "users",
      rowId: member.id,
      changes: {
        email: { before: member.email, after: null },
        role: { before: member.role, after: null },
        status: { before: memberStatus(member), after: null },
      },
    });
    await tx.delete(users).where(eq(users.id, member.id));
  });
}
