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
    async sign(claims: AccessClaims, now = Math.floor(Date.now() / 1000)) {
      const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ email: claims.email, sid: claims.sid })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(await key);
      return { token, expiresAt };
    },
    /** Returns the claims, or null for any token that is not ours, altered or expired. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
        return { sub: payload.sub, email: String(payload.email ?? ""), sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

declare module "../spine/context" {
  interface AppServices {
    signer: TokenSigner;
  }
}
