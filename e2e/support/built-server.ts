import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/** How long a built server may take to answer its health check (a cold start creates its database). */
const START_BOUND_MS = 120_000;

export interface BuiltServer {
  origin: string;
  /** Every JSON log line the server printed so far. */
  logs(): Record<string, unknown>[];
  /** SIGTERM, wait for the exit, remove its DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * Another copy of the built app (the Playwright server's BUILD_DIR) on its own port with a fresh
 * DATA_DIR and the E2E administrator, for behaviour that depends on configuration (sign-up open,
 * CONTACT_ENDPOINT, the local-only admin variant) or that must not touch the shared server
 * (sign-out everywhere, empty states).
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  // The start's own bound is added to the calling test's (or hook's) timeout, so a slow start on
  // a busy machine is not mistaken for a failure of the test around it.
  const info = test.info();
  info.setTimeout(info.timeout + START_BOUND_MS);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ada-e2e-extra-"));
  const child: ChildProcess = spawn(process.execPath, ["e2e/support/serve.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + START_BOUND_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${output}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    logs: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
