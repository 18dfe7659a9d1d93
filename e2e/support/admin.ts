import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { axeViolations } from "./axe";
import { startServerFromTemplate } from "./template-server";

export { freePort } from "./built-server";

export { expect };
export const ADMIN = E2E_ADMIN;

/** A title no other test (they share one server) will use. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Signs in once per worker through the real token endpoint and reuses its cookies: sign-in is
 * rate limited per address, so tests do not each sign in.
 */
export const test = base.extend<{ signedIn: undefined }, { adminState: string }>({
  adminState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post("/auth/v1/token?grant_type=password", {
        data: { email: ADMIN.email, password: ADMIN.password },
      });
      expect(response.status()).toBe(200);
      const file = path.join(
        mkdtempSync(path.join(os.tmpdir(), "admin-e2e-")),
        `state-${workerInfo.workerIndex}.json`,
      );
      await request.storageState({ path: file });
      await request.dispose();
      await use(file);
    },
    { scope: "worker" },
  ],
  storageState: async ({ adminState }, use) => use(adminState),
  signedIn: undefined,
});

/** The signed-out variant: a fresh browser context without cookies. */
export const anonymousTest = base;

export { openHydrated as open } from "./hydration";

/** The back office's sidebar navigation (its links, not the dashboard's that name a screen too). */
export const sidebar = (page: Page) =>
  page.getByRole("navigation", { name: "Navigation de l'administration" });

/** The sign-in page's message above its form ('Erreur de connexion' and the server's words). */
export function signInAlert(page: Page, title: string) {
  return page.getByRole("alert").filter({ hasText: title });
}

/** Toasts carry a title and a description. */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

/** Axe-core finds no violation. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Picks an option of a Radix select by its label. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * A second built server (local-only variant, empty states, sign-out everywhere), on a copy of a
 * first-started database: what a fresh server holds, without its first start's time.
 */
export const startExtraServer = startServerFromTemplate;

/**
 * The administrator signed in through the token endpoint on `api`'s server: its cookies stay in
 * `api` (for a browser's `storageState`), its Bearer header is returned.
 */
export async function signInApi(api: APIRequestContext) {
  const signIn = await api.post("/auth/v1/token?grant_type=password", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}
