import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { AccountSession, VerifyType } from "#domain/auth";
import type { Db } from "../db/client.server";
import { refreshTokens } from "../db/schema";
import type { AppServices } from "../spine/context";
import { REFRESH_TOKEN_TTL_SECONDS } from "./tokens.server";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * How long a refresh token that was just rotated may be presented again and still get a fresh
 * pair for its session, instead of counting as a reuse (two tabs refreshing at the same moment,
 * or a response lost on the network). GoTrue's reuse interval.
 */
export const REUSE_GRACE_SECONDS = 10;

export interface IssuedSession {
  accessToken: string;
  expiresAt: number;
  refreshToken: string;
  sessionId: string;
}

/** How a session was opened: with the password, or with an e-mailed link. */
export type AuthMethod = "password" | VerifyType;

/**
 * What a session remembers of its opening, copied to every token rotated from it: how it was
 * opened, when the password (or the link) was last proved in it, and the browser and address it
 * was opened from.
 */
export interface SessionOrigin {
  authMethod: AuthMethod;
  authenticatedAt: Date;
  userAgent: string | null;
  ip: string | null;
}

/** A session opened by an operator's tool (a test, a script): the password, now, from nowhere. */
const UNKNOWN_ORIGIN = (): SessionOrigin => ({
  authMethod: "password",
  authenticatedAt: new Date(),
  userAgent: null,
  ip: null,
});

/**
 * Issues an access token and a refresh token for a new session, or for `rotate`'s session with
 * its next refresh token. Only the refresh token's hash is stored.
 */
export async function issueSession(
  deps: AppServices,
  user: { id: string; email: string },
  options: {
    rotate?: { sessionId: string; refreshToken: string };
    origin?: SessionOrigin;
    /** The transaction the session belongs to (a sign-in and its audit entry); the database by default. */
    writer?: Pick<Db, "insert">;
  } = {},
): Promise<IssuedSession> {
  const sessionId = options.rotate?.sessionId ?? randomUUID();
  const refreshToken = options.rotate?.refreshToken ?? randomBytes(32).toString("base64url");
  const origin = options.origin ?? UNKNOWN_ORIGIN();
  // A rotated token is derived from its parent: two answers to the same parent (a replay in the
  // reuse interval, or two concurrent first uses) carry the same token, stored once.
  await (options.writer ?? deps.database.db)
    .insert(refreshTokens)
    .values({
      user_id: user.id,
      token_hash: hashToken(refreshToken),
      session_id: sessionId,
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      auth_method: origin.authMethod,
      authenticated_at: origin.authenticatedAt,
      user_agent: origin.userAgent,
      ip: origin.ip,
    })
    .onConflictDoNothing({ target: refreshTokens.token_hash });
  const { token, expiresAt } = await deps.signer.sign({
    sub: user.id,
    email: user.email,
    sid: sessionId,
  });
  return { accessToken: token, expiresAt, refreshToken, sessionId };
}

export type RefreshCheck =
  /** The token may be exchanged for a new pair in this session, with this refresh token. */
  | {
      outcome: "rotate";
      userId: string;
      sessionId: string;
      refreshToken: string;
      origin: SessionOrigin;
    }
  /** Unknown, expired or revoked. */
  | { outcome: "invalid" }
  /** Used before, outside the grace window: every session of the user has been revoked. */
  | { outcome: "reused"; userId: string };

/** How far a replay may walk down a chain: the reuse interval allows only a few rotations. */
const MAX_CHAIN_WALK = 20;

/**
 * Spends a refresh token (rotated on every use). The first use marks it used and answers its
 * child; a second use within REUSE_GRACE_SECONDS answers the session's newest token (found by
 * walking the chain of children), never a new one, so a replay cannot start a chain of its own
 * that reuse detection would not see; any later use is taken as a stolen token and revokes every
 * session of its user. The caller issues the new pair.
 */
