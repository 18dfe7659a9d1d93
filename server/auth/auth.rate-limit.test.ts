import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";
import { AUTH_RATE_LIMITS } from "./auth.routes";

// TRUST_PROXY lets each test speak from its own address (X-Forwarded-For), so the per-IP
// budget of one test does not spill into the next.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
});
afterAll(() => server.close());

const PASSWORD = "Correct-Horse-42!";
const { limit: perAccount } = AUTH_RATE_LIMITS.signInPerAccount;
const { limit: perIp } = AUTH_RATE_LIMITS.signInPerIp;

let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

function signIn(email: string, password: string, ip: string) {
  return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
}

async function failTimes(times: number, email: string, ip: string) {
  for (let i = 0; i < times; i++) {
    const res = await signIn(email, "Wrong-Passw0rd-xyz", ip);
    expect(res.status).toBe(400);
  }
}

describe("sign-in rate limits", () => {
  it(`limits one account to ${perAccount} attempts, whatever the address, with Retry-After`, async () => {
    await server.createUser("target@example.com", PASSWORD);
    await failTimes(perAccount, "target@example.com", newIp());
    // A new address does not help, and neither does the right password: it is not even checked.
    const limited = await signIn("Target@Example.com", PASSWORD, newIp());
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(AUTH_RATE_LIMITS.signInPerAccount.windowMs / 1000);
    expect((await limited.json()).error.code).toBe("too_many_requests");
    expect(limited.headers.getSetCookie()).toEqual([]);
  });

  it("answers an unknown account's limit exactly like an existing one's", async () => {
    await server.createUser("exists@example.com", PASSWORD);
    await failTimes(perAccount, "exists@example.com", newIp());
    await failTimes(perAccount, "ghost@example.com", newIp());
    const existing = await signIn("exists@example.com", "Wrong-Passw0rd-xyz", newIp());
    const ghost = await signIn("ghost@example.com", "Wrong-Passw0rd-xyz", newIp());
    expect(existing.status).toBe(429);
    expect(ghost.status).toBe(429);
    expect(await ghost.json()).toEqual(await existing.json());
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    await server.createUser("forgetful@example.com", PASSWORD);
    const ip = newIp();
    await failTimes(perAccount - 1, "forgetful@example.com", ip);
    expect((await signIn("forgetful@example.com", PASSWORD, ip)).status).toBe(200);
    await failTimes(perAccount, "forgetful@example.com", ip);
    expect((await signIn("forgetful@example.com", PASSWORD, ip)).status).toBe(429);
  });

  it(`limits one address to ${perIp} attempts across accounts`, async () => {
    await server.createUser("innocent@example.com", PASSWORD);
    const ip = newIp();
    // Spread over accounts so that no account reaches its own limit.
    for (let i = 0; i < perIp; i++) {
      const res = await signIn(`spray-${i % 10}@example.com`, "Wrong-Passw0rd-xyz", ip);
      expect(res.status).toBe(400);
    }
    const limited = await signIn("innocent@example.com", PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The account itself is not locked: from elsewhere its owner still signs in.
    expect((await signIn("innocent@example.com", PASSWORD, newIp())).status).toBe(200);
  });
});
