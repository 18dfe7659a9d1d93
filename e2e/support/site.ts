import { createServer } from "node:net";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { axeViolations } from "./axe";
import { startBuiltServer } from "./built-server";

export { openHydrated as open } from "./hydration";
export { LANGUAGES, PUBLIC_PATHS } from "./routes";

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
 * A second copy of the built app on its own port, for behaviour that depends on configuration
 * (CONTACT_ENDPOINT) or on the server's logs.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const server = await startBuiltServer(await freePort(), { LOG_LEVEL: "info", ...env });
  return { url: server.origin, logs: server.logs, stop: server.stop };
}