export async function spendRefreshToken(
  deps: AppServices,
  token: string,
  now = new Date(),
): Promise<RefreshCheck> {
  const db = deps.database.db;
  const find = async (candidate: string) =>
    (
      await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, hashToken(candidate)))
        .limit(1)
    )[0];
  const row = await find(token);
  if (!row || row.revoked_at || row.expires_at <= now) return { outcome: "invalid" };
  const child = deps.signer.childRefreshToken(token);
  const rotate = (refreshToken: string) =>
    ({
      outcome: "rotate",
      userId: row.user_id,
      sessionId: row.session_id,
      refreshToken,
      origin: originOf(row),
    }) as const;
  if (!row.used_at) {
    // Of two concurrent first uses, one marks the token; both answer the same child.
    await db
      .update(refreshTokens)
      .set({ used_at: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.used_at)));
    return rotate(child);
  }
  if (now.getTime() - row.used_at.getTime() > REUSE_GRACE_SECONDS * 1000) {
    await revokeAllSessions(db, row.user_id, now);
    return { outcome: "reused", userId: row.user_id };
  }
  let current = child;
  for (let step = 0; step < MAX_CHAIN_WALK; step++) {
    const next = await find(current);
    // Not stored yet (its first use is still being answered): it is the newest.
    if (!next) break;
    if (next.revoked_at) return { outcome: "invalid" };
    if (!next.used_at) break;
    current = deps.signer.childRefreshToken(current);
  }
  return rotate(current);
}

const originOf = (row: typeof refreshTokens.$inferSelect): SessionOrigin => ({
  authMethod: row.auth_method as AuthMethod,
  authenticatedAt: row.authenticated_at,
  userAgent: row.user_agent,
  ip: row.ip,
});

/** How the live session `sessionId` was opened, from its newest token; undefined once it ended. */
export async function sessionOrigin(
  db: Db,
  sessionId: string,
  now = new Date(),
): Promise<SessionOrigin | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.session_id, sessionId),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, now),
      ),
    )
    .orderBy(desc(refreshTokens.created_at))
    .limit(1);
  return row ? originOf(row) : undefined;
}

/**
 * A session proved anew: from now on it counts as opened with the password at `authenticatedAt`
 * (every token of it, and those rotated from them).
 */
export async function reauthenticated(
  db: Pick<Db, "update">,
  sessionId: string,
  authenticatedAt: Date,
) {
  await db
    .update(refreshTokens)
    .set({ auth_method: "password", authenticated_at: authenticatedAt })
    .where(eq(refreshTokens.session_id, sessionId));
}

/** A column's value on the session's first token (the browser and address it was opened from). */
const firstOfSession = (column: AnyPgColumn) =>
  sql<string | null>`(array_agg(${column} order by ${refreshTokens.created_at}))[1]`;

/**
 * The user's live sessions (a token neither revoked nor expired), the most recently used first:
 * opened when its first token was, last used when its newest token was issued.
 */
export async function listSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: refreshTokens.session_id,
      created_at: sql<Date>`min(${refreshTokens.created_at})`.mapWith(refreshTokens.created_at),
      last_used_at: sql<Date>`max(${refreshTokens.created_at})`.mapWith(refreshTokens.created_at),
      user_agent: firstOfSession(refreshTokens.user_agent),
      ip: firstOfSession(refreshTokens.ip),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.user_id, userId))
    .groupBy(refreshTokens.session_id)
    .having(
      // A raw fragment's parameter is sent as text: the driver of a PostgreSQL server does not
      // serialise a Date there as it does in drizzle's own comparisons.
      sql`bool_or(${refreshTokens.revoked_at} is null and ${refreshTokens.expires_at} > ${now.toISOString()}::timestamptz)`,
    )
    .orderBy(sql`max(${refreshTokens.created_at}) desc`);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at.toISOString(),
    user_agent: row.user_agent,
    ip: row.ip,
    current: row.id === currentSessionId,
  }));
}

/** Ends one live session of the user (every refresh token of its family); false when none was. */
export async function revokeSession(
  db: Pick<Db, "update">,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        eq(refreshTokens.session_id, sessionId),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  return revoked.length > 0;
}

/**
 * Ends every session of a user (global logout, reuse detection, password reset), or every one
 * but `except` (logout scope=others); returns how many sessions were ended.
 */
export async function revokeAllSessions(
  db: Pick<Db, "update">,
  userId: string,
  now = new Date(),
  options: { except?: string } = {},
) {
  const revoked = await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        options.except ? ne(refreshTokens.session_id, options.except) : undefined,
      ),
    )
    .returning({ sessionId: refreshTokens.session_id });
  return new Set(revoked.map((r) => r.sessionId)).size;
}
