import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "../../auth/auth.routes";
import { startTestServer, type TestServer } from "../support/harness";
import { account, client, expectCleanError, jsonInit, PASSWORD } from "../support/security";

// OWASP's device cookies: wrong passwords sent for an account from many addresses lock that
// account for clients the server does not know, but a browser that signed in to it before keeps
// signing in; one address guessing at one account is stopped by its own limit.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
});
afterAll(() => server.close());

let addresses = 0;
const newAddress = () => `198.51.${(++addresses >> 8) & 255}.${addresses & 255}`;

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  client(server)(
    "/auth/v1/token?grant_type=password",
    jsonInit("POST", { email, password }, { "x-forwarded-for": newAddress(), ...headers }),
  );

/** The device cookie a successful sign-in left, as a Cookie header. */
function deviceCookie(res: Response): string {
  const line = res.headers.getSetCookie().find((l) => l.startsWith("device="));
  expect(line, "a device cookie on a successful sign-in").toBeDefined();
  expect(line).toMatch(/;\s*HttpOnly/i);
  return line!.split(";")[0]!;
}

describe("an attack on the administrator's account from many addresses", () => {
  it("locks the account for unknown clients, never for the browser that signed in before", async () => {
    const { email } = await account(server);
    const before = await signIn(email, PASSWORD);
    expect(before.status).toBe(200);
    const device = deviceCookie(before);

    const attempts = AUTH_RATE_LIMITS.signInPerAccount.limit * 3;
    for (let i = 0; i < attempts; i++)
      await (await signIn(email, `Wrong-guess-${i}!`)).arrayBuffer();
    // The attacker is stopped, even with the right password, from any new address.
    await expectCleanError(await signIn(email, PASSWORD), 429, "too_many_requests");
    // The administrator's browser signs in, again and again.
    for (let i = 0; i < 3; i++) {
      const res = await signIn(email, PASSWORD, { cookie: device });
      expect(res.status).toBe(200);
    }
  });

  it("refuses a device cookie of another account, or one that was altered", async () => {
    const { email: mine } = await account(server);
    const { email: target } = await account(server);
    const other = deviceCookie(await signIn(mine, PASSWORD));
    const own = deviceCookie(await signIn(target, PASSWORD));
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerAccount.limit; i++) {
      await (await signIn(target, `Wrong-guess-${i}!`)).arrayBuffer();
    }
    await expectCleanError(await signIn(target, PASSWORD, { cookie: other }), 429);
    // One character of the signature changed (the first: every bit of it counts).
    const [name, value] = own.split("=") as [string, string];
    const [login, nonce, mac] = value.split(".") as [string, string, string];
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    const altered = `${name}=${login}.${nonce}.${flipped}`;
    await expectCleanError(await signIn(target, PASSWORD, { cookie: altered }), 429);
    expect((await signIn(target, PASSWORD, { cookie: own })).status).toBe(200);
  });

  it("names the account in the device cookie by an opaque identifier, never its e-mail", async () => {
    const { email } = await account(server);
    const cookie = deviceCookie(await signIn(email, PASSWORD));
    const parts = cookie.slice("device=".length).split(".");
    expect(parts).toHaveLength(3);
    for (const part of parts) {
      const decoded = Buffer.from(part, "base64url").toString("latin1");
      expect(decoded).not.toContain(email);
      expect(decoded).not.toContain(email.split("@")[0]!);
      expect(decodeURIComponent(part)).not.toContain(email);
    }
    // The same browser signing in again gets a new cookie for the same account.
    const again = deviceCookie(await signIn(email, PASSWORD, { cookie }));
    expect(again.split(".")[0]).toBe(cookie.split(".")[0]);
    expect(again).not.toBe(cookie);
  });

  it("stops one address guessing at one account after the per-account limit", async () => {
    const { email } = await account(server);
    const one = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerAccount.limit; i++) {
      expect((await signIn(email, `Wrong-guess-${i}!`, one)).status).toBe(400);
    }
    await expectCleanError(await signIn(email, PASSWORD, one), 429);
  });

  it("keeps counting wrong passwords sent with a valid device cookie", async () => {
    const { email } = await account(server);
    const device = deviceCookie(await signIn(email, PASSWORD));
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerAccount.limit; i++) {
      expect((await signIn(email, `Wrong-guess-${i}!`, { cookie: device })).status).toBe(400);
    }
    await expectCleanError(await signIn(email, PASSWORD, { cookie: device }), 429);
  });
});
