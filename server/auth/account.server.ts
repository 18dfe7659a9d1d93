import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AuditAction, AuditChanges } from "#domain/audit";
import { type AccountPasswordChange, updateUserSchema } from "#domain/auth";
import { passwordWeaknesses } from "#domain/password-policy";
import { type AuditedWrite, audited } from "../audit/audited.server";
import type { Db } from "../db/client.server";
import { profiles, users } from "../db/schema";
import { badRequest, unauthorized, validationFailed } from "../http/errors";
import { readJson } from "../http/json";
import { guardedUser } from "../http/openapi-route";
import type { AppEnv } from "../spine/context";
import { passwordRequired } from "./access.server";
import { metadataOf } from "./accounts.server";
import { weakPassword } from "./grants.server";
import { revokeTokens } from "./one-time-tokens.server";
import { hashPassword, verifyPassword } from "./password.server";
import {
  type AuthMethod,
  reauthenticated,
  revokeAllSessions,
  type SessionOrigin,
  sessionOrigin,
} from "./sessions.server";
import type { SignInPolicy } from "./sign-in-policy.server";

/*
 * The signed-in account changing itself: `PUT /auth/v1/user` (GoTrue's: a new password, a new
 * display name) and 'Mon compte''s password change, which asks the current password instead.
 */

/** A session opened with the password may set a new one this long after signing in. */
export const REAUTHENTICATION_WINDOW_MS = 10 * 60_000;
/**
 * A session opened by a reset or invitation link may set the password once, this long after the
 * link was opened; it then counts as a session opened with that new password at that moment.
 */
export const LINK_SESSION_WINDOW_MS = 60 * 60_000;

/** Whether the session's proof is recent enough to set a new password without the current one. */
export function maySetPassword(origin: SessionOrigin, now = new Date()): boolean {
  const age = now.getTime() - origin.authenticatedAt.getTime();
  const window =
    origin.authMethod === "password" ? REAUTHENTICATION_WINDOW_MS : LINK_SESSION_WINDOW_MS;
  return age >= 0 && age < window;
}

const reauthenticationNeeded = () =>
  unauthorized(
    "Pour changer le mot de passe, reconnectez-vous d'abord (connexion de moins de 10 minutes), ou utilisez « Mot de passe oublié ? »",
    "reauthentication_needed",
  );

/** The user as `GET /auth/v1/user` answers it, or undefined when the account is gone. */
export async function readUser(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      user_metadata: users.user_metadata,
      role: profiles.role,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    user_metadata: { username: metadataOf(row).username ?? row.email },
    role: row.role ?? null,
  };
}

type UserRow = typeof users.$inferSelect;

/**
 * Gives the account a new password (hashed already) from session `sessionId`, opened by
 * `method`, with its audit entry. An invited member who sets its password is active; a
 * completed reset ends every other session of the account (the old password is no longer
 * trusted). The session then counts as opened with the new password, now.
 */
async function setPassword(
  { tx, record }: AuditedWrite,
  user: UserRow,
  session: { id: string; method: AuthMethod },
  passwordHash: string,
  now: Date,
) {
  const accepting = session.method === "invite" && !user.activated_at;
  await tx
    .update(users)
    .set({
      password_hash: passwordHash,
      updated_at: now,
      ...(accepting ? { activated_at: now } : {}),
    })
    .where(eq(users.id, user.id));
  let action: AuditAction = "password_change";
  let changes: AuditChanges = {};
  if (accepting) {
    action = "invite_accepted";
  } else if (session.method === "recovery") {
    action = "reset_completed";
    const ended = await revokeAllSessions(tx, user.id, now, { except: session.id });
    changes = { sessions_ended: { before: null, after: ended } };
  }
  if (session.method !== "password") await revokeTokens(tx, user.id, session.method, now);
  await reauthenticated(tx, session.id, now);
  await record({ action, table: "users", rowId: user.id, changes });
}

