import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["{app,domain,server,scripts,bench,deploy}/**/*.test.{ts,tsx}"],
    // Component tests in Chromium have their own config (vitest.browser.config.ts, decision 037).
    exclude: [...configDefaults.exclude, "**/*.browser.test.tsx"],
    globalSetup: ["server/test/support/global-setup.ts"],
    setupFiles: ["server/test/support/setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    // Generous bounds: these tests start servers, hash passwords and open databases, whose
    // duration depends on the machine and its load; a test waits on what it observes.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
