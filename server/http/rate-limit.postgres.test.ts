import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server";
import { freshDatabase } from "../test/support/harness";
import { PostgresRateLimitStore, RateLimits } from "./rate-limit.server";

// The store that several processes share: run against the embedded database by default and
// against the machine's PostgreSQL when TEST_DATABASE_URL is set (as in CI).
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe("rate limits counted in the database", () => {
  it("lets exactly `limit` of many simultaneous attempts through, then answers the wait", async () => {
    const limiter = new RateLimits(new PostgresRateLimitStore(database)).get("burst", 5, 60_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => limiter.hit("one key")));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
    for (const wait of answers.filter((w) => w > 0)) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // Another key, and another limiter with the same key, count apart.
    expect(await limiter.hit("another key")).toBe(0);
    expect(
      await new RateLimits(new PostgresRateLimitStore(database))
        .get("other", 5, 60_000)
        .hit("one key"),
    ).toBe(0);
  });

  it("two stores on one database (two processes) share the count, and reset forgets a key", async () => {
    const first = new RateLimits(new PostgresRateLimitStore(database)).get("shared", 3, 60_000);
    const second = new RateLimits(new PostgresRateLimitStore(database)).get("shared", 3, 60_000);
    expect([await first.hit("k"), await second.hit("k"), await first.hit("k")]).toEqual([0, 0, 0]);
    expect(await second.hit("k")).toBeGreaterThan(0);
    await first.reset("k");
    expect(await second.hit("k")).toBe(0);
  });

  it("frees an attempt once it leaves the window", async () => {
    // A window long enough that the second attempt falls inside it on a busy machine too (the
    // wait after it is the window itself, not a guess at the machine's speed).
    const window = 3_000;
    const limiter = new RateLimits(new PostgresRateLimitStore(database)).get("short", 1, window);
    expect(await limiter.hit("k")).toBe(0);
    const blockedAt = Date.now();
    expect(await limiter.hit("k")).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, window + 100 - (Date.now() - blockedAt)));
    expect(await limiter.hit("k")).toBe(0);
  });
});
