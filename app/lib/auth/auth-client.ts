import type { AuthApi } from "#server/auth/auth.routes";
import type { ProfileApi } from "#server/auth/profile.routes";
import { type AnswerOf, ApiError, apiFetch } from "~/lib/api/client";

/**
 * The the product's provider endpoints, answered by our own server. The tokens
 * travel as httpOnly cookies; the browser keeps only what it may know: the user and the
 * access token's expiry (for the refresh schedule). The answers' types are the routes' own.
 */
type TokenResponse = AnswerOf<AuthApi, "/token", "$post">;
type TokenUser = TokenResponse["user"];

/** The signed-in user: a page read from the session cookie knows its id and address only. */
export type AuthUser = Pick<TokenUser, "id" | "email"> & Partial<Pick<TokenUser, "user_metadata">>;

/** The session as the browser keeps it: the user, and when the access token expires. */
export type Session = { user: AuthUser } & Pick<TokenResponse, "expires_at">;

/** `GET /api/profile`: the member's display name, role and (a translator's) languages. */
export type Profile = AnswerOf<ProfileApi, "/", "$get">;

/** GoTrue-shaped results: data or an error with a message. */
export type AuthResult<T> = { data: T; error: null } | { data: null; error: ApiError };

export interface AuthClient {
  signInWithPassword(credentials: {
    email: string;
    password: string;
  }): Promise<AuthResult<Session>>;
  /** Rotates the refresh cookie; also tells whether a session exists at all. */
  refreshSession(): Promise<AuthResult<Session>>;
  signOut(scope: "local" | "global"): Promise<{ error: ApiError | null }>;
  getProfile(): Promise<AuthResult<Profile>>;
}

async function attempt<T>(call: () => Promise<T>): Promise<AuthResult<T>> {
  try {
    return { data: await call(), error: null };
  } catch (error) {
    if (error instanceof ApiError) return { data: null, error };
    throw error; // network failure: the caller decides (login shows its own toast)
  }
}

const toSession = (answer: TokenResponse): Session => ({
  user: answer.user,
  expires_at: answer.expires_at,
});

export const httpAuthClient: AuthClient = {
  async signInWithPassword({ email, password }) {
    const result = await attempt(() =>
      apiFetch<TokenResponse>("/auth/v1/token?grant_type=password", {
        method: "POST",
        body: { email, password },
      }),
    );
    return result.error ? result : { data: toSession(result.data), error: null };
  },
  async refreshSession() {
    // The refresh cookie (Path=/auth/v1) is the credential; the body stays empty.
    const result = await attempt(() =>
      apiFetch<TokenResponse>("/auth/v1/token?grant_type=refresh_token", {
        method: "POST",
        body: {},
      }),
    );
    return result.error ? result : { data: toSession(result.data), error: null };
  },
  async signOut(scope) {
    const result = await attempt(() =>
      apiFetch<AnswerOf<AuthApi, "/logout", "$post">>(`/auth/v1/logout?scope=${scope}`, {
        method: "POST",
      }),
    );
    return { error: result.error };
  },
  getProfile() {
    return attempt(() => apiFetch<Profile>("/api/profile"));
  },
};
