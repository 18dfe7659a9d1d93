import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../auth/sessions.server";
import { startTestServer, type TestServer } from "../support/harness";
import {
  account,
  bearer,
  client,
  expectCleanError,
  jsonInit,
  OWN_ORIGIN,
  PASSWORD,
  pngBytes,
  signIn,
  type TokenAnswer,
  uploadForm,
  validRow,
} from "../support/security";

// ASVS V7 (logging and errors): passwords, tokens and cookies never appear in
// logs; a 500 carries a request id and no internals. Both are checked on the
// server's real output (the harness captures every line it writes).

describe("no secret in the logs", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("after sign-in, refresh, failures, uploads, contact and logout, the output holds none of them", async () => {
    const api = client(server);
    const { email } = await account(server, "admin");
    const secrets: string[] = [server.config.JWT_SECRET, PASSWORD];

    // Sign in by API, keep both cookies.
    const first = await signIn(server, email);
    secrets.push(first.body.access_token, first.body.refresh_token);
    secrets.push(...Object.values(first.cookies).map(decodeURIComponent));
    // Refresh by body, then by cookie.
    const byBody = (await (
      await api(
        "/auth/v1/token?grant_type=refresh_token",
        jsonInit("POST", { refresh_token: first.body.refresh_token }),
      )
    ).json()) as TokenAnswer;
    secrets.push(byBody.access_token, byBody.refresh_token);
    const byCookie = await api("/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      headers: {
        cookie: `refresh_token=${encodeURIComponent(byBody.refresh_token)}`,
        origin: OWN_ORIGIN,
      },
    });
    expect(byCookie.status).toBe(200);
    const rotated = (await byCookie.json()) as TokenAnswer;
    secrets.push(rotated.access_token, rotated.refresh_token, hashToken(rotated.refresh_token));
    // Failed sign-ins: a wrong password, and a password typed into the e-mail field.
    const wrong = "Wr0ng-But-Secret-Guess!";
    const typedInEmail = "MyP4ssw0rd-In-The-Email-Box";
    secrets.push(wrong, typedInEmail);
    await api("/auth/v1/token?grant_type=password", jsonInit("POST", { email, password: wrong }));
    await api(
      "/auth/v1/token?grant_type=password",
      jsonInit("POST", { email: typedInEmail, password: wrong }),
    );
    // A refused sign-up with its password, an invalid refresh token.
    const signupPassword = "Signup-Secret-Passw0rd-9";
    secrets.push(signupPassword, "made-up-refresh-token-value-123");
    await api(
      "/auth/v1/signup",
      jsonInit("POST", { email: "x@example.com", password: signupPassword }),
    );
    await api(
      "/auth/v1/token?grant_type=refresh_token",
      jsonInit("POST", { refresh_token: "made-up-refresh-token-value-123" }),
    );
    // Writes by Bearer and by cookie, an upload, the profile, a contact message.
    const token = rotated.access_token;
    await api("/api/services", jsonInit("POST", validRow("services"), bearer(token)));
    await api(
      "/api/services",
      jsonInit("POST", validRow("services"), {
        cookie: `access_token=${token}`,
        origin: OWN_ORIGIN,
      }),
    );
    await api("/api/storage/demos", {
      method: "POST",
      headers: bearer(token),
      body: uploadForm(pngBytes(), "photo.png", "image/png"),
    });
    await api("/api/profile", { headers: bearer(token) });
    await api("/auth/v1/user", { headers: { cookie: `access_token=${token}` } });
    const contact = {
      name: "Zoé Secret-Name",
      email: "zoe.private@example.com",
      message: "Mon numéro privé 0600000000",
    };
    expect((await api("/api/contact", jsonInit("POST", contact))).status).toBe(201);
    // A token in a query string is not logged either (request logs keep the path only).
    await api(`/api/services?access_token=${token}`);
    // Logout.
    expect(
      (await api("/auth/v1/logout?scope=global", { method: "POST", headers: bearer(token) }))
        .status,
    ).toBe(204);

    const output = server.rawLogs.join("\n");
    expect(server.rawLogs.length).toBeGreaterThan(15);
    for (const secret of secrets) {
      expect(output.includes(secret), `a secret (${secret.slice(0, 6)}…) is in the logs`).toBe(
        false,
      );
    }
    for (const personal of [contact.name, contact.email, contact.message, typedInEmail]) {
      expect(output).not.toContain(personal);
    }
    expect(output).not.toMatch(/\$argon2/);
    expect(output).not.toMatch(/Bearer /i);
  });
});

describe("500 answers and the database going away", () => {
  let server: TestServer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ ALLOW_SIGNUP: "true" });
    admin = { authorization: (await server.bearerFor("admin")).headers.authorization! };
    // The database closes under the running server: every query now fails.
    await server.deps.database.close();
  });
  afterAll(() => server.close());

  it("health says 503 unavailable, and nothing else", async () => {
    const res = await client(server)("/api/health");
    expect(res.status).toBe(503);
    const body = await res.json();
    const database = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
    expect(body).toEqual({ status: "unavailable", database, storage: "local" });
  });

  it("a failing call answers 500 with a request id, no stack, no SQL, no values", async () => {
    const api = client(server);
    const calls: [string, RequestInit][] = [
      ["/api/services", {}],
      ["/api/services", jsonInit("POST", validRow("services"), admin)],
      [
        "/api/contact",
        jsonInit("POST", {
          name: "Zoé Private",
          email: "zoe.private@example.com",
          message: "Numéro 0611111111",
        }),
      ],
      [
        "/auth/v1/token?grant_type=password",
        jsonInit("POST", { email: "who.private@example.com", password: "Typed-Passw0rd-7" }),
      ],
      [
        "/auth/v1/signup",
        jsonInit("POST", {
          email: "new.private@example.com",
          password: "A-Strong-Signup-Passw0rd-1",
        }),
      ],
    ];
    for (const [path, init] of calls) {
      const res = await api(path, init);
      const id = res.headers.get("x-request-id");
      const body = await expectCleanError(res, 500, "internal_error");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.error.message).toContain(id);
      expect(JSON.stringify(body)).not.toMatch(/pglite|drizzle|select |insert |closed/i);
    }
    // The log says what failed (for the operator), without the values of the failed query.
    const output = server.rawLogs.join("\n");
    expect(output).toContain("unhandled_error");
    for (const value of [
      "zoe.private@example.com",
      "Numéro 0611111111",
      "who.private@example.com",
      "new.private@example.com",
      "Typed-Passw0rd-7",
      "A-Strong-Signup-Passw0rd-1",
    ]) {
      expect(output).not.toContain(value);
    }
    expect(output).not.toMatch(/\$argon2/);
  });
});
