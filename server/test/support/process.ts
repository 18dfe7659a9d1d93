import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { hashPassword } from "../../auth/password.server";
import { issueSession } from "../../auth/sessions.server";
import { parseConfig } from "../../config.server";
import { openPglite, wrapPglite } from "../../db/client.server";
import { profiles, users } from "../../db/schema";
import { createDeps } from "../../deps.server";
import { createLogger } from "../../http/logger.server";

/**
 * Helpers for tests that run the real, built server as a child process (`node BUILD_DIR/server.js`)
 * and talk to it over loopback: what an operator's `npm start` runs, signals and all.
 */

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
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

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Resolves when a JSON log line with this event appears on stdout. */
  waitForEvent(event: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Kills the process if it is still running (SIGKILL), and waits for it. */
  stop(): Promise<void>;
}

/** Spawns the built server; does not wait for it to listen (see `startServer`). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "server.js")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      BUILD_DIR,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      JWT_SECRET,
      PORT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  // Port 0 unless a test names one: the system picks a free port, read back from the start line,
  // so these tests never collide with another server on the machine.
  let url = env.PORT && env.PORT !== "0" ? `http://127.0.0.1:${env.PORT}` : "";
  const waiters: { event: string; resolve: (line: Record<string, unknown>) => void }[] = [];
  const seen: Record<string, unknown>[] = [];
  let partial = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
    partial += chunk;
    const lines = partial.split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(line);
      } catch {
        continue;
      }
      if (parsed.event === "server.started" && typeof parsed.url === "string") url = parsed.url;
      seen.push(parsed);
      for (const waiter of waiters.filter((w) => w.event === parsed.event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(parsed);
      }
    }
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? -1));
  });
  return {
    child,
    pid: child.pid!,
    get url() {
      return url;
    },
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForEvent(event, timeoutMs = 90_000) {
      const already = seen.find((line) => line.event === event);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no "${event}" log within ${timeoutMs} ms; stderr: ${err}`)),
          timeoutMs,
        );
        waiters.push({
          event,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`server exited (${code}) before "${event}"; stderr: ${err}`));
        });
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
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
      .values({ email, password_hash: await hashPassword(password) })
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

/** A valid service row, unique by its title. */
export const serviceRow = (title: string) => ({
  title,
  description: `Description de ${title}`,
  category: "IA",
  price: 1234.5,
});
