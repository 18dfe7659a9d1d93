import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  passwordGrantSchema,
  refreshGrantSchema,
  signupSchema,
  type TokenAnswer,
  USERNAME_MAX_LENGTH,
} from "#domain/auth";
import { type PasswordWeakness, passwordWeaknesses } from "#domain/password-policy";
import { audited } from "../audit/audited.server";
import { users } from "../db/schema";
import { clientIp } from "../http/client-ip.server";
import { badRequest, forbidden, HttpError, notJsonBody } from "../http/errors";
import { isJsonBody, readJson } from "../http/json";
import type { AppEnv } from "../spine/context";
import { isOwnOrigin } from "./access.server";
import {
  AccountExistsError,
  createAccount,
  findUserByEmail,
  isEmail,
  metadataOf,
  normalizeEmail,
} from "./accounts.server";
import { clearSessionCookies, setSessionCookies } from "./cookies.server";
import { verifyPassword } from "./password.server";
import {
  type AuthMethod,
  type IssuedSession,
  issueSession,
  type SessionOrigin,
  spendRefreshToken,
} from "./sessions.server";
import type { SignInPolicy } from "./sign-in-policy.server";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE } from "./tokens.server";

/*
 * What the provider's endpoints do (GoTrue's shapes and error codes): the password and refresh
 * grants of /token, and /signup. Their routes are declared in auth.routes.ts.
 */

/** The longest User-Agent a session keeps (a header may be far longer). */
const USER_AGENT_MAX_LENGTH = 512;

/** A session opened by this request, proved now by `method`. */
export function requestOrigin(c: Context<AppEnv>, method: AuthMethod): SessionOrigin {
  return {
    authMethod: method,
    authenticatedAt: new Date(),
    userAgent: c.req.header("user-agent")?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    ip: clientIp(c),
  };
}

/** The provider's own words when credentials are incomplete. */
export const MISSING_CREDENTIALS_MESSAGE =
  "You must provide either an email or phone number and a password";

/** A JSON body that may be absent (the refresh grant can rely on its cookie alone). */
async function readOptionalJson(c: Context<AppEnv>): Promise<unknown> {
  const raw = await c.req.text();
  if (raw.trim() === "") return {};
  if (!isJsonBody(c)) {
    throw notJsonBody();
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest("Le corps de la requête n'est pas un JSON valide", undefined, "invalid_json");
  }
}

const invalidCredentials = () =>
  badRequest("Identifiants de connexion invalides", undefined, "invalid_credentials");
const invalidGrant = () =>
  badRequest("Jeton de rafraîchissement invalide ou expiré", undefined, "invalid_grant");

export function weakPassword(weaknesses: PasswordWeakness[]) {
  const messages = weaknesses.map((w) => w.message).join(" ");
  // GoTrue's shape: the reason codes beside the message.
  return new HttpError(
    422,
    "weak_password",
    `Mot de passe trop faible. ${messages}`,
    { password: messages },
    undefined,
    { reasons: weaknesses.map((w) => w.reason) },
  );
}

/** GoTrue's token answer. */
export function tokenAnswer(
  session: IssuedSession,
  user: { id: string; email: string; user_metadata: unknown },
): TokenAnswer {
  return {
    access_token: session.accessToken,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: session.expiresAt,
    refresh_token: session.refreshToken,
    user: {
      id: user.id,
      email: user.email,
      user_metadata: { username: metadataOf(user).username ?? user.email },
    },
  };
}

/** `grant_type=password`: an e-mail and a password, within the sign-in policy's limits. */
export async function passwordGrant(c: Context<AppEnv>, policy: SignInPolicy) {
  const deps = c.get("deps");
  const parsed = passwordGrantSchema.safeParse(await readJson(c));
  const email = parsed.success ? normalizeEmail(parsed.data.email) : "";
  const password = parsed.success ? parsed.data.password : "";
  if (!email || !password) {
    throw badRequest(MISSING_CREDENTIALS_MESSAGE, undefined, "validation_failed");
  }
  const attempt = await policy.admit(c, email);
  const user = await findUserByEmail(deps.database.db, email);
  const valid = await verifyPassword(user?.password_hash ?? (await policy.dummyHash()), password);
  // An invited member (no password of its own yet) and a disabled one get the answer of a wrong
  // password, after the same work: the answer never tells an account's state.
  if (!user || !valid || !user.activated_at || user.disabled_at) {
    // Never the typed e-mail: people type their password in that field by mistake. The audit
    // entry names the account only when it exists.
    deps.logger.info("auth.sign_in_failed", {
      user_id: user?.id ?? null,
      ip: attempt.ip,
      known_device: attempt.device !== null,
    });
    const actor = user ? { id: user.id, email: user.email } : null;
    await audited(deps, actor, ({ record }) =>
      record({ action: "sign_in_failed", table: "users", rowId: user?.id ?? null, changes: {} }),
    );
    throw invalidCredentials();
  }
  await policy.succeeded(c, attempt, email);
  const origin = requestOrigin(c, "password");
  const session = await audited(
    deps,
    { id: user.id, email: user.email },
    async ({ tx, record }) => {
      const issued = await issueSession(deps, user, { origin, writer: tx });
      await tx
        .update(users)
        .set({ last_sign_in_at: origin.authenticatedAt })
        .where(eq(users.id, user.id));
      await record({ action: "sign_in", table: "users", rowId: user.id, changes: {} });
      return issued;
    },
  );
  deps.logger.info("auth.signed_in", { user_id: user.id, session_id: session.sessionId });
  setSessionCookies(c, session);
  return tokenAnswer(session, user);
}

