import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * OWASP's device cookies: a browser that signed in to an account gets a cookie naming that account
 * and signed by the server. The account is named by an opaque identifier (a keyed hash of its
 * e-mail), so the cookie does not tell whoever reads it which address signs in there. Wrong passwords sent from everywhere lock the account for clients the
 * server does not know; a browser holding a valid device cookie for it is counted on its own and
 * keeps signing in, so an attacker cannot lock the administrator out.
 */
export const DEVICE_COOKIE = "device";
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 3600;

function signature(key: Buffer, login: string, nonce: string) {
  return createHmac("sha256", key).update(`${login}\n${nonce}`).digest();
}

/** The account's identifier in the cookie: 16 bytes of an HMAC of its e-mail, base64url. */
function accountId(key: Buffer, email: string) {
  return createHmac("sha256", key)
    .update(`account\n${email}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

export function deviceCookies(secret: string) {
  const key = createHmac("sha256", secret).update("device-cookie").digest();
  return {
    /** A new cookie value for this account: `{account}.{nonce}.{signature}`, base64url each. */
    issue(email: string): string {
      const login = accountId(key, email);
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
      return login === accountId(key, email) ? nonce : null;
    },
  };
}
export type DeviceCookies = ReturnType<typeof deviceCookies>;
