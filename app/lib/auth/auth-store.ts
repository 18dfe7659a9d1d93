import type { AuthClient, AuthResult, Profile, Session } from "./auth-client";

/** The auth events. */
export type AuthChangeEvent =
  | "INITIAL_SESSION"
  | "SIGNED_IN"
  | "SIGNED_OUT"
  | "TOKEN_REFRESHED"
  | "USER_UPDATED"
  | "PASSWORD_RECOVERY"
  | "MFA_CHALLENGE_VERIFIED";

export interface AuthState {
  /** Loading until the initial session check is done. */
  loading: boolean;
  user: Session["user"] | null;
  session: Session | null;
  profile: Profile | null;
}

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

/** Authenticated when a user and a session both exist. */
export function authStatus(state: AuthState): AuthStatus {
  if (state.loading) return "loading";
  return state.user && state.session ? "authenticated" : "unauthenticated";
}

// Profile fetched 100 ms after an auth change; refresh checked every 30 s, done when
// 90 s or less remain.
export const PROFILE_FETCH_DELAY_MS = 100;
export const REFRESH_CHECK_INTERVAL_MS = 30_000;
export const REFRESH_MARGIN_SECONDS = 90;

export function needsRefresh(session: Session, nowMs: number): boolean {
  return session.expires_at - nowMs / 1000 <= REFRESH_MARGIN_SECONDS;
}

export interface AuthStoreOptions {
  client: AuthClient;
  /**
   * The session the server already knows of (the admin loaders read it from the cookie), so
   * the page renders signed in with no extra round trip. undefined: ask the server (refresh
   * grant with the cookie); null: known to be signed out.
   */
  initial?: Session | null;
  /** The profile of `initial`'s user, when the server read it with the page: not asked again. */
  profile?: Profile | null;
  now?: () => number;
  /** Profile errors other than a missing row are only logged. */
  onProfileError?: (error: Error) => void;
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/**
 * The browser auth state machine, free of React and the DOM so its timing is unit-tested with
 * fake timers. The React provider (auth-provider.tsx) only subscribes to it.
 */
export function createAuthStore(options: AuthStoreOptions) {
  const { client } = options;
  const now = options.now ?? (() => Date.now());
  const onProfileError = options.onProfileError ?? ((error) => console.warn("profile", error));

  let state: AuthState = {
    loading: options.initial === undefined,
    user: options.initial?.user ?? null,
    session: options.initial ?? null,
    profile: (options.initial && options.profile) || null,
  };
  const listeners = new Set<() => void>();
  const authListeners = new Set<(event: AuthChangeEvent, session: Session | null) => void>();
  let profileTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  let started = false;
  let refreshing: Promise<void> | undefined;

  function setState(patch: Partial<AuthState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  async function loadProfile(userId: string) {
    const result = await client.getProfile().catch((error: Error) => ({ data: null, error }));
    // A later auth change wins: only keep a profile that belongs to the current user.
    if (state.user?.id !== userId) return;
    if (result.error) onProfileError(result.error);
    else setState({ profile: result.data });
  }

  function scheduleProfile(delay: number) {
    clearTimeout(profileTimer);
    const userId = state.user?.id;
    if (!userId) return;
    if (delay === 0) void loadProfile(userId);
    else profileTimer = setTimeout(() => void loadProfile(userId), delay);
  }

  /** On every auth change user and session are updated, then the profile follows. */
  function change(event: AuthChangeEvent, session: Session | null) {
    clearTimeout(profileTimer);
    setState({
      loading: false,
      session,
      user: session?.user ?? null,
      profile: session ? (state.user?.id === session.user.id ? state.profile : null) : null,
    });
    const known = event === "INITIAL_SESSION" && state.profile !== null;
    if (session && !known) {
      scheduleProfile(event === "INITIAL_SESSION" ? 0 : PROFILE_FETCH_DELAY_MS);
    }
    for (const listener of authListeners) listener(event, session);
  }

  async function refresh(): Promise<void> {
    refreshing ??= (async () => {
      try {
        const result = await client.refreshSession();
        if (result.error) {
          // The server refused the refresh token (expired, revoked, reused): signed out.
          if (state.session) change("SIGNED_OUT", null);
        } else change("TOKEN_REFRESHED", result.data);
      } catch {
        // Network failure: keep the session and try again at the next check.
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  function checkRefresh() {
    const session = state.session;
    if (session && needsRefresh(session, now())) void refresh();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void) {
      authListeners.add(callback);
      return () => authListeners.delete(callback);
    },
    /** Emits INITIAL_SESSION (profile fetched at once) and starts the refresh checks. */
    async start() {
      if (started) return;
      started = true;
      refreshTimer = setInterval(checkRefresh, REFRESH_CHECK_INTERVAL_MS);
      if (options.initial !== undefined) {
        change("INITIAL_SESSION", options.initial);
        checkRefresh();
        return;
      }
      try {
        const result = await client.refreshSession();
        change("INITIAL_SESSION", result.error ? null : result.data);
      } catch {
        change("INITIAL_SESSION", null);
      }
    },
    stop() {
      started = false;
      clearInterval(refreshTimer);
      clearTimeout(profileTimer);
    },
    async signIn(credentials: { email: string; password: string }): Promise<AuthResult<Session>> {
      const result = await client.signInWithPassword(credentials);
      if (!result.error) change("SIGNED_IN", result.data);
      return result;
    },
    /**
     * Sign-out is `logout?scope=global` (every session of the account ends). User,
     * session and profile are cleared only if no error occurred.
     */
    async signOut(scope: "local" | "global" = "global"): Promise<{ error: Error | null }> {
      const result = await client
        .signOut(scope)
        .catch((error: Error) => ({ error: error as Error | null }));
      if (!result.error) change("SIGNED_OUT", null);
      return result;
    },
    refresh,
    /** Fetches the profile again at once, e.g. after the member changed its display name. */
    reloadProfile() {
      scheduleProfile(0);
    },
  };
}
