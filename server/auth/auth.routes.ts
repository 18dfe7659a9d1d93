import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  logoutQuerySchema,
  passwordGrantSchema,
  refreshGrantSchema,
  signupSchema,
  tokenQuerySchema,
  USERNAME_MAX_LENGTH,
} from "#domain/auth";
import { recordAudit } from "../audit/audit.server";
import { profiles, users } from "../db/schema";
import { clientIp } from "../http/client-ip.server";
import type { AppEnv, Deps } from "../http/context";
import { badRequest, forbidden, HttpError, unauthorized, unsupportedType } from "../http/errors";
import { readJson } from "../http/json";
import { enforce, type RateLimiter } from "../http/rate-limit.server";
import { authenticate, isOwnOrigin, requireUser } from "./access.server";
import {
  AccountExistsError,
  createAccount,
  findUserByEmail,
  isEmail,
  metadataOf,
  normalizeEmail,
} from "./accounts.server";
import { clearSessionCookies, setDeviceCookie, setSessionCookies } from "./cookies.server";
import { DEVICE_COOKIE, deviceCookies } from "./device-cookie.server";
import { hashPassword, verifyPassword } from "./password.server";
import { type PasswordWeakness, passwordWeaknesses } from "./password-policy";
import {
  type IssuedSession,
  issueSession,
  revokeAllSessions,
  revokeSession,
  spendRefreshToken,
} from "./sessions.server";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE } from "./tokens.server";

/** The provider's own words when credentials are incomplete. */
export const MISSING_CREDENTIALS_MESSAGE =
  "You must provide either an email or phone number and a password";

/** Rate-limit figures (decision 014); an options object so a test can shrink them. */
export const AUTH_RATE_LIMITS = {
  signInPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  signInPerIp: { limit: 50, windowMs: 15 * 60_000 },
  signUpPerIp: { limit: 20, windowMs: 60 * 60_000 },
};
export type AuthRateLimits = typeof AUTH_RATE_LIMITS;

