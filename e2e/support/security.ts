import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { ADMIN_PAGES, PUBLIC_PATHS } from "#testing/routes";
import { E2E_ADMIN } from "../../playwright.config";
import { startServerFromTemplate } from "./template-server";

export { ADMIN_PAGES };

export const ADMIN = E2E_ADMIN;

/** Every public screen, plus the 404 page and one page per language. */
export const PUBLIC_PAGES = [
  ...PUBLIC_PATHS,
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
 * A second built server (sign-up open, for a non-admin account) on its own port, on a copy of a
 * first-started database.
 */
export const startServer = startServerFromTemplate;

export type Api = APIRequestContext;
