import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, REUSE_GRACE_SECONDS } from "../../auth/sessions.server";
import { refreshTokens } from "../../db/schema";
import { startTestServer, type TestServer } from "../support/harness";
import {
  account,
  adminCalls,
  bearer,
  client,
  entityNames,
  expectCleanError,
  FOREIGN_ORIGIN,
  jsonInit,
  OWN_ORIGIN,
  sendCall,
  signIn,
  type TokenAnswer,
  validRow,
} from "../support/security";

// ASVS V3 (session management) and V4.2.2 (CSRF): refresh tokens rotate and a replayed one ends
// every session; logout ends sessions at once; a cookie alone never changes state from another
// site.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const refresh = (token: string, headers: Record<string, string> = {}) =>
  client(server)(
    "/auth/v1/token?grant_type=refresh_token",
    jsonInit("POST", { refresh_token: token }, headers),
  );
const whoAmI = (token: string) => client(server)("/auth/v1/user", { headers: bearer(token) });
const write = (headers: Record<string, string>) =>
  client(server)("/api/services", jsonInit("POST", validRow("services"), headers));

/** Moves a used refresh token's use back in time instead of sleeping through the grace window. */
async function ageUse(token: string, seconds = REUSE_GRACE_SECONDS + 1) {
  await server.deps.database.db
    .update(refreshTokens)
    .set({ used_at: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.token_hash, hashToken(token)));
}

describe("refresh-token rotation and reuse detection", () => {
  it("rotates on every use: a new refresh token each time, for the same session", async () => {
    const { email } = await account(server);
    const first = (await signIn(server, email)).body;
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = (await res.json()) as TokenAnswer;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await whoAmI(second.access_token)).status).toBe(200);
    // Only the hash is stored: the database never holds a usable refresh token.
    const rows = await server.deps.database.db.select().from(refreshTokens);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first.refresh_token);
    expect(stored).not.toContain(second.refresh_token);
  });

  it("a used token replayed after the grace window revokes every session of the user at once", async () => {
    const { email } = await account(server);
    const stolen = (await signIn(server, email)).body;
    const laptop = (await signIn(server, email)).body;
    const rotated = (await (await refresh(stolen.refresh_token)).json()) as TokenAnswer;
    await ageUse(stolen.refresh_token);

    await expectCleanError(await refresh(stolen.refresh_token), 400, "refresh_token_reused");
    // Every access token of every session stops at once, not an hour later.
    for (const token of [rotated.access_token, laptop.access_token, stolen.access_token]) {
      expect((await whoAmI(token)).status).toBe(401);
      await expectCleanError(await write(bearer(token)), 401);
    }
    for (const token of [rotated.refresh_token, laptop.refresh_token]) {
      await expectCleanError(await refresh(token), 400, "invalid_grant");
    }
  });

  it("a replay inside the grace window is the same client retrying: same session, no revocation", async () => {
    const { email } = await account(server);
    const session = (await signIn(server, email)).body;
    const other = (await signIn(server, email)).body;
    expect((await refresh(session.refresh_token)).status).toBe(200);
    await ageUse(session.refresh_token, REUSE_GRACE_SECONDS - 5);
    expect((await refresh(session.refresh_token)).status).toBe(200);
    expect((await whoAmI(other.access_token)).status).toBe(200);
  });

  it("a replay inside the grace window answers the session's current refresh token, never a new chain", async () => {
    const { email } = await account(server);
    const first = (await signIn(server, email)).body;
    const child = (await (await refresh(first.refresh_token)).json()) as TokenAnswer;
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as TokenAnswer).refresh_token).toBe(child.refresh_token);
    // The legitimate client moves on; a later replay of the first token gets its newest token.
    const grandchild = (await (await refresh(child.refresh_token)).json()) as TokenAnswer;
    const again = (await (await refresh(first.refresh_token)).json()) as TokenAnswer;
    expect(again.refresh_token).toBe(grandchild.refresh_token);
    const session = await server.deps.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, first.user.id));
    expect(session).toHaveLength(3);
    // Whoever holds the replayed answer holds the same token as the client: using it after the
    // other did, outside the grace window, is caught as reuse.
    expect((await refresh(grandchild.refresh_token)).status).toBe(200);
    await ageUse(grandchild.refresh_token);
    await expectCleanError(await refresh(grandchild.refresh_token), 400, "refresh_token_reused");
  });

  it("refuses refresh tokens that are unknown, revoked, expired or another's hash", async () => {
    const { email } = await account(server);
    const live = (await signIn(server, email)).body;
    await expectCleanError(await refresh("not-a-token"), 400, "invalid_grant");
    // The stored hash is not a token: presenting it gets nothing.
    await expectCleanError(await refresh(hashToken(live.refresh_token)), 400, "invalid_grant");
    await server.deps.database.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_hash, hashToken(live.refresh_token)));
    await expectCleanError(await refresh(live.refresh_token), 400, "invalid_grant");
  });
});