/** A JSON body that may be absent (the refresh grant can rely on its cookie alone). */
async function readOptionalJson(c: Context<AppEnv>): Promise<unknown> {
  const raw = await c.req.text();
  if (raw.trim() === "") return {};
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
    throw unsupportedType("Le corps de la requête doit être du JSON (application/json)");
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

function weakPassword(weaknesses: PasswordWeakness[]) {
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
function tokenAnswer(
  session: IssuedSession,
  user: { id: string; email: string; user_metadata: unknown },
) {
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

/** The the product's provider endpoints, mounted at /auth/v1. */
export function authRoutes(options: { limits?: Partial<AuthRateLimits> } = {}) {
  const limits = { ...AUTH_RATE_LIMITS, ...options.limits };
  // Counted where the app's limits count (Deps: the database on PostgreSQL, so across
  // processes). The account's figures also apply to one account from one address, and to one
  // known browser of an account.
  const limiters = (deps: Deps) => {
    const { signInPerAccount: account, signInPerIp: ip, signUpPerIp: signUp } = limits;
    return {
      perAccount: deps.rateLimits.get("sign_in_account", account.limit, account.windowMs),
      perAccountAddress: deps.rateLimits.get("sign_in_account_ip", account.limit, account.windowMs),
      perDevice: deps.rateLimits.get("sign_in_device", account.limit, account.windowMs),
      perIp: deps.rateLimits.get("sign_in_ip", ip.limit, ip.windowMs),
      signUpPerIp: deps.rateLimits.get("sign_up_ip", signUp.limit, signUp.windowMs),
    };
  };

  // An unknown e-mail is checked against this hash, so it costs what a wrong password costs
  // and the answer's timing does not tell whether the account exists.
  let dummy: Promise<string> | undefined;
  const dummyHash = () => {
    dummy ??= hashPassword(randomBytes(24).toString("base64url"));
    return dummy;
  };

  const app = new Hono<AppEnv>();

  // Token answers must never be stored by a browser or proxy cache.
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  async function passwordGrant(c: Context<AppEnv>) {
    const deps = c.get("deps");
    const parsed = passwordGrantSchema.safeParse(await readJson(c));
    const email = parsed.success ? normalizeEmail(parsed.data.email) : "";
    const password = parsed.success ? parsed.data.password : "";
    if (!email || !password) {
      throw badRequest(MISSING_CREDENTIALS_MESSAGE, undefined, "validation_failed");
    }
    // Keyed by the e-mail as typed, whether or not it exists: a limited answer reveals nothing.
    // A browser that signed in to this account before is counted on its own: attempts from
    // elsewhere cannot lock it out. Any other client counts against this account from its
    // address, and against the account as a whole.
    const ip = clientIp(c);
    const { perIp, perDevice, perAccountAddress, perAccount } = limiters(deps);
    await enforce(perIp, ip);
    const devices = deviceCookies(deps.config.JWT_SECRET);
    const device = devices.verify(getCookie(c, DEVICE_COOKIE), email);
    const counted: [RateLimiter, string][] = device
      ? [[perDevice, device]]
      : [
          [perAccountAddress, `${email}|${ip}`],
          [perAccount, email],
        ];
    for (const [limiter, key] of counted) await enforce(limiter, key);
    const user = await findUserByEmail(deps.database.db, email);
    const valid = await verifyPassword(user?.password_hash ?? (await dummyHash()), password);
    if (!user || !valid) {
      // Never the typed e-mail: people type their password in that field by mistake. The audit
      // entry names the account only when it exists.
      deps.logger.info("auth.sign_in_failed", {
        user_id: user?.id ?? null,
        ip,
        known_device: device !== null,
      });
      await recordAudit(deps.database.db, {
        actor: user ? { id: user.id, email: user.email } : null,
        action: "sign_in_failed",
        table: "users",
        rowId: user?.id ?? null,
        changes: {},
      });
      throw invalidCredentials();
    }
    for (const [limiter, key] of counted) await limiter.reset(key);
    setDeviceCookie(c, devices.issue(email));
    const session = await deps.database.db.transaction(async (tx) => {
      const issued = await issueSession(deps, user, undefined, undefined, tx);
      const actor = { id: user.id, email: user.email };
      await recordAudit(tx, {
        actor,
        action: "sign_in",
        table: "users",
        rowId: user.id,
        changes: {},
      });
      return issued;
    });
    deps.logger.info("auth.signed_in", { user_id: user.id, session_id: session.sessionId });
    setSessionCookies(c, session);
    return c.json(tokenAnswer(session, user));
  }

  async function refreshGrant(c: Context<AppEnv>) {
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
    if (!user) throw invalidGrant();
    const session = await issueSession(deps, user, check.sessionId, check.refreshToken);
    setSessionCookies(c, session);
    return c.json(tokenAnswer(session, user));
  }

  app.post("/token", (c) => {
    const query = tokenQuerySchema.safeParse(c.req.query());
    if (query.success && query.data.grant_type === "password") return passwordGrant(c);
    if (query.success && query.data.grant_type === "refresh_token") return refreshGrant(c);
    throw badRequest(
      "grant_type doit valoir password ou refresh_token",
      undefined,
      "unsupported_grant_type",
    );
  });

  app.post("/signup", async (c) => {
    const deps = c.get("deps");
    // Closed unless ALLOW_SIGNUP=true.
    if (!deps.config.ALLOW_SIGNUP) {
      throw forbidden("Les inscriptions sont fermées", "signup_disabled");
    }
    await enforce(limiters(c.get("deps")).signUpPerIp, clientIp(c));
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
      // A visitor's account is a plain user, never an administrator.
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
    const session = await issueSession(deps, account);
    setSessionCookies(c, session);
    return c.json(
      tokenAnswer(session, { ...account, user_metadata: { username: account.username } }),
    );
  });

  app.post("/logout", async (c) => {
    const deps = c.get("deps");
    const query = logoutQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      throw badRequest("scope doit valoir global, local ou others", undefined, "invalid_scope");
    }
    const { scope } = query.data;
    if (!(await authenticate(c))) {
      // Dead cookies are of no use to anyone: drop them, then say who is not signed in. Only for
      // the site's own pages: a cross-site form post must not sign a visitor out (an expired
      // access token leaves the refresh cookie alive).
      if (isOwnOrigin(deps, c.req.raw)) clearSessionCookies(c);
      throw unauthorized();
    }
    const user = await requireUser(c); // the Origin check for cookie-authenticated calls
    const db = deps.database.db;
    if (scope === "local") {
      await revokeSession(db, user.id, user.sessionId);
    } else if (scope === "global") {
      await revokeAllSessions(db, user.id);
    } else {
      await revokeAllSessions(db, user.id, new Date(), { except: user.sessionId });
    }
    deps.logger.info("auth.signed_out", { user_id: user.id, scope });
    if (scope !== "others") clearSessionCookies(c);
    return c.body(null, 204);
  });

  app.get("/user", async (c) => {
    const user = await requireUser(c);
    const [row] = await c
      .get("deps")
      .database.db.select({
        id: users.id,
        email: users.email,
        user_metadata: users.user_metadata,
        role: profiles.role,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, user.id))
      .limit(1);
    if (!row) throw unauthorized();
    return c.json({
      id: row.id,
      email: row.email,
      user_metadata: { username: metadataOf(row).username ?? row.email },
      role: row.role ?? null,
    });
  });

  return app;
}
