import { decodeJwt } from "jose";
import { data } from "react-router";
import { readCookie } from "#domain/cookies";
import { type AuthUser, authenticateRequest } from "#server/auth/access.server";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "#server/db/availability.server";
import type { AppServices } from "#server/spine/context";
import { ACCESS_COOKIE } from "#server/spine/context";
import type { Session } from "./auth-client";

/**
 * The signed-in user as the admin loaders see it, plus the browser session the auth provider
 * starts from: the user and the access token's expiry (its `exp`, already verified by
 * authenticateRequest), so the first render needs no extra round trip.
 */
export async function readAdminSession(
  deps: AppServices,
  request: Request,
): Promise<{ user: AuthUser; session: Session } | null> {
  const user = await authenticateRequest(deps, request).catch((error: unknown) => {
    // Without the database no session can be checked: the screen is a 503, tried again later.
    if (isDatabaseUnavailable(error)) {
      throw data(null, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
    }
    throw error;
  });
  // A session opened by a link has not chosen its password yet: the back office is closed to
  // it (its link's page is outside the guarded screens).
  if (!user || user.passwordRequired) return null;
  const token =
    request.headers.get("authorization")?.match(/^Bearer\s+(.+)$/i)?.[1] ??
    readCookie(request.headers.get("cookie"), ACCESS_COOKIE);
  let expiresAt = Math.floor(Date.now() / 1000);
  try {
    if (token) expiresAt = decodeJwt(token).exp ?? expiresAt;
  } catch {
    // Verified a moment ago; an undecodable token only means "refresh at the first check".
  }
  return {
    user,
    session: { user: { id: user.id, email: user.email }, expires_at: expiresAt },
  };
}
