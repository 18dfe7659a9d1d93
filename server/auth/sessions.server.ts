import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { refreshTokens } from "../db/schema";
import type { AppServices } from "../http/context";
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

/**
 * Issues an access token and a refresh token for `sessionId` (a new session when omitted). Only
 * the refresh token's hash is stored.
 */
export async function issueSession(
  deps: AppServices,
  user: { id: string; email: string },
  sessionId: string = randomUUID(),
  refreshToken: string = randomBytes(32).toString("base64url"),
  /** The transaction the session belongs to (a sign-in and its audit entry); the database by default. */
  writer: Pick<Db, "insert"> = deps.database.db,
): Promise<IssuedSession> {
  // A rotated token is derived from its parent: two answers to the same parent (a replay in the
  // reuse interval, or two concurrent first uses) carry the same token, stored once.
  await writer
    .insert(refreshTokens)
    .values({
      user_id: user.id,
      token_hash: hashToken(refreshToken),
      session_id: sessionId,
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
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
  | { outcome: "rotate"; userId: string; sessionId: string; refreshToken: string }
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

/** Ends one session (local logout): every refresh token of its family. */
export async function revokeSession(db: Db, userId: string, sessionId: string, now = new Date()) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        eq(refreshTokens.session_id, sessionId),
        isNull(refreshTokens.revoked_at),
      ),
    );
}

/**
 * Ends every session of a user (global logout, reuse detection, password reset), or every one
 * but `except` (logout scope=others); returns how many sessions were ended.
 */
export async function revokeAllSessions(
  db: Db,
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
