import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The built server (`BUILD_DIR/server.js`) run as a child process on loopback, as an operator's
 * `npm start` runs it: the process and its log, its health check, a data directory
 * whose first start creates the administrator, and signing in. Shared by the Vitest process
 * tests, Playwright's extra servers and the bench, so it imports no test runner.
 */

export const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export interface Credentials {
  email: string;
  password: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SeededDataDir {
  dataDir: string;
  /** DATA_DIR, and the administrator the server creates at its first start on it. */
  env: Record<string, string>;
  remove(): void;
}

/** A fresh, empty DATA_DIR under the system's temporary directory, with its first administrator. */
export function seededDataDir(admin: Credentials, prefix = "ada-data-"): SeededDataDir {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dataDir,
    env: { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface BuiltServerOptions {
  /** The process's environment, over NODE_ENV=production, BUILD_DIR and HOST=127.0.0.1. */
  env: Record<string, string | undefined>;
  /** What node runs, relative to the repository: the built server unless told otherwise. */
  script?: string;
  /** The script's arguments. */
  args?: string[];
  /** What runs instead of node and a script, from the repository (`sh scripts/start.sh`). */
  command?: [string, ...string[]];
  /** Appends the process's output to this file instead of keeping it in memory. */
  logFile?: string;
}

export interface BuiltServer {
  child: ChildProcess;
  pid: number;
  /** `http://127.0.0.1:PORT`; with PORT 0, the address the start line reports. */
  readonly url: string;
  stdout(): string;
  stderr(): string;
  /** Every JSON log line printed so far (the log file's whole content with `logFile`). */
  logs(): Record<string, unknown>[];
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Resolves when a JSON log line with this event appears on stdout. */
  waitForEvent(event: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Polls /api/health until it answers 200; kills the process and throws past the bound. */
  waitForHealth(options?: { timeoutMs?: number; intervalMs?: number }): Promise<void>;
  /** SIGKILL if still running, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGTERM (a graceful shutdown), SIGKILL after `graceMs`, and waits for the exit. */
  terminate(graceMs?: number): Promise<void>;
}

const parseLogLines = (text: string) =>
  text.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

/** Spawns the built server; does not wait for it to listen (see `waitForEvent`, `waitForHealth`). */
export function spawnBuiltServer(options: BuiltServerOptions): BuiltServer {
  const { env, logFile } = options;
  const fd = logFile ? openSync(logFile, "a") : undefined;
  const [command, ...args] = options.command ?? [
    process.execPath,
    path.resolve(ROOT, options.script ?? path.join(BUILD_DIR, "server.js")),
    ...(options.args ?? []),
  ];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { NODE_ENV: "production", BUILD_DIR, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", fd ?? "pipe", fd ?? "pipe"],
  });
  if (fd !== undefined) closeSync(fd);
  let out = "";
  let err = "";
  let url = env.PORT && env.PORT !== "0" ? `http://127.0.0.1:${env.PORT}` : "";
  const waiters: { event: string; resolve: (line: Record<string, unknown>) => void }[] = [];
  const seen: Record<string, unknown>[] = [];
  let partial = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
    partial += chunk;
    const lines = partial.split("\n");
    partial = lines.pop() ?? "";
    for (const parsed of parseLogLines(lines.join("\n"))) {
      if (parsed.event === "server.started" && typeof parsed.url === "string") url = parsed.url;
      seen.push(parsed);
      for (const waiter of waiters.filter((w) => w.event === parsed.event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(parsed);
      }
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? -1));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const stdout = () => (logFile ? readFileSync(logFile, "utf8") : out);
  const tail = () => `${stdout()}${err}`.slice(-4000);
  return {
    child,
    pid: child.pid!,
    get url() {
      return url;
    },
    stdout,
    stderr: () => err,
    logs: () => parseLogLines(stdout()),
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
    async waitForHealth({ timeoutMs = 120_000, intervalMs = 20 } = {}) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        if (!running()) throw new Error(`the server exited with ${await exited}: ${tail()}`);
        try {
          const res = await fetch(`${url}/api/health`);
          await res.body?.cancel();
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        if (performance.now() > deadline) {
          child.kill("SIGKILL");
          throw new Error(`no 200 from ${url}/api/health within ${timeoutMs} ms: ${tail()}`);
        }
        await sleep(intervalMs);
      }
    },
    async stop() {
      if (running()) child.kill("SIGKILL");
      await exited;
    },
    async terminate(graceMs = 20_000) {
      if (!running()) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Signs in with the password grant; answers the Bearer header of the new session. */
export async function signIn(
  url: string,
  credentials: Credentials,
): Promise<{ authorization: string }> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}
