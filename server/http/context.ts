import type { Assistant } from "../assistant/assistant.server";
import type { LanguageModel } from "../assistant/model.server";
import type { LiveSessions } from "../auth/live-sessions.server";
import type { TokenSigner } from "../auth/tokens.server";
import type { Config } from "../config.server";
import type { ContentChanges } from "../content/changes.server";
import type { ListCache } from "../content/list-cache.server";
import type { Database } from "../db/client.server";
import type { MailQueued } from "../mail/queued.server";
import type { SiteTexts } from "../site-texts/site-texts.server";
import type { MediaLibrary } from "../storage/media-library-kept.server";
import type { Storage } from "../storage/storage.server";
import type { DeferredWork } from "./deferred.server";
import type { Logger } from "./logger.server";
import type { Metrics } from "./metrics.server";
import type { RateLimits } from "./rate-limit.server";

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
 * is given: built once at start (server/index.ts).
 */
export interface AppServices {
  config: Config;
  database: Database;
  logger: Logger;
  signer: TokenSigner;
  /** Whether an access token's session is alive, and what it grants. */
  sessions: LiveSessions;
  storage: Storage;
  changes: ContentChanges;
  rateLimits: RateLimits;
  metrics: Metrics;
  /** The site texts staff overrode, cached per process. */
  siteTexts: SiteTexts;
  /** The assistant's index of the published content, rebuilt after each write. */
  assistant: Assistant;
  /** The model suggesting translations (TRANSLATION_LLM_*, else the assistant's), if any. */
  translationModel: LanguageModel | undefined;
  /** What time it is for the scheduled publications (a test sets its own). */
  clock: Clock;
  /** The content lists as the API answers them, kept until the next write of any process. */
  lists: ListCache;
  /** The media library as last built, kept until an image, its texts or its uses change. */
  mediaLibrary: MediaLibrary;
  /** Told when an e-mail is queued, so the process's mailer sends it at once. */
  mailQueued: MailQueued;
  /** Work left by a request for a moment its answer does not tell (a reset request's). */
  deferred: DeferredWork;
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
  };
};