describe("logout", () => {
  it("global: another session's access token stops working at once, its refresh token too", async () => {
    const { email } = await account(server);
    const phone = (await signIn(server, email)).body;
    const laptop = (await signIn(server, email)).body;
    expect((await write(bearer(laptop.access_token))).status).toBe(201);

    const out = await client(server)("/auth/v1/logout?scope=global", {
      method: "POST",
      headers: bearer(phone.access_token),
    });
    expect(out.status).toBe(204);
    for (const session of [phone, laptop]) {
      expect((await whoAmI(session.access_token)).status).toBe(401);
      await expectCleanError(await write(bearer(session.access_token)), 401);
      await expectCleanError(await refresh(session.refresh_token), 400, "invalid_grant");
    }
  });

  it("local: this session ends, the others stay", async () => {
    const { email } = await account(server);
    const phone = (await signIn(server, email)).body;
    const laptop = (await signIn(server, email)).body;
    const out = await client(server)("/auth/v1/logout?scope=local", {
      method: "POST",
      headers: bearer(phone.access_token),
    });
    expect(out.status).toBe(204);
    expect((await whoAmI(phone.access_token)).status).toBe(401);
    expect((await whoAmI(laptop.access_token)).status).toBe(200);
  });

  it("clears both cookies", async () => {
    const { email } = await account(server);
    const { cookies } = await signIn(server, email);
    const out = await client(server)("/auth/v1/logout?scope=local", {
      method: "POST",
      headers: {
        cookie: `access_token=${cookies.access_token}; refresh_token=${cookies.refresh_token}`,
        origin: OWN_ORIGIN,
      },
    });
    expect(out.status).toBe(204);
    const cleared = out.headers.getSetCookie().join("\n");
    expect(cleared).toMatch(/access_token=;[^\n]*Max-Age=0/i);
    expect(cleared).toMatch(/refresh_token=;[^\n]*Max-Age=0/i);
  });
});

describe("session cookies", () => {
  it("are httpOnly and SameSite=Lax; the refresh cookie only goes to the auth API", async () => {
    const { email } = await account(server);
    const res = await client(server)(
      "/auth/v1/token?grant_type=password",
      jsonInit("POST", { email, password: "Correct-Horse-42!" }),
    );
    const lines = res.headers.getSetCookie();
    const access = lines.find((l) => l.startsWith("access_token="))!;
    const refreshLine = lines.find((l) => l.startsWith("refresh_token="))!;
    for (const line of [access, refreshLine]) {
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
    }
    expect(refreshLine).toMatch(/;\s*Path=\/auth\/v1(;|$)/);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
  });
});

