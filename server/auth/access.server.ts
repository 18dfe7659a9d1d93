import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { readCookie } from "#domain/cookies";
import { profiles, refreshTokens } from "../db/schema";
import type { AppEnv, AppServices, AuthUser } from "../http/context";
import { forbidden, unauthorized } from "../http/errors";
import { ACCESS_COOKIE } from "./tokens.server";

export type { AuthUser };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins a cookie-authenticated state change may come from. */
export function isOwnOrigin(deps: AppServices, request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") === "same-origin";
  if (origin === new URL(deps.config.PUBLIC_URL).origin) return true;
  return origin === new URL(request.url).origin;
}

/**
 * Who sent this request, or null. Verifies the access token (Bearer first, then the cookie), and
 * that its session is still alive: a global logout ends every session at once, not an hour later.
 * Works on a plain Request so React Router loaders use it too (admin pages).
 */
export async function authenticateRequest(
  deps: AppServices,
  request: Request,
): Promise<AuthUser | null> {
  const header = request.headers.get("authorization");
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = bearer ?? readCookie(request.headers.get("cookie"), ACCESS_COOKIE);
  const claims = token ? await deps.signer.verify(token) : null;
  if (!claims) return null;
  const [row] = await deps.database.db
    .select({ role: profiles.role })
    .from(refreshTokens)
    .leftJoin(profiles, eq(profiles.id, refreshTokens.user_id))
    .where(
      and(
        eq(refreshTokens.session_id, claims.sid),
        eq(refreshTokens.user_id, claims.sub),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: claims.sub,
    email: claims.email,
    sessionId: claims.sid,
    role: row.role ?? null,
    via: bearer ? "bearer" : "cookie",
  };
}

/** The request's user, looked up once per request. */
export async function authenticate(c: Context<AppEnv>): Promise<AuthUser | null> {
  const cached = c.get("authUser");
  if (cached !== undefined) return cached;
  const user = await authenticateRequest(c.get("deps"), c.req.raw);
  c.set("authUser", user);
  return user;
}

/** Access rules are small named functions that throw 401/403. */
export async function requireUser(c: Context<AppEnv>): Promise<AuthUser> {
  const user = await authenticate(c);
  if (!user) throw unauthorized();
  if (
    user.via === "cookie" &&
    !SAFE_METHODS.has(c.req.method) &&
    !isOwnOrigin(c.get("deps"), c.req.raw)
  ) {
    throw forbidden("Origine de la requête refusée", "origin_rejected");
  }
  return user;
}

/** Every API write and admin page requires role admin, checked on the server. */
export async function requireAdmin(c: Context<AppEnv>): Promise<AuthUser> {
  const user = await requireUser(c);
  if (user.role !== "admin") throw forbidden("Rôle administrateur requis", "not_admin");
  return user;
}
