import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { profiles, users } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";
import { ensureAdmins, FIRST_ADMIN_EMAIL } from "./bootstrap.server";
import { verifyPassword } from "./password.server";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Runs ensureAdmins as the start does and returns what it wrote on stdout. */
async function runEnsureAdmins(s: TestServer): Promise<string> {
  const writes: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
    writes.push(String(chunk));
    return true;
  });
  try {
    await ensureAdmins(s.deps);
  } finally {
    spy.mockRestore();
  }
  return writes.join("");
}

async function signIn(s: TestServer, email: string, password: string) {
  return fetch(`${s.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

describe("ensureAdmins", () => {
  it("first start with no configured admin: creates admin@localhost and prints its password once", async () => {
    server = await startTestServer();
    const printed = await runEnsureAdmins(server);
    const match = printed.match(/administrator admin@localhost created with password (\S+) /);
    expect(match).not.toBeNull();
    const password = match![1]!;
    expect(printed.split("\n").filter(Boolean)).toHaveLength(1);
    expect(password.length).toBeGreaterThanOrEqual(20);

    const res = await signIn(server, FIRST_ADMIN_EMAIL, password);
    expect(res.status).toBe(200);
    const { access_token } = await res.json();
    const profile = await fetch(`${server.url}/api/profile`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect((await profile.json()).role).toBe("admin");
    // The JSON logs never carry it.
    expect(server.rawLogs.join("\n")).not.toContain(password);

    // Next start: a user exists, nothing is created or printed.
    expect(await runEnsureAdmins(server)).toBe("");
    expect(await server.deps.database.db.select().from(users)).toHaveLength(1);
  });

  it("creates the ADMIN_EMAIL administrator once and leaves an existing account unchanged", async () => {
    server = await startTestServer({
      ADMIN_EMAIL: "Boss@Example.com",
      ADMIN_PASSWORD: "Boss-Passw0rd-2026",
    });
    expect(await runEnsureAdmins(server)).toBe("");
    const db = server.deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(user).toBeDefined();
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ role: "admin", username: "boss@example.com" });
    expect((await signIn(server, "boss@example.com", "Boss-Passw0rd-2026")).status).toBe(200);
    // No first-start account next to it.
    expect(await db.select().from(users).where(eq(users.email, FIRST_ADMIN_EMAIL))).toEqual([]);

    // The operator changed the password since (user:create); a restart keeps it and the role.
    await db.update(profiles).set({ role: "user" }).where(eq(profiles.id, user!.id));
    const [before] = await db.select().from(users).where(eq(users.id, user!.id));
    await runEnsureAdmins(server);
    const [after] = await db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.password_hash).toBe(before!.password_hash);
    expect(await verifyPassword(after!.password_hash, "Boss-Passw0rd-2026")).toBe(true);
    const [kept] = await db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(kept!.role).toBe("user");
    expect(await db.select().from(users)).toHaveLength(1);
    expect(server.logs.filter((l) => l.event === "auth.admin_created")).toHaveLength(1);
  });

  it("warns, without the password, when ADMIN_PASSWORD is weak", async () => {
    server = await startTestServer({ ADMIN_EMAIL: "demo@example.com", ADMIN_PASSWORD: "demo" });
    await runEnsureAdmins(server);
    const warning = server.logs.find((l) => l.event === "auth.admin_password_weak");
    expect(warning).toMatchObject({ level: "warn", reasons: expect.arrayContaining(["length"]) });
    expect((await signIn(server, "demo@example.com", "demo")).status).toBe(200);
  });
});
