import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { profiles, refreshTokens, users } from "../db/schema";

/** What a live session grants: its member's role and languages (a translator's). */
export interface LiveSession {
  role: string | null;
  languages: string[];
  /**
   * Opened by an invitation or reset link and no password set in it yet: it may only set the
   * password (and read its own account) until then.
   */
  passwordRequired: boolean;
}

interface Kept extends LiveSession {
  /** The session ends then even if nothing is written (its refresh token's expiry). */
  expiresAt: number;
}

/** Sent by the database's triggers on refresh_tokens, users and profiles (migration 0011). */
const AUTH_CHANGED = "auth_changed";
/** More sessions than a team holds: past this, the kept ones are dropped, not grown. */
const MAX_KEPT = 10_000;

/**
 * Whether an access token's session is still alive, and what it grants: not revoked, not
 * expired, its member not disabled. Asked on every authenticated request.
 *
 * On the embedded database the answers are kept until the database says a session, an account
 * or a role changed (any write to those tables, whatever code wrote it), which it says before
 * that write resolves (`ownNotifications`): a logout, a disabled member or a new role holds from
 * the next request, as when every request asks. On PostgreSQL several processes share the tables
 * and a notification reaches the others later than their next request may: each request asks.
 */
export class LiveSessions {
  readonly #database: Database;
  readonly #kept = new Map<string, Kept>();
  /** Counts the drops, so an answer read before a drop is not kept after it. */
  #generation = 0;
  #listening = false;

  constructor(database: Database) {
    this.#database = database;
    void database.ownNotifications
      ?.listen(
        AUTH_CHANGED,
        () => this.#drop(),
        () => {
          this.#listening = true;
        },
      )
      .catch(() => {});
  }

  /** How many sessions' answers are kept (none on PostgreSQL). */
  get size(): number {
    return this.#kept.size;
  }

  async lookup(sessionId: string, userId: string, now: Date): Promise<LiveSession | null> {
    const key = `${sessionId}:${userId}`;
    const kept = this.#kept.get(key);
    if (kept && kept.expiresAt > now.getTime()) return kept;
    const generation = this.#generation;
    const [row] = await this.#database.db
      .select({
        role: profiles.role,
        languages: profiles.languages,
        expiresAt: refreshTokens.expires_at,
        authMethod: refreshTokens.auth_method,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.user_id))
      .leftJoin(profiles, eq(profiles.id, refreshTokens.user_id))
      .where(
        and(
          eq(refreshTokens.session_id, sessionId),
          eq(refreshTokens.user_id, userId),
          // A disabled member's token stops working on its next request, whatever it holds.
          isNull(users.disabled_at),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, now),
        ),
      )
      .limit(1);
    if (!row) return null;
    const session: Kept = {
      role: row.role ?? null,
      languages: row.languages ?? [],
      // Every token of a session has its method: setting the password rewrites them all.
      passwordRequired: row.authMethod !== "password",
      expiresAt: row.expiresAt.getTime(),
    };
    if (this.#listening && generation === this.#generation) {
      if (this.#kept.size >= MAX_KEPT) this.#kept.clear();
      this.#kept.set(key, session);
    }
    return session;
  }

  #drop() {
    this.#generation++;
    this.#kept.clear();
  }
}

declare module "../spine/context" {
  interface AppServices {
    /** Whether an access token's session is alive, and what it grants. */
    sessions: LiveSessions;
  }
}
