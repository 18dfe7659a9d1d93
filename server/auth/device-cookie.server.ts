import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * OWASP's device cookies: a browser that signed in to an account gets a cookie naming that account
 * and signed by the server. Wrong passwords sent from everywhere lock the account for clients the
 * server does not know; a browser holding a valid device cookie for it is counted on its own and
 * keeps signing in, so an attacker cannot lock the administrator out.
 */
export const DEVICE_COOKIE = "device";
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 3600;

function signature(key: Buffer, login: string, nonce: string) {
  return createHmac("sha256", key).update(`${login}\n${nonce}`).digest();
}

export function deviceCookies(secret: string) {
  const key = createHmac("sha256", secret).update("device-cookie").digest();
  return {
    /** A new cookie value for this account: `{login}.{nonce}.{signature}`, base64url each. */
    issue(email: string): string {
      const login = Buffer.from(email, "utf8").toString("base64url");
      const nonce = randomBytes(16).toString("base64url");
      return `${login}.${nonce}.${signature(key, login, nonce).toString("base64url")}`;
    },
    /** The cookie's nonce when it is ours, unaltered and for this account; else null. */
    verify(value: string | undefined, email: string): string | null {
      const [login, nonce, mac, ...rest] = (value ?? "").split(".");
      if (!login || !nonce || !mac || rest.length > 0) return null;
      const given = Buffer.from(mac, "base64url");
      const expected = signature(key, login, nonce);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Buffer.from(login, "base64url").toString("utf8") === email ? nonce : null;
    },
  };
}
export type DeviceCookies = ReturnType<typeof deviceCookies>;
