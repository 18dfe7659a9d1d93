import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { type AuthClient, httpAuthClient, type Profile, type Session } from "./auth-client";
import {
  type AuthState,
  type AuthStatus,
  type AuthStore,
  authStatus,
  createAuthStore,
} from "./auth-store";

export interface AuthContextValue extends AuthState {
  status: AuthStatus;
  signIn: AuthStore["signIn"];
  signOut: AuthStore["signOut"];
  reloadProfile: AuthStore["reloadProfile"];
  onAuthStateChange: AuthStore["onAuthStateChange"];
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The one auth provider of the back office. `initial` is the session the
 * server read from the cookies (see session.server.ts); undefined makes the provider ask.
 * `profile`: that session's profile, read with the page.
 */
export function AuthProvider({
  initial,
  profile,
  client = httpAuthClient,
  children,
}: {
  initial?: Session | null;
  profile?: Profile | null;
  client?: AuthClient;
  children: React.ReactNode;
}) {
  const [store] = useState(() => createAuthStore({ client, initial, profile }));
  useEffect(() => {
    void store.start();
    return () => store.stop();
  }, [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const value: AuthContextValue = {
    ...state,
    status: authStatus(state),
    signIn: store.signIn,
    signOut: store.signOut,
    reloadProfile: store.reloadProfile,
    onAuthStateChange: store.onAuthStateChange,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Using the accessor outside its provider is a programming error. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within a AuthProvider");
  return value;
}
