import { type ChildProcess, execFile, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#testing/ports";
import { BUILD_DIR, ensureBuilt, JWT_SECRET, ROOT } from "../support/process";

// A production install as an operator makes one: the built app and the package files copied to
// a new directory, `npm install --omit=dev` (no tsx, no Vite), then the operations commands and
// the server, each as `npm run …`.

const run = promisify(execFile);
let dir: string;
let server: ChildProcess | undefined;

const env = (dataDir: string, extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? "",
  DATA_DIR: path.join(dir, dataDir),
  JWT_SECRET,
  LOG_LEVEL: "warn",
  DATABASE_URL: "",
  ...extra,
});

const npmRun = (script: string, args: string[], dataDir: string) =>
  run("npm", ["run", "-s", script, "--", ...args], { cwd: dir, env: env(dataDir) });

beforeAll(async () => {
  ensureBuilt();
  dir = await mkdtemp(path.join(os.tmpdir(), "ada-production-"));
  for (const entry of ["package.json", "package-lock.json", "drizzle"]) {
    await cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  await cp(path.resolve(ROOT, BUILD_DIR), path.join(dir, "build"), { recursive: true });
  await mkdir(path.join(dir, "scripts"));
  for (const file of await readdir(path.join(ROOT, "scripts"))) {
    if (file.endsWith(".mjs") || file.endsWith(".sh"))
      await cp(path.join(ROOT, "scripts", file), path.join(dir, "scripts", file));
  }
  await run("npm", ["install", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], {
    cwd: dir,
    env: { ...process.env, npm_config_loglevel: "error" },
  });
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
});

describe("npm install --omit=dev", () => {
  it("installs no build tool", async () => {
    const installed = await readdir(path.join(dir, "node_modules"));
    for (const devOnly of ["tsx", "vite", "esbuild", "@fontsource-variable"]) {
      expect(installed).not.toContain(devOnly);
    }
  });

  it("runs user:create, backup, restore and start", async () => {
    const created = await npmRun(
      "user:create",
      ["--email", "ops@example.com", "--password", "Tr0mbone-Cactus-Lune"],
      "data",
    );
    expect(created.stdout).toContain("ops@example.com");
    const archive = path.join(dir, "backup.tar.gz");
    await npmRun("backup", ["--out", archive], "data");
    const restored = await npmRun("restore", [archive], "restored");
    expect(restored.stdout).toMatch(/Restored/);

    // A port the system has just handed out free (a random one could be another test's).
    const port = await freePort();
    server = spawn("npm", ["start"], {
      cwd: dir,
      env: env("restored", { PORT: String(port), HOST: "127.0.0.1" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    // What the server said, to name the reason if it does not start.
    let output = "";
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    // Wait on the server itself: the health check answers once it listens.
    let health: Response | undefined;
    while (!health) {
      if (server.exitCode !== null) {
        throw new Error(`npm start exited with ${server.exitCode}: ${output.slice(-2000)}`);
      }
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
    const signIn = await fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ops@example.com", password: "Tr0mbone-Cactus-Lune" }),
    });
    expect(signIn.status).toBe(200);

    // A SIGTERM to npm stops the server itself (the start script execs node): once npm has
    // exited, nothing listens on the port any more.
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    const after = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => "answered",
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    expect(after).toBe("ECONNREFUSED");
  }, 300_000);
});
