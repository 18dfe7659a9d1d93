import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { BUILD_DIR, type BuiltServer, ROOT, spawnBuiltServer } from "#testing/built-server";
import { hashPassword } from "../../auth/password.server";
import { issueSession } from "../../auth/sessions.server";
import { openPglite, wrapPglite } from "../../db/client.server";
import { profiles, users } from "../../db/schema";
import { createDeps } from "../../deps.server";
import { parseConfig } from "../../spine/config.server";
import { createLogger } from "../../spine/logger.server";

/**
 * Helpers for tests that run the real, built server as a child process (`node BUILD_DIR/server.js`)
 * and talk to it over loopback: what an operator's `npm start` runs, signals and all.
 */

export { BUILD_DIR, ROOT };
export const JWT_SECRET = "process-test-secret-long-enough-0123456789";

/** Builds into BUILD_DIR when no complete build is there (`npm test` has built it already). */
export function ensureBuilt() {
  const result = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr || result.stdout}`);
}

export const tempDataDir = () => mkdtemp(path.join(os.tmpdir(), "ada-proc-"));

export type ServerProcess = BuiltServer;

/**
 * Spawns the built server on port 0 unless a test names one: the system picks a free port, read
 * back from the start line, so these tests never collide with another server on the machine.
 * Does not wait for it to listen (see `startServer`).
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  return spawnBuiltServer({
    env: { PATH: process.env.PATH, LOG_LEVEL: "info", JWT_SECRET, PORT: "0", ...env },
  });
}

/** Spawns the built server and waits until it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(env);
  try {
    await server.waitForEvent("server.started");
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export interface SeededAdmin {
  email: string;
  password: string;
  /** Headers that authenticate as this administrator (Bearer access token). */
  headers: Record<string, string>;
}

/**
 * Creates DATA_DIR's database from the migrated template (global setup) with one administrator and
 * a live session, then closes it, so the server process starts on a database that already has an
 * admin. The token is signed with JWT_SECRET, which the spawned server is given.
 */
export async function seedDataDir(dataDir: string): Promise<SeededAdmin> {
  const template = readFileSync(inject("pgliteTemplate"));
  const client = await openPglite({
    dataDir: path.join(dataDir, "pglite"),
    loadDataDir: new Blob([template]),
  });
  const database = await wrapPglite(client, false);
  try {
    const config = parseConfig({ DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: "silent" });
    const deps = createDeps(config, database, createLogger("silent"));
    const email = "admin@example.com";
    const password = "a-Strong-passw0rd!";
    const [user] = await database.db
      .insert(users)
      .values({ email, password_hash: await hashPassword(password), activated_at: new Date() })
      .returning({ id: users.id });
    await database.db.insert(profiles).values({ id: user!.id, username: email, role: "admin" });
    const session = await issueSession(deps, { id: user!.id, email });
    return {
      email,
      password,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        "content-type": "application/json",
      },
    };
  } finally {
    await database.close();
  }
}

/** A test file's start: the build (made if missing), a fresh DATA_DIR seeded with an administrator. */
export async function builtSeededDataDir(): Promise<SeededAdmin & { dataDir: string }> {
  ensureBuilt();
  const dataDir = await tempDataDir();
  return { dataDir, ...(await seedDataDir(dataDir)) };
}

/** A valid service row, unique by its title. */
export const serviceRow = (title: string) => ({
  title,
  description: `Description de ${title}`,
  category: "IA",
  price: 1234.5,
});
