import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";
import { parseConfig } from "./config.server";

// The client address behind proxies: a number of trusted hops (`true` is one), or the list of
// trusted proxy addresses and ranges; the client is the rightmost X-Forwarded-For entry that is
// not a trusted proxy. Entries a client writes itself (the leftmost) never move a limit.

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serverWith(trustProxy: string) {
  const server = await startTestServer({ TRUST_PROXY: trustProxy, CONTACT_RATE_LIMIT: "2" });
  servers.push(server);
  return server;
}

const contact = (server: TestServer, forwardedFor: string) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Bonjour" }),
  });

/** The statuses of three messages, the i-th sent with `forwardedFor(i)`. */
async function threeStatuses(server: TestServer, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await contact(server, forwardedFor(i))).status);
  return statuses;
}

describe("TRUST_PROXY", () => {
  it.each([
    ["true", "203.0.113.9"],
    ["1", "203.0.113.10"],
  ])(
    "with %s, the client is the last X-Forwarded-For entry: forged ones are ignored",
    async (value, real) => {
      const server = await serverWith(value);
      // What differs is only what the client wrote on the left.
      expect(await threeStatuses(server, (i) => `10.66.0.${i}, 192.0.2.${i}, ${real}`)).toEqual([
        201, 201, 429,
      ]);
      // Another real client still has its own budget.
      expect((await contact(server, "10.66.0.1, 203.0.113.99")).status).toBe(201);
    },
  );

  it("with 2 hops, the client is the second entry from the right", async () => {
    const server = await serverWith("2");
    expect(await threeStatuses(server, (i) => `10.66.0.${i}, 203.0.113.20, 10.0.0.${i}`)).toEqual([
      201, 201, 429,
    ]);
  });

  it("with a list of proxies, the client is the rightmost entry not in it", async () => {
    const server = await serverWith("127.0.0.1, 10.0.0.0/8");
    expect(await threeStatuses(server, (i) => `192.0.2.${i}, 203.0.113.30, 10.1.2.${i}`)).toEqual([
      201, 201, 429,
    ]);
  });

  it("with false, X-Forwarded-For is ignored: the connection's address counts", async () => {
    const server = await serverWith("false");
    expect(await threeStatuses(server, (i) => `203.0.113.${i}`)).toEqual([201, 201, 429]);
  });

  it.each(["yes", "-1", "1.5", "10.0.0.0/99", "not-an-address", "127.0.0.1,,"])(
    "refuses %s at start, naming the variable",
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value, JWT_SECRET: "x".repeat(40) })).toThrow(
        /TRUST_PROXY/,
      );
    },
  );
});
