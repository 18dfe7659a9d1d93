import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueSession } from "../../auth/sessions.server";
import { createTokenSigner } from "../../auth/tokens.server";
import { startTestServer, type TestServer } from "../support/harness";
import { account, bearer, client, expectCleanError, jsonInit, validRow } from "../support/security";

// ASVS V3.5 (token-based sessions): an access token is believed only when it is ours, unaltered,
// unexpired, for this site, and its session is alive. The role never comes from the token.

let server: TestServer;
let admin: { id: string; email: string; token: string; sid: string };
let plain: { id: string; email: string; token: string; sid: string };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const key = (secret: string) => new TextEncoder().encode(secret);

async function withSession(role: string) {
  const who = await account(server, role);
  const session = await issueSession(server.deps, who);
  return { ...who, token: session.accessToken, sid: session.sessionId };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await withSession("admin");
  plain = await withSession("user");
});
afterAll(() => server.close());

/** Claims of a genuine token, to forge from. */
const claimsOf = (token: string) => decodeJwt(token) as Record<string, unknown>;

function sign(claims: Record<string, unknown>, secret = server.config.JWT_SECRET, alg = "HS256") {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: "JWT" }).sign(key(secret));
}

/** Every forgery must be refused on a read that needs a user and on an administrator write. */
async function expectRefused(token: string) {
  const api = client(server);
  await expectCleanError(await api("/auth/v1/user", { headers: bearer(token) }), 401);
  await expectCleanError(
    await api("/api/services", jsonInit("POST", validRow("services"), bearer(token))),
    401,
  );
  // The same token in the access cookie, from the site's own origin.
  await expectCleanError(
    await api("/api/services", {
      ...jsonInit("POST", validRow("services"), {
        cookie: `access_token=${encodeURIComponent(token)}`,
        origin: "http://localhost:3000",
      }),
    }),
    401,
  );
}

describe("forged and altered access tokens", () => {
  it("the genuine tokens work (so each refusal below is about the forgery)", async () => {
    const res = await client(server)("/auth/v1/user", { headers: bearer(plain.token) });
    expect(res.status).toBe(200);
    const write = await client(server)(
      "/api/services",
      jsonInit("POST", validRow("services"), bearer(admin.token)),
    );
    expect(write.status).toBe(201);
  });

  it("refuses a payload changed after signing (sub swapped to the administrator's)", async () => {
    const [header, , signature] = plain.token.split(".");
    const payload = { ...claimsOf(plain.token), sub: admin.id, sid: admin.sid };
    await expectRefused(`${header}.${b64(payload)}.${signature}`);
  });

  it("refuses a role or email claim added after signing", async () => {
    const [header, , signature] = plain.token.split(".");
    const payload = { ...claimsOf(plain.token), role: "admin", email: admin.email };
    await expectRefused(`${header}.${b64(payload)}.${signature}`);
  });

  it('refuses alg "none", with or without a signature', async () => {
    const payload = b64({ ...claimsOf(admin.token) });
    const header = b64({ alg: "none", typ: "JWT" });
    await expectRefused(`${header}.${payload}.`);
    await expectRefused(`${header}.${payload}.${admin.token.split(".")[2]}`);
    await expectRefused(`${b64({ alg: "None", typ: "JWT" })}.${payload}.`);
  });

  it("refuses a token signed with another key, or with another algorithm and our key", async () => {
    await expectRefused(await sign(claimsOf(admin.token), "another-secret-that-is-long-enough-42"));
    await expectRefused(await sign(claimsOf(admin.token), server.config.JWT_SECRET, "HS512"));
    await expectRefused(await sign(claimsOf(admin.token), "", "HS256").catch(() => "x.y.z"));
  });

  it("refuses an expired token, and one not yet valid", async () => {
    const signer = createTokenSigner(server.config.JWT_SECRET);
    const longAgo = Math.floor(Date.now() / 1000) - 7200;
    const { token } = await signer.sign(
      { sub: admin.id, email: admin.email, sid: admin.sid },
      longAgo,
    );
    await expectRefused(token);
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(
      await sign({ ...claimsOf(admin.token), iat: now, nbf: now + 3600, exp: now + 7200 }),
    );
  });

  it("refuses a wrong issuer or audience, even correctly signed", async () => {
    await expectRefused(await sign({ ...claimsOf(admin.token), iss: "someone-else" }));
    await expectRefused(await sign({ ...claimsOf(admin.token), aud: "service_role" }));
    const { iss: _iss, aud: _aud, ...bare } = claimsOf(admin.token);
    await expectRefused(await sign(bare));
  });

  it("refuses a correctly signed token without a session id or for an unknown session", async () => {
    const { sid: _sid, ...noSession } = claimsOf(admin.token);
    await expectRefused(await sign(noSession));
    await expectRefused(
      await sign({ ...claimsOf(admin.token), sid: "00000000-0000-4000-8000-000000000000" }),
    );
    // Another user's live session does not lend itself to this user.
    await expectRefused(await sign({ ...claimsOf(admin.token), sid: plain.sid }));
  });

  it("refuses garbage in the Authorization header", async () => {
    for (const token of ["", "null", "undefined", "a.b.c", "....", "x".repeat(10_000)]) {
      await expectRefused(token);
    }
  });

  it("takes the role from the database, never from the token: a signed role claim is ignored", async () => {
    // Signed with the real secret (the worst case: a token minted with an extra claim).
    const token = await sign({
      ...claimsOf(plain.token),
      role: "admin",
      app_metadata: { role: "admin" },
    });
    const api = client(server);
    expect((await api("/auth/v1/user", { headers: bearer(token) })).status).toBe(200);
    await expectCleanError(
      await api("/api/services", jsonInit("POST", validRow("services"), bearer(token))),
      403,
      "forbidden",
    );
  });
});
