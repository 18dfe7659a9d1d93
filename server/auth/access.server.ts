import type { Context } from "hono";
import { readCookie } from "#domain/cookies";
import { type Access, mayWriteLanguage, roleMay } from "#domain/roles";
import { forbidden, unauthorized } from "../http/errors";
import {
  ACCESS_COOKIE,
  type AppEnv,
  type AppServices,
  type AuthUser,
  type GuardOptions,
} from "../spine/context";

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
 * that its session is still alive (LiveSessions): a global logout ends every session at once, not an
 * hour later.
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
  const session = await deps.sessions.lookup(claims.sid, claims.sub, new Date());
  if (!session) return null;
  const { passwordRequired } = session;
  return {
    id: claims.sub,
    email: claims.email,
    sessionId: claims.sid,
    // A link's session has no role until it sets the password: whatever reads the role (a
    // guard, a page's loader, the staff view of a list) treats it as a visitor's.
    role: passwordRequired ? null : session.role,
    languages: passwordRequired ? [] : session.languages,
    via: bearer ? "bearer" : "cookie",
    passwordRequired,
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

/** What a guard lets through besides the sessions its level names. */
/** The refusal of a link's session on a route that needs a password set. */
export const passwordRequired = () =>
  forbidden(
    "Choisissez d'abord votre mot de passe : ce lien ne permet rien d'autre tant qu'il n'est pas enregistré",
    "password_required",
  );

/** Access rules are small named functions that throw 401/403. */
export async function requireUser(
  c: Context<AppEnv>,
  options: GuardOptions = {},
): Promise<AuthUser> {
  const user = await authenticate(c);
  if (!user) throw unauthorized();
  if (user.passwordRequired && !options.beforePassword) throw passwordRequired();
  if (
    user.via === "cookie" &&
    !SAFE_METHODS.has(c.req.method) &&
    !isOwnOrigin(c.get("deps"), c.req.raw)
  ) {
    throw forbidden("Origine de la requête refusée", "origin_rejected");
  }
  return user;
}

/** The French refusal of each guarded access level, for a signed-in account without the role. */
const REFUSALS: Record<Exclude<Access, "public" | "user">, string> = {
  staff: "Cette action est réservée à l'équipe du site",
  editor: "Cette action est réservée aux éditeurs et aux administrateurs",
  admin: "Cette action est réservée aux administrateurs",
};

/** The request's user when its role passes `access` (401 anonymous, 403 `forbidden` otherwise). */
export async function requireAccess(
  c: Context<AppEnv>,
  access: Access,
  options: GuardOptions = {},
): Promise<AuthUser | null> {
  if (access === "public") return authenticate(c);
  const user = await requireUser(c, options);
  if (access !== "user" && !roleMay(user.role, access)) throw forbidden(REFUSALS[access]);
  return user;
}

/**
 * The caller may write texts in `language` (editors and administrators: every language; a
 * translator: its own, never French), or a 403 `forbidden` naming the language.
 */
export function requireLanguage(user: AuthUser, language: string): void {
  if (!mayWriteLanguage(user, language)) {
    throw forbidden(`Cette langue ne vous est pas attribuée : ${language}`);
  }
}

/** Administrators only: the team, the journal, settings. */
export async function requireAdmin(c: Context<AppEnv>): Promise<AuthUser> {
  return (await requireAccess(c, "admin")) as AuthUser;
}