/** `grant_type=refresh_token`: the token in the body, or else the refresh cookie. */
export async function refreshGrant(c: Context<AppEnv>) {
  const deps = c.get("deps");
  const parsed = refreshGrantSchema.safeParse(await readOptionalJson(c));
  const fromBody = parsed.success ? (parsed.data.refresh_token ?? "") : "";
  const token = fromBody || getCookie(c, REFRESH_COOKIE);
  if (!token) {
    throw badRequest("Jeton de rafraîchissement manquant", undefined, "refresh_token_missing");
  }
  // A refresh driven by the cookie alone is a cookie-authenticated state change.
  if (!fromBody && !isOwnOrigin(deps, c.req.raw)) {
    throw forbidden("Origine de la requête refusée", "origin_rejected");
  }
  const db = deps.database.db;
  const check = await spendRefreshToken(deps, token);
  if (check.outcome === "reused") {
    deps.logger.warn("auth.refresh_token_reused", { user_id: check.userId });
    clearSessionCookies(c);
    throw badRequest(
      "Jeton de rafraîchissement déjà utilisé : toutes les sessions ont été fermées",
      undefined,
      "refresh_token_reused",
    );
  }
  if (check.outcome === "invalid") {
    clearSessionCookies(c);
    throw invalidGrant();
  }
  const [user] = await db.select().from(users).where(eq(users.id, check.userId)).limit(1);
  if (!user || user.disabled_at) throw invalidGrant();
  const session = await issueSession(deps, user, {
    rotate: { sessionId: check.sessionId, refreshToken: check.refreshToken },
    origin: check.origin,
  });
  setSessionCookies(c, session);
  return tokenAnswer(session, user);
}

/** A visitor's account (closed unless ALLOW_SIGNUP=true): always a plain user. */
export async function signUp(c: Context<AppEnv>, policy: SignInPolicy) {
  const deps = c.get("deps");
  if (!deps.config.ALLOW_SIGNUP) {
    throw forbidden("Les inscriptions sont fermées", "signup_disabled");
  }
  await policy.admitSignUp(c);
  const body = await readJson(c);
  const credentials = passwordGrantSchema.safeParse(body);
  const email = credentials.success ? normalizeEmail(credentials.data.email) : "";
  const password = credentials.success ? credentials.data.password : "";
  if (!email || !password) {
    throw badRequest(MISSING_CREDENTIALS_MESSAGE, undefined, "validation_failed");
  }
  if (!isEmail(email)) {
    const message = "Adresse e-mail invalide";
    throw badRequest(message, { email: message }, "email_address_invalid");
  }
  const parsed = signupSchema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Nom d'utilisateur invalide";
    throw badRequest(message, { username: message });
  }
  const username = parsed.data.data?.username?.trim() ?? "";
  if ([...username].length > USERNAME_MAX_LENGTH) {
    const message = `Le nom d'utilisateur ne doit pas dépasser ${USERNAME_MAX_LENGTH} caractères`;
    throw badRequest(message, { username: message });
  }
  const weaknesses = passwordWeaknesses(password, email);
  if (weaknesses.length > 0) throw weakPassword(weaknesses);
  let account: Awaited<ReturnType<typeof createAccount>>;
  try {
    account = await createAccount(deps.database.db, {
      email,
      password,
      username: username || undefined,
      role: "user",
      source: "signup",
    });
  } catch (error) {
    if (error instanceof AccountExistsError) {
      throw new HttpError(
        409,
        "user_already_exists",
        "Un compte existe déjà avec cette adresse e-mail",
      );
    }
    throw error;
  }
  deps.logger.info("auth.signed_up", { user_id: account.id });
  const session = await issueSession(deps, account, { origin: requestOrigin(c, "password") });
  setSessionCookies(c, session);
  return tokenAnswer(session, { ...account, user_metadata: { username: account.username } });
}
