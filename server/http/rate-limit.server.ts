import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { rateLimitHits } from "../db/schema";
import { tooManyRequests } from "./errors";

/**
 * Where attempts are counted: a sliding window per limiter name and key. Counts one attempt and
 * answers the seconds to wait when the window already holds `limit` attempts (the attempt is then
 * not counted), else 0.
 */
export interface RateLimitStore {
  hit(name: string, key: string, limit: number, windowMs: number): Promise<number>;
  reset(name: string, key: string): Promise<void>;
}

/**
 * In this process's memory: the embedded database allows one process per DATA_DIR, so one
 * process's count is the site's count (and no database round trip is paid per request).
 */
export class MemoryRateLimitStore implements RateLimitStore {
  #hits = new Map<string, number[]>();
  #pruneAt = 50_000;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(name: string, key: string, limit: number, windowMs: number): Promise<number> {
    const now = this.now();
    const id = `${name}\u0000${key}`;
    const recent = (this.#hits.get(id) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= limit) {
      this.#hits.set(id, recent);
      return Math.ceil((recent[0]! + windowMs - now) / 1000);
    }
    recent.push(now);
    this.#hits.set(id, recent);
    // Prune when the map has doubled since the last prune, not on every hit past a size: many
    // distinct addresses (IPv6) must not make each request scan the whole map (bench).
    if (this.#hits.size > this.#pruneAt) {
      this.#prune(now, windowMs);
      this.#pruneAt = Math.max(50_000, this.#hits.size * 2);
    }
    return 0;
  }

  async reset(name: string, key: string) {
    this.#hits.delete(`${name}\u0000${key}`);
  }

  #prune(now: number, windowMs: number) {
    for (const [id, times] of this.#hits) {
      if (times.every((t) => now - t >= windowMs)) this.#hits.delete(id);
    }
  }
}

/** Rows older than this are deleted now and then, whatever their key (windows are shorter). */
const STALE_AFTER = "1 day";

/**
 * In PostgreSQL: every process serving the database counts against the same attempts, so a
 * limit holds across processes. One transaction per attempt holds an advisory lock on the name
 * and key, so two processes cannot both take the last free attempt. The database's clock
 * measures the window, the same for every process, read once the lock is held
 * (`clock_timestamp()`, not the transaction's start, `now()`): an attempt that waited for the
 * lock started before the attempts that held it, and a wait measured from its start would exceed
 * the window. Keys are stored hashed: the table never holds an address or a typed e-mail, and any
 * text is a valid key.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  #hitsSincePurge = 0;

  constructor(private readonly database: Database) {}

  async hit(name: string, plainKey: string, limit: number, windowMs: number): Promise<number> {
    const key = hashed(plainKey);
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    const wait = await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${name}/${key}`}, 0))`);
      // The clock as it is now the lock is held.
      const locked = sql`clock_timestamp()`;
      const ofKey = and(eq(rateLimitHits.name, name), eq(rateLimitHits.key, key));
      await tx
        .delete(rateLimitHits)
        .where(and(ofKey, sql`${rateLimitHits.at} <= ${locked} - ${window}`));
      const [row] = await tx
        .select({
          attempts: sql<number>`count(*)::int`,
          wait: sql<
            number | null
          >`ceil(extract(epoch from (min(${rateLimitHits.at}) + ${window} - ${locked})))::int`,
        })
        .from(rateLimitHits)
        .where(ofKey);
      if ((row?.attempts ?? 0) >= limit) return Math.max(1, row?.wait ?? 1);
      await tx.insert(rateLimitHits).values({ name, key, at: locked });
      return 0;
    });
    if (++this.#hitsSincePurge >= 1000) {
      this.#hitsSincePurge = 0;
      await this.database.db
        .delete(rateLimitHits)
        .where(sql`${rateLimitHits.at} < now() - ${sql.raw(`interval '${STALE_AFTER}'`)}`);
    }
    return wait;
  }

  async reset(name: string, plainKey: string) {
    await this.database.db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.name, name), eq(rateLimitHits.key, hashed(plainKey))));
  }
}

const hashed = (key: string) => createHash("sha256").update(key).digest("base64url");

/** One named limit: `limit` attempts per key in any `windowMs`. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): Promise<number> {
    return this.store.hit(this.name, key, this.limit, this.windowMs);
  }

  /** Forgets a key (e.g. an account after a successful sign-in). */
  reset(key: string): Promise<void> {
    return this.store.reset(this.name, key);
  }
}

/**
 * The limits of one running app, kept on its AppServices: module-level state would not do, since the
 * React Router build and the server bundle each hold their own copy of a server module, and a
 * limit shared by the API and a page action must count in one place. On PostgreSQL that place is
 * the database, shared by every process; on the embedded database, this process's memory.
 */
export class RateLimits {
  constructor(readonly store: RateLimitStore = new MemoryRateLimitStore()) {}

  static for(database: Database): RateLimits {
    return new RateLimits(
      database.kind === "postgres"
        ? new PostgresRateLimitStore(database)
        : new MemoryRateLimitStore(),
    );
  }

  get(name: string, limit: number, windowMs: number): RateLimiter {
    return new RateLimiter(this.store, name, limit, windowMs);
  }
}

/** Counts a hit and throws the API's 429 with Retry-After when over the limit. */
export async function enforce(limiter: RateLimiter, key: string, message?: string) {
  const retryAfter = await limiter.hit(key);
  if (retryAfter > 0) throw tooManyRequests(retryAfter, message);
}

declare module "../spine/context" {
  interface AppServices {
    rateLimits: RateLimits;
  }
}
