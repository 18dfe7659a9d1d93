import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { profiles, refreshTokens } from "../db/schema";
import type { AppEnv } from "../http/context";
import { forbidden, unauthorized } from "../http/errors";
import { ACCESS_COOKIE } from "./tokens.server";

export interface AuthUser {
  id: string;
  email: string;
  sessionId: string;
  role: string | null;
  /** How the request proved who it is: a Bearer header or the session cookie. */
  via: "bearer" | "cookie";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins a cookie-authenticated state change may come from (CONTRACT 4). */
export function isOwnOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (!origin) return c.req.header("sec-fetch-site") === "same-origin";
  if (origin === new URL(c.get("deps").config.PUBLIC_URL).origin) return true;
  return origin === new URL(c.req.url).origin;
}

/**
 * Who is calling, or null. Verifies the access token (Bearer first, then the cookie), and that
 * its session is still alive: a global logout ends every session at once, not an hour later.
 */
export async function authenticate(c: Context<AppEnv>): Promise<AuthUser | null> {
  const cached = c.get("authUser");
  if (cached !== undefined) return cached;
  const { signer, database } = c.get("deps");
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = bearer ?? getCookie(c, ACCESS_COOKIE);
  let user: AuthUser | null = null;
  const claims = token ? await signer.verify(token) : null;
  if (claims) {
    const [row] = await database.db
      .select({ role: profiles.role, session: refreshTokens.session_id })
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
    if (row) {
      user = {
        id: claims.sub,
        email: claims.email,
        sessionId: claims.sid,
        role: row.role ?? null,
        via: bearer ? "bearer" : "cookie",
      };
    }
  }
  c.set("authUser", user);
  return user;
}

/** STYLE: access rules are small named functions that throw 401/403. */
export async function requireUser(c: Context<AppEnv>): Promise<AuthUser> {
  const user = await authenticate(c);
  if (!user) throw unauthorized();
  if (user.via === "cookie" && !SAFE_METHODS.has(c.req.method) && !isOwnOrigin(c)) {
    throw forbidden("Origine de la requête refusée", "origin_rejected");
  }
  return user;
}

/** DESIGN 3: every API write and admin page requires role admin, checked on the server. */
export async function requireAdmin(c: Context<AppEnv>): Promise<AuthUser> {
  const user = await requireUser(c);
  if (user.role !== "admin") throw forbidden("Rôle administrateur requis", "not_admin");
  return user;
}
