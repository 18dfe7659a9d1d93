import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Role, StaffRole } from "#domain/roles";
import type { Db } from "../db/client.server";
import { profiles, users } from "../db/schema";
import { hashPassword } from "./password.server";
import { revokeAllSessions } from "./sessions.server";

/**
 * Accounts: the one place that creates them (first start, ADMIN_EMAIL, sign-up and
 * `npm run user:create` all come here) and the profile bootstrap.
 */

export type { Role } from "#domain/roles";

/** users.user_metadata as stored; `signup` marks accounts a visitor created. */
export interface UserMetadata {
  username?: string;
  signup?: boolean;
}

export interface Account {
  id: string;
  email: string;
  username: string;
}

export class AccountExistsError extends Error {
  constructor() {
    super("An account with this e-mail already exists");
  }
}

/** E-mails are compared trimmed and lower-cased (stored that way too). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** RFC 5321: an address longer than 254 characters cannot be delivered to. */
export const EMAIL_MAX_LENGTH = 254;
const EmailSchema = z.string().max(EMAIL_MAX_LENGTH).pipe(z.email());
export const isEmail = (email: string) => EmailSchema.safeParse(email).success;

export const metadataOf = (row: { user_metadata: unknown }): UserMetadata =>
  (row.user_metadata ?? {}) as UserMetadata;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

/**
 * Creates a user and its profile in one transaction, so no account made here ever lacks a
 * profile: sign-up's role `user` is fixed at creation and the profile bootstrap (missing profile
 * → admin) never applies to it. Throws AccountExistsError when the e-mail is taken.
 */
export async function createAccount(
  db: Db,
  input: {
    email: string;
    password: string;
    role: Role;
    /** A translator's languages. */
    languages?: string[];
    username?: string;
    source: "signup" | "operator";
  },
): Promise<Account> {
  const email = normalizeEmail(input.email);
  const username = input.username?.trim() || email || "admin";
  const metadata: UserMetadata =
    input.source === "signup" ? { username, signup: true } : { username };
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        password_hash: passwordHash,
        user_metadata: metadata,
        activated_at: new Date(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw new AccountExistsError();
    await tx
      .insert(profiles)
      .values({ id: user.id, username, role: input.role, languages: input.languages ?? [] });
    return { id: user.id, email, username };
  });
}

/** An active administrator other than this account would remain: the team keeps one. */
async function otherActiveAdmin(db: Pick<Db, "select">, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(profiles.role, "admin"),
        ne(users.id, userId),
        isNotNull(users.activated_at),
        isNull(users.disabled_at),
      ),
    )
    .limit(1);
  return other !== undefined;
}

export class LastAdminError extends Error {
  constructor(email: string) {
    super(`${email} is the only active administrator: give another account the role admin first`);
  }
}

/**
 * `npm run user:create`: creates a member with this role (a translator with its languages), or
 * gives an existing account this password, role and languages. A reset ends every session of
 * the account (a reset usually means the old password is no longer trusted) and lets an invited
 * account in. The only active administrator keeps its role (LastAdminError).
 */
export async function upsertMember(
  db: Db,
  input: { email: string; password: string; role: StaffRole; languages: string[] },
): Promise<{ account: Account; created: boolean; sessionsEnded: number }> {
  const languages = input.role === "translator" ? input.languages : [];
  try {
    const account = await createAccount(db, { ...input, languages, source: "operator" });
    return { account, created: true, sessionsEnded: 0 };
  } catch (error) {
    if (!(error instanceof AccountExistsError)) throw error;
  }
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        activated_at: sql`coalesce(${users.activated_at}, now())`,
        updated_at: new Date(),
      })
      .where(eq(users.email, email))
      .returning();
    if (!user) throw new Error("The account disappeared during the reset; try again");
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, user.id)).limit(1);
    if (
      input.role !== "admin" &&
      profile?.role === "admin" &&
      !user.disabled_at &&
      !(await otherActiveAdmin(tx, user.id))
    ) {
      throw new LastAdminError(email);
    }
    const username = metadataOf(user).username || email;
    await tx
      .insert(profiles)
      .values({ id: user.id, username, role: input.role, languages })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { role: input.role, languages, updated_at: new Date() },
      });
    const sessionsEnded = await revokeAllSessions(tx, user.id);
    return { account: { id: user.id, email, username }, created: false, sessionsEnded };
  });
}

/**
 * Profile bootstrap: the signed-in user's profile, created first when missing, with the
 * e-mail as username (falling back to 'admin') and role 'admin' — except for accounts a visitor
 * created through sign-up, which get 'user' (open sign-up never hands out the back office).
 * Every account created by `createAccount` already has its profile, so this is a safety net (a
 * row deleted by hand, an account inserted by an older version or by SQL).
 */
export async function ensureProfile(db: Db, userId: string) {
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (existing) return existing;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const role: Role = metadataOf(user).signup ? "user" : "admin";
  await db
    .insert(profiles)
    .values({ id: user.id, username: user.email || "admin", role })
    .onConflictDoNothing({ target: profiles.id });
  const [created] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return created;
}
