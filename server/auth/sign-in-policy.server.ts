import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { clientIp } from "../http/client-ip.server";
import { enforce, type RateLimiter } from "../http/rate-limit.server";
import type { AppEnv, AppServices } from "../spine/context";
import { setDeviceCookie } from "./cookies.server";
import { DEVICE_COOKIE, deviceCookies } from "./device-cookie.server";
import { hashPassword } from "./password.server";

/** How many sign-ins and sign-ups are allowed; an options object so a test can shrink them. */
export const AUTH_RATE_LIMITS = {
  signInPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  signInPerIp: { limit: 50, windowMs: 15 * 60_000 },
  signUpPerIp: { limit: 20, windowMs: 60 * 60_000 },
  /**
   * Reset e-mails to one address: one a minute at most, whoever asks (GoTrue's spacing). A request
   * inside the minute sends nothing and is answered as any other: the link e-mailed less than a
   * minute ago still works.
   */
  resetEmailSpacing: { limit: 1, windowMs: 60_000 },
  /** Reset requests from one client address (the 429 speaks of that client, not of an account). */
  recoverPerIp: { limit: 20, windowMs: 60 * 60_000 },
  /** Links tried from one address (a link cannot be guessed; this bounds the work asked). */
  verifyPerIp: { limit: 30, windowMs: 15 * 60_000 },
  /** 'Mon compte' asks the current password: guesses from a session left open are counted. */
  passwordChangePerAccount: { limit: 10, windowMs: 15 * 60_000 },
};
export type AuthRateLimits = typeof AUTH_RATE_LIMITS;

/** One sign-in attempt let through: the limits it counts against, cleared if it succeeds. */
export interface SignInAttempt {
  ip: string;
  /** The browser's proof that it signed in to this account before, or null. */
  device: string | null;
  counted: [RateLimiter, string][];
}

/**
 * Who may try a password, and how often. Counted where the app's limits count (the database on
 * PostgreSQL, so across processes). Keyed by the e-mail as typed, whether or not it exists: a
 * limited answer reveals nothing. A browser that signed in to this account before is counted on
 * its own, so attempts from elsewhere cannot lock it out; any other client counts against this
 * account from its address, and against the account as a whole.
 */
export function signInPolicy(overrides: Partial<AuthRateLimits> = {}) {
  const limits = { ...AUTH_RATE_LIMITS, ...overrides };
  const limiters = (deps: AppServices) => {
    const { signInPerAccount: account, signInPerIp: ip } = limits;
    const named = (name: string, { limit, windowMs }: { limit: number; windowMs: number }) =>
      deps.rateLimits.get(name, limit, windowMs);
    return {
      perAccount: named("sign_in_account", account),
      perAccountAddress: named("sign_in_account_ip", account),
      perDevice: named("sign_in_device", account),
      perIp: named("sign_in_ip", ip),
      signUpPerIp: named("sign_up_ip", limits.signUpPerIp),
      resetEmailSpacing: named("reset_email", limits.resetEmailSpacing),
      recoverPerIp: named("recover_ip", limits.recoverPerIp),
      verifyPerIp: named("verify_ip", limits.verifyPerIp),
      passwordChangePerAccount: named("password_change_account", limits.passwordChangePerAccount),
    };
  };

  // An unknown e-mail is checked against this hash, so it costs what a wrong password costs
  // and the answer's timing does not tell whether the account exists.
  let dummy: Promise<string> | undefined;

  return {
    dummyHash: () => {
      dummy ??= hashPassword(randomBytes(24).toString("base64url"));
      return dummy;
    },

    /** Counts an attempt at `email`, or throws the 429 of the first limit it exceeds. */
    async admit(c: Context<AppEnv>, email: string): Promise<SignInAttempt> {
      const deps = c.get("deps");
      const ip = clientIp(c);
      const { perIp, perDevice, perAccountAddress, perAccount } = limiters(deps);
      await enforce(perIp, ip);
      const device = deviceCookies(deps.config.JWT_SECRET).verify(
        getCookie(c, DEVICE_COOKIE),
        email,
      );
      const counted: [RateLimiter, string][] = device
        ? [[perDevice, device]]
        : [
            [perAccountAddress, `${email}|${ip}`],
            [perAccount, email],
          ];
      for (const [limiter, key] of counted) await enforce(limiter, key);
      return { ip, device, counted };
    },

    /** A right password clears what the attempt counted and marks this browser as known. */
    async succeeded(c: Context<AppEnv>, attempt: SignInAttempt, email: string) {
      for (const [limiter, key] of attempt.counted) await limiter.reset(key);
      setDeviceCookie(c, deviceCookies(c.get("deps").config.JWT_SECRET).issue(email));
    },

    /** Counts a sign-up from the caller's address, or throws the 429. */
    async admitSignUp(c: Context<AppEnv>) {
      await enforce(limiters(c.get("deps")).signUpPerIp, clientIp(c));
    },

    /** Counts a reset request from the caller's address, or throws the 429. */
    async admitRecover(c: Context<AppEnv>) {
      await enforce(limiters(c.get("deps")).recoverPerIp, clientIp(c));
    },

    /**
     * Whether a reset e-mail may go to `email` now (none in the last minute), counting it if so.
     * Asked for every request, whether or not an account has the address: the same work.
     */
    async resetEmailDue(deps: AppServices, email: string): Promise<boolean> {
      return (await limiters(deps).resetEmailSpacing.hit(email)) === 0;
    },

    /** Counts a link tried from the caller's address, or throws the 429. */
    async admitVerify(c: Context<AppEnv>) {
      await enforce(limiters(c.get("deps")).verifyPerIp, clientIp(c));
    },

    /** Counts a password change of the account (its current password typed), or throws the 429. */
    async admitPasswordChange(c: Context<AppEnv>, userId: string) {
      await enforce(limiters(c.get("deps")).passwordChangePerAccount, userId);
    },
  };
}
export type SignInPolicy = ReturnType<typeof signInPolicy>;
