import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const REFRESH_COOKIE = "refresh_token";

export interface AccessClaims {
  sub: string;
  email: string;
  /** Session id: all refresh tokens of one sign-in share it. */
  sid: string;
}

const ISSUER = "ada-site";
const AUDIENCE = "authenticated";
const PREVIEW_AUDIENCE = "preview";
/** A preview cookie's life: the back office asks for a new one while its preview is open. */
export const PREVIEW_TOKEN_TTL_SECONDS = 15 * 60;

export function createTokenSigner(secret: string) {
  // Imported once: jose given the secret's bytes imports them into WebCrypto at every call, one
  // more crypto job for each authenticated request.
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  const childKey = createHmac("sha256", secret).update("refresh-token-child").digest();
  async function signAs(
    audience: string,
    ttl: number,
    claims: AccessClaims,
    now = Math.floor(Date.now() / 1000),
  ) {
    const expiresAt = now + ttl;
    const token = await new SignJWT({ email: claims.email, sid: claims.sid })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(await key);
    return { token, expiresAt };
  }
  async function verifyAs(audience: string, token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience,
      });
      if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
      return { sub: payload.sub, email: String(payload.email ?? ""), sid: payload.sid };
    } catch {
      return null;
    }
  }
  return {
    /**
     * The refresh token that replaces `parent` on rotation: a keyed hash of it, so the server can
     * find a session's newest token again from any older one of the same chain (a replay inside
     * the reuse interval is answered with it) while storing only hashes. Without the secret the
     * next token cannot be guessed from the current one.
     */
    childRefreshToken(parent: string): string {
      return createHmac("sha256", childKey).update(parent).digest("base64url");
    },
    /** An access token (an hour), sent as Bearer or in the access cookie. */
    sign: (claims: AccessClaims, now?: number) =>
      signAs(AUDIENCE, ACCESS_TOKEN_TTL_SECONDS, claims, now),
    /** Returns the claims, or null for any token that is not ours, altered or expired. */
    verify: (token: string) => verifyAs(AUDIENCE, token),
    /**
     * A preview token (PREVIEW_TOKEN_TTL_SECONDS), the preview cookie's value: another audience,
     * so it is never taken for an access token, nor an access token for it.
     */
    signPreview: (claims: AccessClaims, now?: number) =>
      signAs(PREVIEW_AUDIENCE, PREVIEW_TOKEN_TTL_SECONDS, claims, now),
    verifyPreview: (token: string) => verifyAs(PREVIEW_AUDIENCE, token),
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

declare module "../spine/context" {
  interface AppServices {
    signer: TokenSigner;
  }
}