describe("cookie-authenticated state changes and the Origin (CSRF)", () => {
  let cookie: string;
  let refreshCookie: string;
  beforeAll(async () => {
    const { email } = await account(server, "admin");
    const { cookies } = await signIn(server, email);
    cookie = `access_token=${cookies.access_token}`;
    refreshCookie = `refresh_token=${cookies.refresh_token}`;
  });

  async function rowCount() {
    let total = 0;
    for (const name of entityNames) {
      // The cookie reads every table, the team's internal ones included.
      const list = await client(server)(`/api/${name}`, { headers: { cookie } });
      total += ((await list.json()) as unknown[]).length;
    }
    return total;
  }

  it("refuses every administrator write carried by the cookie from a foreign Origin (403)", async () => {
    const ids: Record<string, string> = {};
    const api = client(server);
    for (const name of entityNames) {
      const res = await api(
        `/api/${name}`,
        jsonInit("POST", validRow(name), { cookie, origin: OWN_ORIGIN }),
      );
      expect(res.status).toBe(201);
      ids[name] = ((await res.json()) as { id: string }).id;
    }
    const contact = await api(
      "/api/contact",
      jsonInit("POST", { name: "Ana", email: "ana@example.com", message: "Bonjour" }),
    );
    ids.contact = ((await contact.json()) as { id: string }).id;
    const before = await rowCount();
    for (const call of adminCalls().filter((c) => c.method !== "GET")) {
      for (const origin of [FOREIGN_ORIGIN, "null", "http://localhost:3000.evil.example"]) {
        const res = await sendCall(server, call, ids, { cookie, origin });
        await expectCleanError(res, 403, "origin_rejected");
      }
      // Without any Origin or Fetch Metadata the request cannot prove where it comes from.
      await expectCleanError(await sendCall(server, call, ids, { cookie }), 403, "origin_rejected");
      await expectCleanError(
        await sendCall(server, call, ids, { cookie, "sec-fetch-site": "cross-site" }),
        403,
        "origin_rejected",
      );
    }
    expect(await rowCount()).toBe(before);
  });

  it("accepts the cookie from the site's own Origin, or same-origin Fetch Metadata", async () => {
    expect((await write({ cookie, origin: OWN_ORIGIN })).status).toBe(201);
    expect((await write({ cookie, "sec-fetch-site": "same-origin" })).status).toBe(201);
  });

  it("lets a Bearer write through without an Origin, whatever the Origin says", async () => {
    const { headers } = await server.bearerFor("admin");
    const token = { authorization: headers.authorization! };
    expect((await write(token)).status).toBe(201);
    expect((await write({ ...token, origin: FOREIGN_ORIGIN })).status).toBe(201);
  });

  it("refuses a refresh and a logout driven by the cookie from a foreign Origin, and the session lives on", async () => {
    const viaCookie = await client(server)("/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      headers: { cookie: refreshCookie, origin: FOREIGN_ORIGIN },
    });
    await expectCleanError(viaCookie, 403, "origin_rejected");
    const logout = await client(server)("/auth/v1/logout?scope=global", {
      method: "POST",
      headers: { cookie, origin: FOREIGN_ORIGIN },
    });
    await expectCleanError(logout, 403, "origin_rejected");
    expect((await write({ cookie, origin: OWN_ORIGIN })).status).toBe(201);
  });

  it("a cross-site form post to logout clears no cookie, even when the access token has expired", async () => {
    // A foreign page's <form method=post action=/auth/v1/logout>: the browser sends the cookies
    // (the refresh cookie's path is /auth/v1) and the foreign Origin, or no Origin and
    // Sec-Fetch-Site: cross-site.
    const crossSite: Record<string, string>[] = [
      { origin: FOREIGN_ORIGIN },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const out = await client(server)("/auth/v1/logout?scope=global", {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/x-www-form-urlencoded",
          cookie: `access_token=expired.or.invalid; ${refreshCookie}`,
        },
      });
      expect(out.status).toBeGreaterThanOrEqual(400);
      expect(out.headers.getSetCookie()).toEqual([]);
    }
    const ownSite = await client(server)("/auth/v1/logout?scope=local", {
      method: "POST",
      headers: { origin: OWN_ORIGIN, cookie: "access_token=expired.or.invalid" },
    });
    expect(ownSite.status).toBe(401);
    expect(ownSite.headers.getSetCookie().join("\n")).toMatch(/access_token=;[^\n]*Max-Age=0/i);
  });

  it("reads signed in by cookie need no Origin (GET is not a state change)", async () => {
    const res = await client(server)("/auth/v1/user", {
      headers: { cookie, origin: FOREIGN_ORIGIN },
    });
    expect(res.status).toBe(200);
    // ... but nothing tells another site it may read the answer.
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
