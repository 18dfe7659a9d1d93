import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";
import { MISSING_CREDENTIALS_MESSAGE } from "./auth.routes";
import { hashToken, REUSE_GRACE_SECONDS } from "./sessions.server";

let server: TestServer;
const OWN_ORIGIN = "http://localhost:3000"; // the harness's PUBLIC_URL
const PASSWORD = "Correct-Horse-42!";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

let counter = 0;
/** A fresh operator-created account (role admin) for one test. */
async function account(role: string | null = "admin") {
  const email = `user${++counter}-${Date.now()}@example.com`;
  const id = await server.createUser(email, PASSWORD, role);
  return { id, email };
}

interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: { id: string; email: string; user_metadata: { username: string } };
}

async function signIn(email: string, password = PASSWORD) {
  const res = await api("/auth/v1/token?grant_type=password", json({ email, password }));
  expect(res.status).toBe(200);
  return { res, body: (await res.json()) as TokenAnswer };
}

const refresh = (refreshToken: string) =>
  api("/auth/v1/token?grant_type=refresh_token", json({ refresh_token: refreshToken }));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const whoAmI = (headers: Record<string, string>) => api("/auth/v1/user", { headers });

/** Set-Cookie lines by cookie name. */
function setCookies(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) out[line.split("=")[0]!] = line;
  return out;
}
const cookieValue = (line: string) => decodeURIComponent(line.split(";")[0]!.split("=")[1]!);

/** Makes the grace window of a used refresh token run out, without sleeping. */
async function ageUse(refreshToken: string, seconds = REUSE_GRACE_SECONDS + 1) {
  await server.deps.database.db
    .update(refreshTokens)
    .set({ used_at: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.token_hash, hashToken(refreshToken)));
}

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
    const second = (await res.json()) as TokenAnswer;
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
    const pairA = (await a.json()) as TokenAnswer;
    const pairB = (await b.json()) as TokenAnswer;
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
    const rotated = (await (await refresh(stolen.refresh_token)).json()) as TokenAnswer;
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
    const answer = (await own.json()) as TokenAnswer;
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

describe("POST /auth/v1/logout", () => {
  it("local: ends this session only and clears both cookies", async () => {
    const { email } = await account();
    const here = (await signIn(email)).body;
    const elsewhere = (await signIn(email)).body;
    const res = await api("/auth/v1/logout", {
      method: "POST",
      headers: bearer(here.access_token),
    });
    expect(res.status).toBe(204);
    const cookies = setCookies(res);
    expect(cookies.access_token).toMatch(/^access_token=;.*Max-Age=0.*Path=\/(;|$)/);
    expect(cookies.refresh_token).toMatch(/^refresh_token=;.*Max-Age=0.*Path=\/auth\/v1(;|$)/);
    expect((await whoAmI(bearer(here.access_token))).status).toBe(401);
    expect((await refresh(here.refresh_token)).status).toBe(400);
    expect((await whoAmI(bearer(elsewhere.access_token))).status).toBe(200);
  });

  it("global: every session of the user ends at once, access tokens included", async () => {
    const { email } = await account();
    const here = (await signIn(email)).body;
    const elsewhere = (await signIn(email)).body;
    const someoneElse = (await signIn((await account()).email)).body;
    const res = await api("/auth/v1/logout?scope=global", {
      method: "POST",
      headers: bearer(here.access_token),
    });
    expect(res.status).toBe(204);
    expect((await whoAmI(bearer(elsewhere.access_token))).status).toBe(401);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(400);
    expect((await whoAmI(bearer(someoneElse.access_token))).status).toBe(200);
  });

  it("with cookies, from the site's own Origin only; without a session, 401", async () => {
    const { email } = await account();
    const session = (await signIn(email)).body;
    const cookie = `access_token=${session.access_token}; refresh_token=${session.refresh_token}`;
    const foreign = await api("/auth/v1/logout", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await whoAmI(bearer(session.access_token))).status).toBe(200);
    const own = await api("/auth/v1/logout", {
      method: "POST",
      headers: { cookie, origin: OWN_ORIGIN },
    });
    expect(own.status).toBe(204);
    expect((await whoAmI(bearer(session.access_token))).status).toBe(401);
    const again = await api("/auth/v1/logout", {
      method: "POST",
      headers: { cookie, origin: OWN_ORIGIN },
    });
    expect(again.status).toBe(401);
    // The dead cookies are dropped even so.
    expect(setCookies(again).access_token).toMatch(/^access_token=;.*Max-Age=0/);
  });

  it("others: ends every other session and keeps this one and its cookies", async () => {
    const { email } = await account();
    const here = (await signIn(email)).body;
    const elsewhere = (await signIn(email)).body;
    const res = await api("/auth/v1/logout?scope=others", {
      method: "POST",
      headers: bearer(here.access_token),
    });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await whoAmI(bearer(elsewhere.access_token))).status).toBe(401);
    expect((await whoAmI(bearer(here.access_token))).status).toBe(200);
  });

  it("refuses an unknown scope", async () => {
    const { email } = await account();
    const session = (await signIn(email)).body;
    const res = await api("/auth/v1/logout?scope=everything", {
      method: "POST",
      headers: bearer(session.access_token),
    });
    expect(res.status).toBe(400);
  });
});

