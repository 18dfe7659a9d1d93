import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api/client";
import type { AuthClient, Profile, Session } from "./auth-client";
import {
  type AuthChangeEvent,
  authStatus,
  createAuthStore,
  PROFILE_FETCH_DELAY_MS,
  REFRESH_CHECK_INTERVAL_MS,
} from "./auth-store";

const user = { id: "u1", email: "admin@example.com" };
const profile: Profile = {
  id: "u1",
  username: "admin@example.com",
  role: "admin",
  languages: [],
};
const nowSeconds = () => Math.floor(Date.now() / 1000);
const sessionExpiringIn = (seconds: number): Session => ({
  user,
  expires_at: nowSeconds() + seconds,
});

/** A stand-in for the HTTP endpoints that records calls; the timing logic is what is tested. */
function fakeClient(overrides: Partial<AuthClient> = {}) {
  const calls = { profile: 0, refresh: 0, signOut: [] as string[] };
  const client: AuthClient = {
    signInWithPassword: async () => ({ data: sessionExpiringIn(3600), error: null }),
    refreshSession: async () => {
      calls.refresh += 1;
      return { data: sessionExpiringIn(3600), error: null };
    },
    signOut: async (scope) => {
      calls.signOut.push(scope);
      return { error: null };
    },
    getProfile: async () => {
      calls.profile += 1;
      return { data: profile, error: null };
    },
    ...overrides,
  };
  return { client, calls };
}

describe("auth store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts authenticated from the server's session and fetches the profile at once", async () => {
    const { client, calls } = fakeClient();
    const store = createAuthStore({ client, initial: sessionExpiringIn(3600) });
    const events: AuthChangeEvent[] = [];
    store.onAuthStateChange((event) => events.push(event));
    expect(authStatus(store.getState())).toBe("authenticated");
    await store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(["INITIAL_SESSION"]);
    expect(calls.profile).toBe(1);
    expect(store.getState().profile).toEqual(profile);
    store.stop();
  });

  it("takes the profile read with the page and asks for it only when told to", async () => {
    const { client, calls } = fakeClient();
    const store = createAuthStore({ client, initial: sessionExpiringIn(3600), profile });
    expect(store.getState().profile).toEqual(profile);
    await store.start();
    await vi.advanceTimersByTimeAsync(PROFILE_FETCH_DELAY_MS * 2);
    expect(calls.profile).toBe(0);
    store.reloadProfile();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.profile).toBe(1);
    store.stop();
  });

  it("is loading until the session check without a server session answers", async () => {
    const { client } = fakeClient({
      refreshSession: async () => ({ data: null, error: new ApiError(401, "no_session", "x") }),
    });
    const store = createAuthStore({ client });
    expect(authStatus(store.getState())).toBe("loading");
    await store.start();
    expect(authStatus(store.getState())).toBe("unauthenticated");
    store.stop();
  });

  it("fetches the profile about 100 ms after signing in, not before", async () => {
    const { client, calls } = fakeClient();
    const store = createAuthStore({ client, initial: null });
    await store.start();
    await store.signIn({ email: user.email, password: "x" });
    expect(authStatus(store.getState())).toBe("authenticated");
    await vi.advanceTimersByTimeAsync(PROFILE_FETCH_DELAY_MS - 1);
    expect(calls.profile).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.profile).toBe(1);
    store.stop();
  });

  it("checks every 30 s and refreshes only when 90 s or less remain", async () => {
    const { client, calls } = fakeClient();
    const store = createAuthStore({ client, initial: sessionExpiringIn(150) });
    const events: AuthChangeEvent[] = [];
    store.onAuthStateChange((event) => events.push(event));
    await store.start();
    await vi.advanceTimersByTimeAsync(REFRESH_CHECK_INTERVAL_MS); // 120 s left: no refresh
    expect(calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(REFRESH_CHECK_INTERVAL_MS); // 90 s left: refresh
    expect(calls.refresh).toBe(1);
    expect(events).toContain("TOKEN_REFRESHED");
    await vi.advanceTimersByTimeAsync(REFRESH_CHECK_INTERVAL_MS); // fresh token: no refresh
    expect(calls.refresh).toBe(1);
    store.stop();
  });

  it("signs out when the server refuses the refresh", async () => {
    const { client } = fakeClient({
      refreshSession: async () => ({
        data: null,
        error: new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token"),
      }),
    });
    const store = createAuthStore({ client, initial: sessionExpiringIn(30) });
    const events: AuthChangeEvent[] = [];
    store.onAuthStateChange((event) => events.push(event));
    await store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(["INITIAL_SESSION", "SIGNED_OUT"]);
    expect(store.getState()).toMatchObject({ user: null, session: null, profile: null });
    store.stop();
  });

  it("keeps user, session and profile when sign-out fails", async () => {
    const { client } = fakeClient({
      signOut: async () => ({ error: new ApiError(500, "internal_error", "boom") }),
    });
    const store = createAuthStore({ client, initial: sessionExpiringIn(3600) });
    await store.start();
    await vi.advanceTimersByTimeAsync(0);
    const { error } = await store.signOut();
    expect(error?.message).toBe("boom");
    expect(store.getState()).toMatchObject({ user, profile });
  });

  it("clears user, session and profile after a successful sign-out", async () => {
    const { client, calls } = fakeClient();
    const store = createAuthStore({ client, initial: sessionExpiringIn(3600) });
    await store.start();
    await vi.advanceTimersByTimeAsync(0);
    await store.signOut();
    expect(calls.signOut).toEqual(["global"]);
    expect(store.getState()).toMatchObject({ user: null, session: null, profile: null });
    expect(authStatus(store.getState())).toBe("unauthenticated");
  });
});
