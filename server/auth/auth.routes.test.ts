import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";
import { bearer, OWN_ORIGIN, PASSWORD } from "../test/support/security";
import {
  cookieValue,
  json,
  type SessionAnswer,
  sessionCalls,
  setCookies,
} from "../test/support/sessions";
import { MISSING_CREDENTIALS_MESSAGE } from "./auth.routes";
import { hashToken } from "./sessions.server";

/**
 * The password and refresh grants, access by Bearer token or cookie, cookies over https, and what
 * the log never holds.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const { api, account, signIn, refresh, whoAmI, ageUse } = sessionCalls(() => server);

describe("POST /auth/v1/token?grant_type=password", () => {
  it("answers the GoTrue token shape and sets both session cookies", async () => {
    const { id, email } = await account();
    const before = Math.floor(Date.now() / 1000);
    const { res, body } = await signIn(email);
    const after = Math.ceil(Date.now() / 1000);
    expect(body).toMatchObject({
      token_type: "bearer",
      expires_in: 3600,
      user: { id, email, user_metadata: { username: email } },
    });
    expect(body.expires_at).toBeGreaterThanOrEqual(before + 3600);
    // Bounded by the clock after the answer: a sign-in on a busy machine can take seconds.
    expect(body.expires_at).toBeLessThanOrEqual(after + 3600);
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: id, email });
    expect(res.headers.get("cache-control")).toBe("no-store");

    const cookies = setCookies(res);
    expect(cookieValue(cookies.access_token!)).toBe(body.access_token);
    expect(cookies.access_token).toMatch(/; Max-Age=3600(;|$)/);
    expect(cookies.access_token).toMatch(/; Path=\/(;|$)/);
    expect(cookieValue(cookies.refresh_token!)).toBe(body.refresh_token);
    expect(cookies.refresh_token).toMatch(/; Max-Age=2592000(;|$)/);
    expect(cookies.refresh_token).toMatch(/; Path=\/auth\/v1(;|$)/);
    for (const line of Object.values(cookies)) {
      expect(line).toMatch(/; HttpOnly(;|$)/);
      expect(line).toMatch(/; SameSite=Lax(;|$)/);
      expect(line).not.toMatch(/Secure/); // PUBLIC_URL is http here
    }
  });

  it("compares e-mails trimmed and lower-cased", async () => {
    const { id, email } = await account();
    const { body } = await signIn(`  ${email.toUpperCase()} `);
    expect(body.user.id).toBe(id);
  });

  it("answers a wrong password and an unknown e-mail identically", async () => {
    const { email } = await account();
    const wrong = await api(
      "/auth/v1/token?grant_type=password",
      json({ email, password: "Not-the-password-1" }),
    );
    const unknown = await api(
      "/auth/v1/token?grant_type=password",
      json({ email: `nobody-${Date.now()}@example.com`, password: "Not-the-password-1" }),
    );
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const wrongBody = await wrong.json();
    expect(wrongBody.error.code).toBe("invalid_credentials");
    expect(await unknown.json()).toEqual(wrongBody);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("requires both an e-mail and a password, with the provider's message", async () => {
    for (const body of [
      { email: "a@example.com" },
      { password: "x" },
      {},
      { email: "", password: "" },
    ]) {
      const res = await api("/auth/v1/token?grant_type=password", json(body));
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(MISSING_CREDENTIALS_MESSAGE);
    }
  });

  it("refuses an unknown grant type", async () => {
    const res = await api("/auth/v1/token?grant_type=magic", json({}));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("unsupported_grant_type");
  });
});

describe("POST /auth/v1/token?grant_type=refresh_token", () => {
  it("rotates: a new pair for the same session, cookies set again", async () => {
    const { email } = await account();
    const first = (await signIn(email)).body;
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = (await res.json()) as SessionAnswer;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.email).toBe(email);
    expect(decodeJwt(second.access_token).sid).toBe(decodeJwt(first.access_token).sid);
    const cookies = setCookies(res);
    expect(cookieValue(cookies.refresh_token!)).toBe(second.refresh_token);
    expect(cookieValue(cookies.access_token!)).toBe(second.access_token);
    expect((await whoAmI(bearer(second.access_token))).status).toBe(200);
  });

  it("gives a just-rotated token, presented again within the grace window, the same new token", async () => {
    const { email } = await account();
    const first = (await signIn(email)).body;
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const pairA = (await a.json()) as SessionAnswer;
    const pairB = (await b.json()) as SessionAnswer;
    // Two tabs refreshing at once share the session's one new token (no second chain).
    expect(pairA.refresh_token).toBe(pairB.refresh_token);
    expect(decodeJwt(pairB.access_token).sid).toBe(decodeJwt(first.access_token).sid);
    // No revocation: both tabs keep working, the second to refresh within the interval too.
    expect((await whoAmI(bearer(pairA.access_token))).status).toBe(200);
    expect((await refresh(pairA.refresh_token)).status).toBe(200);
    expect((await refresh(pairB.refresh_token)).status).toBe(200);
  });

  it("treats a used token presented after the grace window as stolen: every session ends", async () => {
    const { email } = await account();
    const stolen = (await signIn(email)).body;
    const otherDevice = (await signIn(email)).body;
    const rotated = (await (await refresh(stolen.refresh_token)).json()) as SessionAnswer;
    await ageUse(stolen.refresh_token);

    const reuse = await refresh(stolen.refresh_token);
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).error.code).toBe("refresh_token_reused");
    // Both this session (with its rotated pair) and the other device's are gone, at once.
    expect((await whoAmI(bearer(rotated.access_token))).status).toBe(401);
    expect((await whoAmI(bearer(otherDevice.access_token))).status).toBe(401);
    const afterwards = await refresh(rotated.refresh_token);
    expect(afterwards.status).toBe(400);
    expect((await afterwards.json()).error.code).toBe("invalid_grant");
    expect((await refresh(otherDevice.refresh_token)).status).toBe(400);
    // A new sign-in still works.
    await signIn(email);
  });

  it("refuses unknown, expired and missing refresh tokens", async () => {
    const unknown = await refresh("not-a-token-we-issued");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.code).toBe("invalid_grant");

    const { email } = await account();
    const session = (await signIn(email)).body;
    await server.deps.database.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_hash, hashToken(session.refresh_token)));
    const expired = await refresh(session.refresh_token);
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.code).toBe("invalid_grant");

    const missing = await api("/auth/v1/token?grant_type=refresh_token", { method: "POST" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.code).toBe("refresh_token_missing");
  });

  it("uses the refresh cookie when the body has no token, from the site's own Origin only", async () => {
    const { email } = await account();
    const session = (await signIn(email)).body;
    const cookie = `refresh_token=${session.refresh_token}`;
    const foreign = await api(
      "/auth/v1/token?grant_type=refresh_token",
      json({}, { cookie, origin: "https://evil.example" }),
    );
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe("origin_rejected");

    const own = await api(
      "/auth/v1/token?grant_type=refresh_token",
      json({}, { cookie, origin: OWN_ORIGIN }),
    );
    expect(own.status).toBe(200);
    const answer = (await own.json()) as SessionAnswer;
    expect(cookieValue(setCookies(own).refresh_token!)).toBe(answer.refresh_token);
  });
});

describe("access by Bearer token and by cookie", () => {
  it("GET /auth/v1/user answers the user with a Bearer token or the access cookie", async () => {
    const { id, email } = await account();
    const session = (await signIn(email)).body;
    const expected = { id, email, user_metadata: { username: email }, role: "admin" };
    const byBearer = await whoAmI(bearer(session.access_token));
    expect(byBearer.status).toBe(200);
    expect(await byBearer.json()).toEqual(expected);
    const byCookie = await whoAmI({ cookie: `access_token=${session.access_token}` });
    expect(await byCookie.json()).toEqual(expected);
  });

  it("GET /auth/v1/user answers 401 for a missing, invalid or expired token", async () => {
    const { id, email } = await account();
    const session = (await signIn(email)).body;
    const sid = String(decodeJwt(session.access_token).sid);
    const { token: expired } = await server.deps.signer.sign(
      { sub: id, email, sid },
      Math.floor(Date.now() / 1000) - 7200,
    );
    for (const headers of [
      {},
      bearer("garbage"),
      bearer(`${session.access_token}x`),
      bearer(expired),
    ]) {
      const res = await whoAmI(headers);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("not_authenticated");
    }
  });

  it("refuses a cookie-authenticated write from a foreign Origin and accepts the site's own", async () => {
    const { email } = await account("admin");
    const session = (await signIn(email)).body;
    const service = { title: "Audit IA", description: "d", category: "IA" };
    const cookie = `access_token=${session.access_token}`;
    const foreign = await api(
      "/api/services",
      json(service, { cookie, origin: "https://evil.example" }),
    );
    expect(foreign.status).toBe(403);
    const noOrigin = await api("/api/services", json(service, { cookie }));
    expect(noOrigin.status).toBe(403);
    const own = await api("/api/services", json(service, { cookie, origin: OWN_ORIGIN }));
    expect(own.status).toBe(201);
    // A Bearer client needs no Origin.
    const api2 = await api("/api/services", json(service, bearer(session.access_token)));
    expect(api2.status).toBe(201);
  });
});

describe("cookies over https", () => {
  it("marks both cookies Secure when PUBLIC_URL is https", async () => {
    const secure = await startTestServer({ PUBLIC_URL: "https://ada.example" });
    try {
      await secure.createUser("secure@example.com", PASSWORD);
      const res = await fetch(
        `${secure.url}/auth/v1/token?grant_type=password`,
        json({ email: "secure@example.com", password: PASSWORD }),
      );
      expect(res.status).toBe(200);
      const cookies = setCookies(res);
      expect(cookies.access_token).toMatch(/; Secure(;|$)/);
      expect(cookies.refresh_token).toMatch(/; Secure(;|$)/);
    } finally {
      await secure.close();
    }
  });
});

describe("secrets in logs", () => {
  it("never logs passwords, tokens or cookies", async () => {
    const { email } = await account();
    const session = (await signIn(email)).body;
    await api(
      "/auth/v1/token?grant_type=password",
      json({ email, password: "Wrong-Passw0rd-xyz" }),
    );
    await refresh(session.refresh_token);
    const all = server.rawLogs.join("\n");
    expect(server.logs.some((l) => l.event === "auth.sign_in_failed")).toBe(true);
    for (const secret of [
      PASSWORD,
      "Wrong-Passw0rd-xyz",
      session.access_token,
      session.refresh_token,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
