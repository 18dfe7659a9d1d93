import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, users } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";
import { hashPassword } from "./password.server";
import { issueSession } from "./sessions.server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const profile = (headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/profile`, { headers });

/** A user row with no profile, as an older version or a hand-made SQL insert would leave. */
async function userWithoutProfile(email: string, metadata: Record<string, unknown> = {}) {
  const [user] = await server.deps.database.db
    .insert(users)
    .values({
      email,
      password_hash: await hashPassword("Unused-Passw0rd!"),
      user_metadata: metadata,
    })
    .returning();
  const session = await issueSession(server.deps, { id: user!.id, email });
  return { id: user!.id, headers: { authorization: `Bearer ${session.accessToken}` } };
}

describe("GET /api/profile", () => {
  it("answers 401 when nobody is signed in", async () => {
    const res = await profile();
    expect(res.status).toBe(401);
    expect((await profile({ authorization: "Bearer nope" })).status).toBe(401);
  });

  it("answers the signed-in user's id, username and role", async () => {
    const user = await server.bearerFor("user");
    const res = await profile(user.headers);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      id: user.id,
      username: expect.stringMatching(/^user-/),
      role: "user",
      languages: [],
    });
  });

  it("creates a missing profile first: e-mail as username, role admin", async () => {
    const { id, headers } = await userWithoutProfile("operator-made@example.com");
    // Before the bootstrap the account has no role, so it cannot write.
    const before = await fetch(`${server.url}/api/services`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ title: "T", description: "d", category: "c" }),
    });
    expect(before.status).toBe(403);
    const res = await profile(headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      username: "operator-made@example.com",
      role: "admin",
      languages: [],
    });
    // Created once: a second call reads the same single row.
    expect(await (await profile(headers)).json()).toEqual({
      id,
      username: "operator-made@example.com",
      role: "admin",
      languages: [],
    });
    const rows = await server.deps.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(rows).toHaveLength(1);
  });

  it("never bootstraps an account made through sign-up to admin", async () => {
    const { id, headers } = await userWithoutProfile("visitor@example.com", {
      username: "visitor",
      signup: true,
    });
    const res = await profile(headers);
    expect(await res.json()).toEqual({
      id,
      username: "visitor@example.com",
      role: "user",
      languages: [],
    });
  });

  it("survives two first calls at the same moment", async () => {
    const { id, headers } = await userWithoutProfile("twice@example.com");
    const [a, b] = await Promise.all([profile(headers), profile(headers)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await a.json()).id).toBe(id);
    expect((await b.json()).role).toBe("admin");
  });
});
