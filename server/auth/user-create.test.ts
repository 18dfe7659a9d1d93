import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, openPglite } from "../db/client.server";
import { profiles, refreshTokens, users } from "../db/schema";
import { verifyPassword } from "./password.server";

// `npm run user:create` as an operator runs it: a separate process on a real DATA_DIR, one whose
// database a first start has already created and migrated (the migrated template of the global
// setup: creating one is no part of the command's rules, and a production install's first
// command, in production-install.test.ts, runs on an empty DATA_DIR).
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ada-user-create-"));
  const template = readFileSync(inject("pgliteTemplate"));
  const client = await openPglite({
    dataDir: path.join(dataDir, "pglite"),
    loadDataDir: new Blob([template]),
  });
  await client.close();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function userCreate(...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/user-create.ts", ...args],
      {
        cwd: process.cwd(),
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Opens the script's database from this process (the script has exited and released it). */
async function inDatabase<T>(
  use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
) {
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe("npm run user:create", { timeout: 120_000 }, () => {
  it("refuses a weak password with the sign-up reasons, before touching the database", async () => {
    const result = await userCreate("--email", "ops@example.com", "--password", "password1");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("au moins 12 caractères");
    expect(result.stderr).toContain("trop courant");
  });

  it("refuses missing arguments with the usage line", async () => {
    const result = await userCreate("--email", "ops@example.com");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "--email <e-mail> --password <password> [--role admin|editor|translator] [--languages en,ar]",
    );
  });

  it("creates an administrator, printing one line without the password", async () => {
    const result = await userCreate(
      "--email",
      "Ops@Example.com",
      "--password",
      "First-Passw0rd-2026",
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("Administrator ops@example.com created.\n");
    await inDatabase(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.email, "ops@example.com"));
      expect(await verifyPassword(user!.password_hash, "First-Passw0rd-2026")).toBe(true);
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, user!.id));
      expect(profile!.role).toBe("admin");
    });
  });

  it("resets the password of an existing account, makes it admin and ends its sessions", async () => {
    await inDatabase(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.email, "ops@example.com"));
      await db.update(profiles).set({ role: "user" }).where(eq(profiles.id, user!.id));
      await db.insert(refreshTokens).values({
        user_id: user!.id,
        token_hash: "a-live-session",
        session_id: crypto.randomUUID(),
        expires_at: new Date(Date.now() + 3600_000),
      });
    });
    const result = await userCreate(
      "--email",
      "ops@example.com",
      "--password",
      "Second-Passw0rd-2026",
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      "Password of ops@example.com reset, role admin ensured, 1 session(s) ended.\n",
    );
    expect(result.stdout).not.toContain("Second-Passw0rd-2026");
    await inDatabase(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.email, "ops@example.com"));
      expect(await verifyPassword(user!.password_hash, "Second-Passw0rd-2026")).toBe(true);
      expect(await verifyPassword(user!.password_hash, "First-Passw0rd-2026")).toBe(false);
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, user!.id));
      expect(profile!.role).toBe("admin");
      const [token] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.user_id, user!.id));
      expect(token!.revoked_at).not.toBeNull();
      expect(await db.select().from(users)).toHaveLength(1);
    });
  });

  it("refuses an unknown role, a translator without languages and languages of no translator", async () => {
    const refusals = [
      [["--role", "owner"], "Invalid role: owner (expected admin, editor, translator)"],
      [["--role", "translator"], "A translator needs --languages, one or more of en, ar"],
      [["--role", "translator", "--languages", "en,de"], "(got en, de)"],
      [["--role", "editor", "--languages", "ar"], "--languages is for --role translator only"],
    ] as const;
    for (const [args, message] of refusals) {
      const result = await userCreate(
        "--email",
        "x@example.com",
        "--password",
        "Fourth-Passw0rd-2026",
        ...args,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
    }
    await inDatabase(async (db) => {
      expect(await db.select().from(users).where(eq(users.email, "x@example.com"))).toEqual([]);
    });
  });

  it("creates a translator with its languages, and keeps the only administrator admin", async () => {
    const created = await userCreate(
      "--email",
      "traduction@example.com",
      "--password",
      "Fifth-Passw0rd-2026",
      "--role",
      "translator",
      "--languages",
      "ar",
    );
    expect(created.stderr).toBe("");
    expect(created.stdout).toBe("Member traduction@example.com created, role translator (ar).\n");
    const demoted = await userCreate(
      "--email",
      "ops@example.com",
      "--password",
      "Sixth-Passw0rd-2026",
      "--role",
      "editor",
    );
    expect(demoted.code).toBe(1);
    expect(demoted.stderr).toContain("ops@example.com is the only active administrator");
    await inDatabase(async (db) => {
      const rows = await db
        .select({ email: users.email, role: profiles.role, languages: profiles.languages })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .orderBy(users.email);
      expect(rows).toEqual([
        { email: "ops@example.com", role: "admin", languages: [] },
        { email: "traduction@example.com", role: "translator", languages: ["ar"] },
      ]);
      const [ops] = await db.select().from(users).where(eq(users.email, "ops@example.com"));
      // Refused as a whole: the password is the one set before.
      expect(await verifyPassword(ops!.password_hash, "Second-Passw0rd-2026")).toBe(true);
    });
  });

  it("stops with a clear message while a server holds the DATA_DIR lock", async () => {
    // This test process is alive, so its pid in the lock file is a running owner.
    await writeFile(path.join(dataDir, "server.lock"), String(process.pid));
    try {
      const result = await userCreate(
        "--email",
        "late@example.com",
        "--password",
        "Third-Passw0rd-2026",
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("already in use by another server process");
      expect(result.stderr).toContain("stop the server");
    } finally {
      await rm(path.join(dataDir, "server.lock"), { force: true });
    }
    await inDatabase(async (db) => {
      expect(await db.select().from(users).where(eq(users.email, "late@example.com"))).toEqual([]);
    });
  });
});
