import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";
import { bearer, PASSWORD } from "../test/support/security";
import { json, type SessionAnswer, sessionCalls, setCookies } from "../test/support/sessions";
import { MISSING_CREDENTIALS_MESSAGE } from "./auth.routes";

/** Signing up: closed by default, a plain user when open. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const { api } = sessionCalls(() => server);

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
      const body = (await res.json()) as SessionAnswer;
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
