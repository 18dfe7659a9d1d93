import { createHash, randomBytes, randomUUID } from "node:crypto";
import { refreshTokens } from "../db/schema";
import type { Deps } from "../http/context";
import { REFRESH_TOKEN_TTL_SECONDS } from "./tokens.server";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

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
