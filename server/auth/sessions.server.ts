import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { refreshTokens } from "../db/schema";
import type { Deps } from "../http/context";
import { REFRESH_TOKEN_TTL_SECONDS } from "./tokens.server";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * How long a refresh token that was just rotated may be presented again and still get a fresh
 * pair for its session, instead of counting as a reuse (two tabs refreshing at the same moment,
 * or a response lost on the network). GoTrue's reuse interval; decision 012.
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
 * the refresh token's hash is stored (DESIGN 3).
 */
export async function issueSession(
  deps: Deps,
  user: { id: string; email: string },
  sessionId: string = randomUUID(),
): Promise<IssuedSession> {
  const refreshToken = randomBytes(32).toString("base64url");
  await deps.database.db.insert(refreshTokens).values({
    user_id: user.id,
    token_hash: hashToken(refreshToken),
    session_id: sessionId,
    expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const { token, expiresAt } = await deps.signer.sign({
    sub: user.id,
    email: user.email,
    sid: sessionId,
  });
  return { accessToken: token, expiresAt, refreshToken, sessionId };
}

export type RefreshCheck =
  /** The token may be exchanged for a new pair in this session. */
  | { outcome: "rotate"; userId: string; sessionId: string }
  /** Unknown, expired or revoked. */
  | { outcome: "invalid" }
  /** Used before, outside the grace window: every session of the user has been revoked. */
  | { outcome: "reused"; userId: string };

/**
 * Spends a refresh token (DESIGN 3: rotated on every use). The first use marks it used; a second
 * use within REUSE_GRACE_SECONDS is still honoured for the same session; any later use is taken
 * as a stolen token and revokes every session of its user. The caller issues the new pair.
 */
export async function spendRefreshToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<RefreshCheck> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashToken(token)))
    .limit(1);
  if (!row || row.revoked_at || row.expires_at <= now) return { outcome: "invalid" };
  const rotate = { outcome: "rotate", userId: row.user_id, sessionId: row.session_id } as const;
  if (!row.used_at) {
    // Of two concurrent first uses, one marks the token; the other is inside the grace window
    // by construction (it read the row unused an instant ago), so both rotate.
    await db
      .update(refreshTokens)
      .set({ used_at: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.used_at)));
    return rotate;
  }
  if (now.getTime() - row.used_at.getTime() <= REUSE_GRACE_SECONDS * 1000) return rotate;
  await revokeAllSessions(db, row.user_id, now);
  return { outcome: "reused", userId: row.user_id };
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