/** The display name, in the profile and in the account's metadata, with its audit entry. */
async function setUsername(
  { tx, record }: AuditedWrite,
  user: UserRow,
  username: string,
  now: Date,
) {
  const before = metadataOf(user).username ?? user.email;
  if (before === username) return;
  await tx
    .update(users)
    .set({ user_metadata: { ...metadataOf(user), username }, updated_at: now })
    .where(eq(users.id, user.id));
  await tx.update(profiles).set({ username, updated_at: now }).where(eq(profiles.id, user.id));
  await record({
    action: "update",
    table: "users",
    rowId: user.id,
    changes: { username: { before, after: username } },
  });
}

async function signedInRow(c: Context<AppEnv>): Promise<UserRow> {
  const db = c.get("deps").database.db;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, guardedUser(c).id))
    .limit(1);
  if (!user) throw unauthorized();
  return user;
}

/**
 * `PUT /auth/v1/user`: `{password}` and/or `{data: {username}}`. The password only from a session
 * whose proof is recent (maySetPassword), else 401 `reauthentication_needed`; it follows the
 * password policy (422 `weak_password`). Gives the user as `GET /user` answers it.
 */
export async function updateUser(c: Context<AppEnv>) {
  const deps = c.get("deps");
  const db = deps.database.db;
  const signedIn = guardedUser(c);
  const raw = await readJson(c);
  // An address is the account's identity here: asking to change it is refused, not ignored.
  if (raw && typeof raw === "object" && ("email" in raw || "phone" in raw)) {
    const message = "L'adresse e-mail d'un compte ne se change pas ici";
    throw badRequest(message, { email: message }, "email_change_not_supported");
  }
  const parsed = updateUserSchema.safeParse(raw);
  if (!parsed.success) {
    // Named by the field a form shows (`username`, not `data`).
    const fields = parsed.error.issues.map((issue) => [
      String(issue.path.at(-1) ?? "_"),
      issue.message,
    ]);
    throw validationFailed(Object.fromEntries(fields));
  }
  const body = parsed.data;
  // A link's session sets the password first (a display name may come with it), nothing else.
  if (signedIn.passwordRequired && body.password === undefined) throw passwordRequired();
  const user = await signedInRow(c);
  const now = new Date();
  let password: { hash: string; method: AuthMethod } | undefined;
  if (body.password !== undefined) {
    const origin = await sessionOrigin(db, signedIn.sessionId, now);
    if (!origin || !maySetPassword(origin, now)) throw reauthenticationNeeded();
    const weaknesses = passwordWeaknesses(body.password, user.email);
    if (weaknesses.length > 0) throw weakPassword(weaknesses);
    password = { hash: await hashPassword(body.password), method: origin.authMethod };
  }
  const username = body.data?.username;
  await audited(deps, signedIn, async (write) => {
    if (password) {
      const session = { id: signedIn.sessionId, method: password.method };
      await setPassword(write, user, session, password.hash, now);
    }
    if (username !== undefined) await setUsername(write, user, username, now);
  });
  if (password) {
    deps.logger.info("auth.password_set", { user_id: user.id, method: password.method });
  }
  const answer = await readUser(db, user.id);
  if (!answer) throw unauthorized();
  return answer;
}

/**
 * `POST /api/account/password` ('Mon compte'): the current password proves the member, then the
 * new one replaces it. The account's other sessions stay open ('Déconnecter partout' is beside
 * it), and this one counts as signed in with the new password now.
 */
export async function changePassword(
  c: Context<AppEnv>,
  policy: SignInPolicy,
  body: AccountPasswordChange,
) {
  const deps = c.get("deps");
  const signedIn = guardedUser(c);
  await policy.admitPasswordChange(c, signedIn.id);
  const user = await signedInRow(c);
  if (!(await verifyPassword(user.password_hash, body.current_password))) {
    const message = "Le mot de passe actuel est incorrect";
    throw badRequest(message, { current_password: message }, "invalid_credentials");
  }
  const weaknesses = passwordWeaknesses(body.password, user.email);
  if (weaknesses.length > 0) throw weakPassword(weaknesses);
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  await audited(deps, signedIn, (write) =>
    setPassword(write, user, { id: signedIn.sessionId, method: "password" }, passwordHash, now),
  );
  deps.logger.info("auth.password_set", { user_id: user.id, method: "password" });
  return c.body(null, 204);
}
