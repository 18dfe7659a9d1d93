import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "./testing/browser-settings";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { email: "admin@example.com", password: "Admin-e2e-Passw0rd!" };

/**
 * The suite runs in lanes, one worker each, at the same time: each lane has a shared server and
 * data of its own (ports E2E_PORT, E2E_PORT + 1), so a spec sees the leftovers of the specs
 * before it in its lane, never a half-done step of a spec running beside it. The back office's
 * specs are one lane, every other spec (public site, security, smoke) the other (decision 165).
 */
export const LANES = [
  { name: "admin", port: PORT, testMatch: /e2e\/admin\// },
  { name: "site", port: PORT + 1, testIgnore: /e2e\/admin\// },
];

/**
 * Specs whose every test runs on servers of their own: out of the lanes, taken by whichever
 * worker is free once its lane is done. They have no shared server (no baseURL): a test of
 * theirs that reached for one would fail at once.
 */
const OWN_SERVERS =
  /e2e\/admin\/(account|invitation|layout-check|lists|local|roles|team-flow)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  // The run's secrets start empty; the lanes' shared servers and the extra servers' database are
  // started together, once for the run (e2e/support/servers.ts); at the end, once the shared
  // servers have stopped, their logs hold none of the secrets.
  globalSetup: ["./e2e/support/secrets-reset.ts", "./e2e/support/servers.ts"],
  globalTeardown: "./e2e/support/log-check.ts",
  fullyParallel: false,
  workers: LANES.length,
  forbidOnly: true,
  retries: 0,
  // Every wait in a test (expect, actions, navigation) is bounded by the test's own timeout, never
  // by a shorter fixed one: how long hydration or a server's answer takes depends on the machine.
  timeout: 60_000,
  expect: { timeout: 0 },
  reporter: [["list"]],
  use: {
    headless: true,
    launchOptions: chromiumLaunch,
    trace: "retain-on-failure",
  },
  projects: [
    ...LANES.map(({ name, port, testMatch, testIgnore }) => ({
      name,
      testMatch,
      testIgnore: [OWN_SERVERS, ...(testIgnore ? [testIgnore] : [])],
      workers: 1,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunch,
        baseURL: `http://127.0.0.1:${port}`,
      },
    })),
    {
      name: "own-servers",
      testMatch: OWN_SERVERS,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
    },
  ],
});
