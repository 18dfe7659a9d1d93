import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";
import { bearer, OWN_ORIGIN } from "../test/support/security";
import { sessionCalls, setCookies } from "../test/support/sessions";

/** Signing out: this session, every session, every other one. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const { api, account, signIn, refresh, whoAmI } = sessionCalls(() => server);

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
