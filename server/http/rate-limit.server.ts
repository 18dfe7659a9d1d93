import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { clientAddress } from "./client-address.server";
import type { AppEnv } from "./context";
import { tooManyRequests } from "./errors";

/**
 * A sliding-window counter per key, in this process's memory (docs/decisions: one process per
 * site; a multi-process deployment would move this state to PostgreSQL, DESIGN 7).
 */
export class RateLimiter {
  #hits = new Map<string, number[]>();
  #pruneAt = 50_000;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    const recent = (this.#hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.#hits.set(key, recent);
      return Math.ceil((recent[0]! + this.windowMs - now) / 1000);
    }
    recent.push(now);
    this.#hits.set(key, recent);
    // Prune when the map has doubled since the last prune, not on every hit past a size: many
    // distinct addresses (IPv6) must not make each request scan the whole map (bench).
    if (this.#hits.size > this.#pruneAt) {
      this.#prune(now);
      this.#pruneAt = Math.max(50_000, this.#hits.size * 2);
    }
    return 0;
  }

  /** Forgets a key (e.g. an account after a successful sign-in). */
  reset(key: string) {
    this.#hits.delete(key);
  }

  #prune(now: number) {
    for (const [key, times] of this.#hits) {
      if (times.every((t) => now - t >= this.windowMs)) this.#hits.delete(key);
    }
  }
}

/**
 * The named limiters of one running app, kept on its Deps. Module-level state would not do: the
 * React Router build and the server bundle each hold their own copy of a server module, so a
 * limiter shared by the API and a page action must live on the one Deps object both receive.
 */
export class RateLimits {
  #byName = new Map<string, RateLimiter>();

  get(name: string, limit: number, windowMs: number): RateLimiter {
    let limiter = this.#byName.get(name);
    if (!limiter) {
      limiter = new RateLimiter(limit, windowMs);
      this.#byName.set(name, limiter);
    }
    return limiter;
  }
}

/** Counts a hit and throws the API's 429 with Retry-After when over the limit. */
export function enforce(limiter: RateLimiter, key: string, message?: string) {
  const retryAfter = limiter.hit(key);
  if (retryAfter > 0) throw tooManyRequests(retryAfter, message);
}

/** The client's address: the connection's, or the one TRUST_PROXY's proxies forwarded. */
export function clientIp(c: Context<AppEnv>): string {
  let socketAddress = "unknown";
  try {
    socketAddress = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // not served by @hono/node-server (e.g. app.request in a unit test)
  }
  return clientAddress(
    c.get("deps").config.TRUST_PROXY,
    socketAddress,
    c.req.header("x-forwarded-for"),
  );
}
