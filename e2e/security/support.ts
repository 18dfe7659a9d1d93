import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

export const ADMIN = E2E_ADMIN;

/** Every admin screen (app/routes.ts, prefix "admin", inside the guarded layout). */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/services",
  "/admin/cases",
  "/admin/research",
  "/admin/markets",
  "/admin/demos",
  "/admin/messages",
];

/** Every public screen (SPEC 2), plus the 404 page and one page per language. */
export const PUBLIC_PAGES = [
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
  "/no-such-page",
  "/?lang=en",
  "/?lang=ar",
  "/admin/login",
];

/** Signs in through the real token endpoint; the context then carries the session cookies. */
export async function signedInContext(
  baseURL: string,
  email = ADMIN.email,
  password = ADMIN.password,
) {
  const context = await playwrightRequest.newContext({ baseURL });
  const res = await context.post("/auth/v1/token?grant_type=password", {
    data: { email, password },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { access_token: string };
  return { context, accessToken: body.access_token };
}

/** The nonce of a response's CSP script-src, or null. */
export function cspNonce(csp: string | undefined | null): string | null {
  return csp?.match(/script-src[^;]*'nonce-([^']+)'/)?.[1] ?? null;
}

/** Every `<script …>` opening tag that a browser would run (not JSON data blocks). */
export function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/type=["']?application\/(ld\+)?json/i.test(tag));
}

/**
 * A second built server with its own DATA_DIR and environment (sign-up open, for a non-admin
 * account), on its own port. Same build as the Playwright server (BUILD_DIR).
 */
export async function startServer(port: number, env: Record<string, string>) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sec-e2e-data-"));
  const child: ChildProcess = spawn(process.execPath, ["e2e/support/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Api = APIRequestContext;
