import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { axeViolations } from "../support/axe";

/** SPEC 2: every public route. */
export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/services",
  "/research",
  "/markets",
  "/cases",
  "/contact",
  "/legal",
  "/privacy",
  "/demos",
] as const;
export const LANGUAGES = ["fr", "en", "ar"] as const;

/** Opens a page and waits until React has hydrated (clicks before it are lost). */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  return response;
}

/** axe-core on the whole page: no violation of any rule (WCAG A/AA and best practices). */
export async function expectNoAxeViolations(page: Page, context = "") {
  expect(await axeViolations(page), `axe violations ${context}`).toEqual([]);
}

/** An administrator's bearer token through the real sign-in endpoint. */
export async function adminHeaders(request: APIRequestContext, baseURL?: string) {
  const response = await request.post(`${baseURL ?? ""}/auth/v1/token?grant_type=password`, {
    data: E2E_ADMIN,
  });
  expect(response.status()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface SiteServer {
  url: string;
  /** Every JSON log line the server printed so far. */
  logs: () => Record<string, unknown>[];
  stop: () => Promise<void>;
}

/**
 * A second copy of the built app on its own port and fresh data directory, for behaviour that
 * depends on configuration (CONTACT_ENDPOINT) or on the server's logs.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ada-site-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["e2e/support/serve.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "info",
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
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site server exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`site server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    logs: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
