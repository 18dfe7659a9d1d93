import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.server";

describe("RateLimiter", () => {
  it("allows the limit within the window, then says how long to wait", () => {
    const limiter = new RateLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => limiter.hit("a", t0 + i))).toEqual([0, 0, 0]);
    expect(limiter.hit("a", t0 + 10_000)).toBe(50);
    expect(limiter.hit("b", t0 + 10_000)).toBe(0);
    expect(limiter.hit("a", t0 + 60_001)).toBe(0);
  });

  it("forgets a key on reset", () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit("a", 0);
    expect(limiter.hit("a", 1)).toBeGreaterThan(0);
    limiter.reset("a");
    expect(limiter.hit("a", 2)).toBe(0);
  });

  it("keeps counting correctly across prunes of many distinct keys", () => {
    const limiter = new RateLimiter(2, 1_000);
    for (let i = 0; i < 120_000; i++) limiter.hit(`ip-${i}`, i < 60_000 ? 0 : 5_000);
    expect(limiter.hit("ip-119999", 5_000)).toBe(0);
    expect(limiter.hit("ip-119999", 5_000)).toBe(1);
  });
});
