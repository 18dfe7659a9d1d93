import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { hashToken, REUSE_GRACE_SECONDS } from "../../auth/sessions.server";
import { refreshTokens } from "../../db/schema";
import type { TestServer } from "./harness";
import { account, jsonInit, PASSWORD, type TokenAnswer } from "./security";

/** The session routes (/auth/v1: token, user, logout, signup) as the auth route tests call them. */

/** A password grant's or a refresh's answer, whole: GoTrue's token shape. */
export interface SessionAnswer extends TokenAnswer {
  token_type: string;
  expires_in: number;
  user: TokenAnswer["user"] & { user_metadata: { username: string } };
}

/** A JSON POST. */
export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit =>
  jsonInit("POST", body, headers);

/** Set-Cookie lines by cookie name. */
export function setCookies(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) out[line.split("=")[0]!] = line;
  return out;
}

/** A Set-Cookie line's value, decoded. */
export const cookieValue = (line: string) => decodeURIComponent(line.split(";")[0]!.split("=")[1]!);

/** The calls on the file's server, read when each call is made (`server` is set in beforeAll). */
export function sessionCalls(server: () => TestServer) {
  const api = (path: string, init: RequestInit = {}) => fetch(`${server().url}${path}`, init);
  return {
    api,
    /** A fresh operator-created account (role admin unless told) for one test. */
    account: (role: string | null = "admin") => account(server(), role),
    /** Signs in with a password; expects 200. */
    async signIn(email: string, password = PASSWORD) {
      const res = await api("/auth/v1/token?grant_type=password", json({ email, password }));
      expect(res.status).toBe(200);
      return { res, body: (await res.json()) as SessionAnswer };
    },
    refresh: (refreshToken: string) =>
      api("/auth/v1/token?grant_type=refresh_token", json({ refresh_token: refreshToken })),
    whoAmI: (headers: Record<string, string>) => api("/auth/v1/user", { headers }),
    /** Makes the grace window of a used refresh token run out, without sleeping. */
    async ageUse(refreshToken: string, seconds = REUSE_GRACE_SECONDS + 1) {
      await server()
        .deps.database.db.update(refreshTokens)
        .set({ used_at: new Date(Date.now() - seconds * 1000) })
        .where(eq(refreshTokens.token_hash, hashToken(refreshToken)));
    },
  };
}
