import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "../../auth/auth.routes";
import { startTestServer, type TestServer } from "../support/harness";
import { account, client, jsonInit, PASSWORD } from "../support/security";

// ASVS V2.2.1 (anti-automation) and V2.1/V3 (no account enumeration). Without TRUST_PROXY the
// client's address is the socket's: X-Forwarded-For is spoofed in every request below and must
// change nothing. Each test file gets its own server, so the per-IP budget counted here is this
// file's alone; the figures come from AUTH_RATE_LIMITS, so a change there keeps the test honest.

const { limit: perAccount } = AUTH_RATE_LIMITS.signInPerAccount;
const { limit: perIp } = AUTH_RATE_LIMITS.signInPerIp;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let spoof = 0;
function attempt(email: string, password: string) {
  return client(server)(
    "/auth/v1/token?grant_type=password",
    jsonInit("POST", { email, password }, { "x-forwarded-for": `203.0.113.${++spoof % 250}` }),
  );
}

/** Status, body and the headers a client could tell apart, without the per-request id. */
async function answer(res: Response) {
  return {
    status: res.status,
    body: await res.text(),
    cookies: res.headers.getSetCookie().length,
    retryAfter: res.headers.get("retry-after"),
    type: res.headers.get("content-type"),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// The tests below share one address; their order spends the per-IP budget knowingly:
// 2 + 2 × 10 (timing) + (perAccount + 2) × 2 (accounts), then the rest up to perIp.
describe("sign-in answers tell nothing about which accounts exist", () => {
  it("answers an unknown e-mail exactly like a wrong password (status, body, headers)", async () => {
    const { email } = await account(server);
    const wrong = await answer(await attempt(email, "Wrong-Passw0rd-1"));
    const unknown = await answer(
      await attempt(`nobody-${Date.now()}@example.com`, "Wrong-Passw0rd-1"),
    );
    expect(wrong.status).toBe(400);
    expect(unknown).toEqual(wrong);
    expect(JSON.parse(wrong.body).error.code).toBe("invalid_credentials");
  });

  it("takes about as long for an unknown e-mail as for a wrong password (medians within 2×)", async () => {
    const { email } = await account(server);
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy neighbour on the machine slows both series alike.
    for (let i = 0; i < 10; i++) {
      let start = performance.now();
      expect((await attempt(email, `Wrong-Passw0rd-${i}`)).status).toBe(400);
      known.push(performance.now() - start);
      start = performance.now();
      expect((await attempt(`ghost${i}-${Date.now()}@example.com`, "Wrong-Passw0rd")).status).toBe(
        400,
      );
      unknown.push(performance.now() - start);
    }
    const ratio = median(unknown) / median(known);
    expect(ratio, `unknown ${median(unknown)} ms, known ${median(known)} ms`).toBeGreaterThan(0.5);
    expect(ratio, `unknown ${median(unknown)} ms, known ${median(known)} ms`).toBeLessThan(2);
  });
});

describe("per-account limit", () => {
  it(`stops an account after ${perAccount} failures with 429 and Retry-After, even for the right password`, async () => {
    const { email } = await account(server);
    for (let i = 0; i < perAccount; i++) {
      expect((await attempt(email, `Wrong-Passw0rd-${i}`)).status).toBe(400);
    }
    const limited = await attempt(email, "Wrong-Passw0rd-x");
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(AUTH_RATE_LIMITS.signInPerAccount.windowMs / 1000);
    expect((await limited.json()).error.code).toBe("too_many_requests");
    // The guesser cannot tell the right password from a wrong one while limited.
    expect((await attempt(email, PASSWORD)).status).toBe(429);
    // E-mail spelled differently is the same account.
    expect((await attempt(` ${email.toUpperCase()} `, PASSWORD)).status).toBe(429);
  });

  it("limits an unknown e-mail exactly like an existing one (the limit reveals nothing)", async () => {
    const ghost = `ghost-${Date.now()}@example.com`;
    for (let i = 0; i < perAccount; i++) {
      expect((await attempt(ghost, `Wrong-Passw0rd-${i}`)).status).toBe(400);
    }
    const limited = await attempt(ghost, "Wrong-Passw0rd-x");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("per-address limit, and X-Forwarded-For ignored without TRUST_PROXY", () => {
  it(`stops one address after ${perIp} attempts across accounts, whatever X-Forwarded-For claims`, async () => {
    const { email } = await account(server);
    // Every request so far in this file came from this address; spend what is left of its budget
    // with a different account and a different spoofed X-Forwarded-For each time.
    let sent = 0;
    let limited: Response | undefined;
    for (let i = 0; i < perIp; i++) {
      const res = await attempt(`spray${i}-${Date.now()}@example.com`, "Wrong-Passw0rd");
      if (res.status === 429) {
        limited = res;
        break;
      }
      expect(res.status).toBe(400);
      sent++;
    }
    expect(limited, `no 429 after ${sent} more attempts`).toBeDefined();
    expect(sent).toBeLessThan(perIp);
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    // A real account with its right password, from the same address: still limited.
    expect((await attempt(email, PASSWORD)).status).toBe(429);
  });
});

describe("X-Forwarded-For is believed only with TRUST_PROXY=true", () => {
  const message = { name: "Ana", email: "ana@example.com", message: "Bonjour" };
  it("spoofed addresses share the socket's contact budget by default", async () => {
    const fresh = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await fetch(`${fresh.url}/api/contact`, {
          ...jsonInit("POST", message, { "x-forwarded-for": `198.51.100.${i}` }),
        });
        await res.body?.cancel();
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it("behind a trusted proxy, each forwarded address has its own budget", async () => {
    const proxied = await startTestServer({ TRUST_PROXY: "true" });
    try {
      const send = (ip: string) =>
        fetch(`${proxied.url}/api/contact`, jsonInit("POST", message, { "x-forwarded-for": ip }));
      for (let i = 0; i < 5; i++) expect((await send("198.51.100.7")).status).toBe(201);
      expect((await send("198.51.100.7")).status).toBe(429);
      expect((await send("198.51.100.8")).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});
