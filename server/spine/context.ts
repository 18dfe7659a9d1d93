import type { Context } from "hono";
import type { PreviewViewer } from "#domain/preview";
import type { Access } from "#domain/roles";
import type { ContentChanges } from "./changes";
import type { Config } from "./config.server";
import type { Logger } from "./logger.server";

/** The cookie that carries a browser's access token (the Bearer header's twin). */
export const ACCESS_COOKIE = "access_token";

/** The user a request proved to be (Bearer token or session cookie), checked against a live session. */
export interface AuthUser {
  id: string;
  email: string;
  sessionId: string;
  role: string | null;
  /** A translator's languages (`en`, `ar`); empty for other roles. */
  languages: string[];
  /** How the request proved who it is: a Bearer header or the session cookie. */
  via: "bearer" | "cookie";
  /**
   * A session opened by an invitation or reset link that has not set its password yet: it has no
   * role, and only the routes open to it let it through (403 `password_required` elsewhere).
   */
  passwordRequired: boolean;
}

/**
 * The app's services (`c.get("deps")`, a loader's `context.deps`), which every part of the server
 * is given: built once at start (server/deps.server.ts). The spine names what every concern
 * shares; each concern adds the service it owns where it defines it (`declare module
 * "…/spine/context" { interface AppServices { … } }`), so this floor imports none of them.
 */
export interface AppServices {
  config: Config;
  logger: Logger;
  /** Tells every process's caches that a table changed. */
  changes: ContentChanges;
  /** What time it is for the scheduled publications (a test sets its own). */
  clock: Clock;
}

/** Now, as the parts that act at a set time read it. */
export interface Clock {
  now(): Date;
}

export type AppEnv = {
  Variables: {
    deps: AppServices;
    requestId: string;
    /** undefined: not looked up yet; null: anonymous. */
    authUser: AuthUser | null | undefined;
    secureHeadersNonce?: string;
    /** The access check of the routes' levels. */
    guard: AccessGuard;
  };
};

/**
 * The access check a route's level runs (auth's `requireAccess`), handed to the routers through
 * the request by the app, so http/ never imports auth/.
 */
export type AccessGuard = (
  c: Context<AppEnv>,
  access: Access,
  options?: GuardOptions,
) => Promise<AuthUser | null>;

export interface GuardOptions {
  /**
   * A session opened by a link that has not set its password yet (setting it, reading its own
   * account, signing out); every other route refuses it.
   */
  beforePassword?: boolean;
}

/** React Router's request handler (production build or Vite's dev build). */
export type SsrHandler = (
  request: Request,
  deps: AppServices,
  nonce: string,
  clientAddress: string,
  /** A staff session's preview (drafts shown, texts marked, never kept); absent for visitors. */
  preview?: PreviewViewer,
) => Promise<Response>;
