import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "./browser-settings";
import { SERVER_LOG } from "./e2e/support/secrets";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { email: "admin@example.com", password: "Admin-e2e-Passw0rd!" };

export default defineConfig({
  testDir: "e2e",
  // The run's secrets start empty; at the end, the shared server's log holds none of them.
  globalSetup: "./e2e/support/secrets-reset.ts",
  globalTeardown: "./e2e/support/log-check.ts",
  fullyParallel: false,
  // One worker: on a 2-core machine the server, Chromium and the runner already share the cores,
  // and a second worker made the whole run slower and every wait longer (decision 080).
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // Every wait in a test (expect, actions, navigation) is bounded by the test's own timeout, never
  // by a shorter fixed one: how long hydration or a server's answer takes depends on the machine.
  timeout: 60_000,
  expect: { timeout: 0 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    launchOptions: chromiumLaunch,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } },
  ],
  webServer: {
    command: "node e2e/support/serve.mjs",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Info, as a default install logs: every request and account event, read by the teardown.
      LOG_LEVEL: "info",
      E2E_SERVER_LOG: SERVER_LOG,
      // Many specs send contact messages from 127.0.0.1 to this one server; the limit itself is
      // tested on servers of its own (e2e/security, server/contact).
      CONTACT_RATE_LIMIT: "1000",
    },
  },
});
