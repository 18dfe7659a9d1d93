import { defineConfig, devices } from "@playwright/test";
import { serverLog } from "./e2e/support/secrets";
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
  // The run's secrets start empty; at the end, the shared servers' logs hold none of them. The
  // extra servers' database is made once for the run.
  globalSetup: ["./e2e/support/secrets-reset.ts", "./e2e/support/template-server.ts"],
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
  webServer: LANES.map(({ port }) => ({
    command: "node e2e/support/serve.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Info, as a default install logs: every request and account event, read by the teardown.
      LOG_LEVEL: "info",
      E2E_SERVER_LOG: serverLog(port),
      // Many specs send contact messages from 127.0.0.1 to this one server; the limit itself is
      // tested on servers of its own (e2e/security, server/contact).
      CONTACT_RATE_LIMIT: "1000",
    },
  })),
});
