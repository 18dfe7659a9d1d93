import { describe, expect, it } from "vitest";
import { MemoryRateLimitStore, RateLimits } from "./rate-limit.server";

describe("rate limits in memory", () => {
  it("counts a sliding window per name and key and answers the seconds to wait", async () => {
    let now = 1_000_000;
    const limits = new RateLimits(new MemoryRateLimitStore(() => now));
    const limiter = limits.get("test", 3, 60_000);
    const hits = [];
    for (let i = 0; i < 3; i++) {
      hits.push(await limiter.hit("a"));
      now += 1;
    }
    expect(hits).toEqual([0, 0, 0]);
    now = 1_000_000 + 10_000;
    expect(await limiter.hit("a")).toBe(50);
    expect(await limiter.hit("b")).toBe(0);
    // Another name with the same key counts apart.
    expect(await limits.get("other", 3, 60_000).hit("a")).toBe(0);
    now = 1_000_000 + 60_001;
    expect(await limiter.hit("a")).toBe(0);
  });

  it("forgets a key on reset", async () => {
    const limiter = new RateLimits().get("test", 1, 60_000);
    expect(await limiter.hit("a")).toBe(0);
    expect(await limiter.hit("a")).toBeGreaterThan(0);
    await limiter.reset("a");
    expect(await limiter.hit("a")).toBe(0);
  });
});
