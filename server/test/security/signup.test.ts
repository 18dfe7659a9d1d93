import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, users } from "../../db/schema";
import { startTestServer, type TestServer } from "../support/harness";
import {
  adminCalls,
  bearer,
  client,
  entityNames,
  expectCleanError,
  jsonInit,
  sendCall,
  type TokenAnswer,
  validRow,
} from "../support/security";

// The first-admin takeovers other CMSs have had (an open registration or install step that hands
// out the administrator role): sign-up is closed by default, and an account made through it is a
// plain user for good, even as the very first account of an empty database.

const STRONG = "Un-mot-de-passe-solide-42!";

describe("sign-up closed by default", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers 403 signup_disabled and creates no account", async () => {
    const res = await client(server)(
      "/auth/v1/signup",
      jsonInit("POST", {
        email: "intruder@example.com",
        password: STRONG,
        data: { username: "x" },
      }),
    );
    await expectCleanError(res, 403, "signup_disabled");
    const [{ n }] = (await server.deps.database.db.select({ n: count() }).from(users)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });
});

describe("with ALLOW_SIGNUP=true, on an empty database", () => {
  let server: TestServer;
  let session: TokenAnswer;
  beforeAll(async () => {
    server = await startTestServer({ ALLOW_SIGNUP: "true" });
    // The very first account of the site, with every way of asking for a role that other
    // back ends have honoured at one time or another.
    const res = await client(server)(
      "/auth/v1/signup",
      jsonInit("POST", {
        email: "first@example.com",
        password: STRONG,
        role: "admin",
        app_metadata: { role: "admin" },
        data: { username: "admin", role: "admin" },
      }),
    );
    expect(res.status).toBe(200);
    session = (await res.json()) as TokenAnswer;
  });
  afterAll(() => server.close());

  it("makes the first signed-up account a plain user, not an administrator", async () => {
    const res = await client(server)("/api/profile", { headers: bearer(session.access_token) });
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe("user");
  });

  it("keeps it a user when its profile row is missing (the profile bootstrap does not apply)", async () => {
    await server.deps.database.db.delete(profiles).where(eq(profiles.id, session.user.id));
    const res = await client(server)("/api/profile", { headers: bearer(session.access_token) });
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe("user");
  });

  it("refuses it every administrator call (403)", async () => {
    const ids: Record<string, string> = {};
    const admin = { authorization: (await server.bearerFor("admin")).headers.authorization! };
    for (const name of entityNames) {
      const res = await client(server)(`/api/${name}`, jsonInit("POST", validRow(name), admin));
      ids[name] = ((await res.json()) as { id: string }).id;
    }
    const contact = await client(server)(
      "/api/contact",
      jsonInit("POST", { name: "Ana", email: "ana@example.com", message: "Bonjour" }),
    );
    ids.contact = ((await contact.json()) as { id: string }).id;
    for (const call of adminCalls()) {
      await expectCleanError(
        await sendCall(server, call, ids, bearer(session.access_token)),
        403,
        "forbidden",
      );
    }
  });

  it("cannot take over an existing administrator's e-mail by signing up again", async () => {
    const email = `boss-${Date.now()}@example.com`;
    await server.createUser(email, "Old-Passw0rd-123!", "admin");
    const res = await client(server)(
      "/auth/v1/signup",
      jsonInit("POST", { email: email.toUpperCase(), password: STRONG }),
    );
    expect(res.status).toBe(409);
    // The administrator's password is unchanged: the new one does not sign in.
    const signIn = await client(server)(
      "/auth/v1/token?grant_type=password",
      jsonInit("POST", { email, password: STRONG }),
    );
    expect(signIn.status).toBe(400);
  });
});
