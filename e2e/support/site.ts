import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signIn } from "#testing/built-server";
import { E2E_ADMIN } from "../../playwright.config";
import { axeViolations } from "./axe";
import { freePort } from "./built-server";
import { startServerFromTemplate } from "./template-server";

export { LANGUAGES, PUBLIC_PATHS } from "#testing/routes";
export { openHydrated as open } from "./hydration";

/** axe-core on the whole page: no violation of any rule (WCAG A/AA and best practices). */
export async function expectNoAxeViolations(page: Page, context = "") {
  expect(await axeViolations(page), `axe violations ${context}`).toEqual([]);
}

/**
 * An administrator's bearer token through the real sign-in endpoint, on the shared server unless
 * `baseURL` names another. (The request context is not needed: the sign-in is the shared helper's.)
 */
export async function adminHeaders(
  _request: APIRequestContext,
  baseURL = test.info().project.use.baseURL ?? "",
) {
  const { authorization } = await signIn(baseURL, E2E_ADMIN);
  return { Authorization: authorization };
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
export async function startSiteServer(
  env: Record<string, string> = {},
  /**
   * How the app is started: on a copy of a first-started database unless told otherwise
   * (`startBuiltServer` for a first start of its own).
   */
  start = startServerFromTemplate,
): Promise<SiteServer> {
  const server = await start(await freePort(), { LOG_LEVEL: "info", ...env });
  return { url: server.origin, logs: server.logs, stop: server.stop };
}
