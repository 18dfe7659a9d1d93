import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSession } from "#domain/auth";
import { refreshTokens } from "../db/schema";
import { authCalls, bearer, NEW_PASSWORD, PASSWORD } from "../test/support/auth";
import { startTestServer, type TestServer } from "../test/support/harness";
import { hashToken } from "./sessions.server";

let server: TestServer;
let calls: ReturnType<typeof authCalls>;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
  calls = authCalls(server);
});
afterAll(() => server.close());

const sessions = async (token: string) => {
  const res = await calls.call("GET", "/api/account/sessions", undefined, bearer(token));
  expect(res.status).toBe(200);
  return (await res.json()) as AccountSession[];
};
const endSession = (token: string, id: string) =>
  calls.call("DELETE", `/api/account/sessions/${id}`, undefined, bearer(token));
const changePassword = (token: string, body: unknown) =>
  calls.post("/api/account/password", body, bearer(token));

/** The session id a token pair belongs to. */
async function sessionIdOf(refreshToken: string) {
  const [row] = await server.deps.database.db
    .select({ id: refreshTokens.session_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashToken(refreshToken)));
  return row!.id;
}

describe("GET /api/account/sessions", () => {
  it("lists the account's live sessions with their browser and address, this one marked", async () => {
    const { email } = await calls.account();
    const laptop = await calls.signIn(email, PASSWORD, {
      "user-agent": "Firefox on the laptop",
      "x-forwarded-for": "192.0.2.10",
    });
    const phone = await calls.signIn(email, PASSWORD, {
      "user-agent": "Safari on the phone",
      "x-forwarded-for": "192.0.2.20",
    });
    const ended = await calls.signIn(email);
    await calls.post("/auth/v1/logout?scope=local", undefined, bearer(ended.access_token));
    // A refresh keeps the session, its browser and its address, and marks it used.
    const refreshed = await calls.post("/auth/v1/token?grant_type=refresh_token", {
      refresh_token: laptop.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const list = await sessions(phone.access_token);
    expect(list).toHaveLength(2);
    const [first, second] = list;
    expect(first).toMatchObject({
      id: await sessionIdOf(laptop.refresh_token),
      user_agent: "Firefox on the laptop",
      ip: "192.0.2.10",
      current: false,
    });
    expect(Date.parse(first!.last_used_at)).toBeGreaterThan(Date.parse(first!.created_at));
    expect(second).toMatchObject({
      id: await sessionIdOf(phone.refresh_token),
      user_agent: "Safari on the phone",
      ip: "192.0.2.20",
      current: true,
    });
    expect(second!.last_used_at).toBe(second!.created_at);
  });

  it("answers 401 without a session", async () => {
    expect((await calls.call("GET", "/api/account/sessions")).status).toBe(401);
  });
});

describe("DELETE /api/account/sessions/{id}", () => {
  it("ends one of the account's own sessions, with an audit entry", async () => {
    const { id, email } = await calls.account();
    const here = await calls.signIn(email);
    const there = await calls.signIn(email);
    const res = await endSession(here.access_token, await sessionIdOf(there.refresh_token));
    expect(res.status).toBe(204);
    expect((await calls.whoAmI(there.access_token)).status).toBe(401);
    expect((await calls.whoAmI(here.access_token)).status).toBe(200);
    expect((await sessions(here.access_token)).map((s) => s.current)).toEqual([true]);
    expect(await calls.audit("session_ended", id)).toHaveLength(1);
  });

  it("answers 404 for another account's session, an ended one or an unknown id", async () => {
    const mine = await calls.account();
    const theirs = await calls.account();
    const me = await calls.signIn(mine.email);
    const them = await calls.signIn(theirs.email);
    const theirSession = await sessionIdOf(them.refresh_token);
    expect((await endSession(me.access_token, theirSession)).status).toBe(404);
    expect((await calls.whoAmI(them.access_token)).status).toBe(200);
    const gone = await calls.signIn(mine.email);
    const goneId = await sessionIdOf(gone.refresh_token);
    expect((await endSession(me.access_token, goneId)).status).toBe(204);
    expect((await endSession(me.access_token, goneId)).status).toBe(404);
    expect((await endSession(me.access_token, randomUUID())).status).toBe(404);
    expect((await endSession(me.access_token, "not-an-id")).status).toBe(404);
  });
});

describe("POST /auth/v1/logout?scope=global ('Déconnecter partout')", () => {
  it("ends every session and records it", async () => {
    const { id, email } = await calls.account();
    const one = await calls.signIn(email);
    const two = await calls.signIn(email);
    const res = await calls.post(
      "/auth/v1/logout?scope=global",
      undefined,
      bearer(one.access_token),
    );
    expect(res.status).toBe(204);
    expect((await calls.whoAmI(two.access_token)).status).toBe(401);
    const [entry] = await calls.audit("session_ended", id);
    expect(entry?.changes).toMatchObject({
      scope: { after: "global" },
      sessions_ended: { after: 2 },
    });
  });
});

describe("POST /api/account/password", () => {
  it("asks the current password, in French, before setting the new one", async () => {
    const { email } = await calls.account();
    const session = await calls.signIn(email);
    const wrong = await changePassword(session.access_token, {
      current_password: "Not-The-Passw0rd!",
      password: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({
      current_password: "Le mot de passe actuel est incorrect",
    });
    const weak = await changePassword(session.access_token, {
      current_password: PASSWORD,
      password: "short",
    });
    expect(weak.status).toBe(422);
    expect((await weak.json()).error.code).toBe("weak_password");
    expect((await calls.trySignIn(email, PASSWORD)).status).toBe(200);
  });

  it("changes the password and keeps the other sessions", async () => {
    const { id, email } = await calls.account();
    const other = await calls.signIn(email);
    const session = await calls.signIn(email);
    const res = await changePassword(session.access_token, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(res.status).toBe(204);
    expect((await calls.trySignIn(email, PASSWORD)).status).toBe(400);
    expect((await calls.trySignIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await calls.whoAmI(other.access_token)).status).toBe(200);
    expect(await calls.audit("password_change", id)).toHaveLength(1);
  });
});
