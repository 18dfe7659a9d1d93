import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, refreshTokens, users } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const whoAmI = (headers: Record<string, string>) =>
  fetch(`${server.url}/auth/v1/user`, { headers });
const createService = (headers: Record<string, string>, n: number) =>
  fetch(`${server.url}/api/services`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: `Service ${n}`, description: "d", category: "IA" }),
  });

// The writes below go straight to the tables, as any code or operator might: whatever writes a
// session, an account or a role, the next request sees it, kept answers or not.
describe("a session's answer, kept between requests on the embedded database", () => {
  it("holds until its session is revoked, its member disabled or its role changed", async () => {
    const { db, kind } = server.deps.database;
    const editor = await server.bearerForMember("editor");
    const other = await server.bearerForMember("editor");
    expect((await whoAmI(editor.headers)).status).toBe(200);
    expect((await whoAmI(other.headers)).status).toBe(200);
    expect(server.deps.sessions.size).toBe(kind === "pglite" ? 2 : 0);
    expect((await createService(editor.headers, 1)).status).toBe(201);

    await db
      .update(profiles)
      .set({ role: "translator", languages: ["ar"] })
      .where(eq(profiles.id, editor.id));
    const refused = await createService(editor.headers, 2);
    expect(refused.status).toBe(403);
    expect((await whoAmI(editor.headers)).status).toBe(200);

    await db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, editor.id));
    expect((await whoAmI(editor.headers)).status).toBe(401);

    expect((await whoAmI(other.headers)).status).toBe(200);
    await db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(eq(refreshTokens.user_id, other.id));
    expect((await whoAmI(other.headers)).status).toBe(401);
  });

  it("ends when its refresh token expires, with nothing written", async () => {
    const member = await server.bearerForMember("editor");
    expect((await whoAmI(member.headers)).status).toBe(200);
    const [token] = await server.deps.database.db
      .select({ sessionId: refreshTokens.session_id, expiresAt: refreshTokens.expires_at })
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, member.id));
    const { sessions } = server.deps;
    expect(await sessions.lookup(token!.sessionId, member.id, new Date())).toMatchObject({
      role: "editor",
    });
    const afterExpiry = new Date(token!.expiresAt.getTime() + 1000);
    expect(await sessions.lookup(token!.sessionId, member.id, afterExpiry)).toBeNull();
  });
});