describe("POST /auth/v1/signup", () => {
  it("is closed by default: 403 signup_disabled, no account created", async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const res = await api(
      "/auth/v1/signup",
      json({ email, password: "Visitor-Passw0rd-2026", data: { username: "v" } }),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("signup_disabled");
    const rows = await server.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  describe("with ALLOW_SIGNUP=true", () => {
    let open: TestServer;
    beforeAll(async () => {
      open = await startTestServer({ ALLOW_SIGNUP: "true" });
    });
    afterAll(() => open.close());
    const signUp = (body: unknown) => fetch(`${open.url}/auth/v1/signup`, json(body));

    it("creates a plain user (role user, not admin) and signs them in", async () => {
      const email = "Visitor@Example.com";
      const res = await signUp({
        email,
        password: "Visitor-Passw0rd-2026",
        data: { username: "Vi" },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as TokenAnswer;
      expect(body.user).toMatchObject({
        email: "visitor@example.com",
        user_metadata: { username: "Vi" },
      });
      expect(setCookies(res).access_token).toBeTruthy();
      const headers = bearer(body.access_token);
      const profile = await fetch(`${open.url}/api/profile`, { headers });
      expect(await profile.json()).toEqual({
        id: body.user.id,
        username: "Vi",
        role: "user",
        languages: [],
      });
      const write = await fetch(
        `${open.url}/api/services`,
        json({ title: "T", description: "d", category: "c" }, headers),
      );
      expect(write.status).toBe(403);
    });

    it("refuses weak passwords with 422 weak_password and every reason", async () => {
      const res = await signUp({ email: "weak@example.com", password: "password" });
      expect(res.status).toBe(422);
      const { error } = await res.json();
      expect(error.code).toBe("weak_password");
      expect(error.reasons).toEqual(expect.arrayContaining(["length", "characters", "common"]));
      expect(error.fields.password).toContain("au moins 12 caractères");
      expect(error.fields.password).toContain("trois types de caractères");
      expect(error.fields.password).toContain("trop courant");
      const same = await signUp({
        email: "same-as-mail@example.com",
        password: "same-as-mail@example.com",
      });
      expect((await same.json()).error.fields.password).toContain("adresse e-mail");
    });

    it("refuses an invalid e-mail (400) and an e-mail already in use (409)", async () => {
      const invalid = await signUp({ email: "not-an-email", password: "Visitor-Passw0rd-2026" });
      expect(invalid.status).toBe(400);
      expect((await invalid.json()).error.fields.email).toBeTruthy();
      await open.createUser("taken@example.com", PASSWORD);
      const taken = await signUp({
        email: " TAKEN@example.com",
        password: "Visitor-Passw0rd-2026",
      });
      expect(taken.status).toBe(409);
      expect((await taken.json()).error.code).toBe("user_already_exists");
      const missing = await signUp({ email: "x@example.com" });
      expect((await missing.json()).error.message).toBe(MISSING_CREDENTIALS_MESSAGE);
    });
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
