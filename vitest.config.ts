import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test files that run the app in the test's own process (server/test/support/harness.ts), each on
 * a database and an app of its own and changing nothing of the process's (no environment, no
 * module mocked): they share their worker's modules instead of importing the server's again,
 * which took about as long as their tests on a 2-core machine (decision 189). Every other file
 * (processes spawned, the environment changed, the browser's modules) keeps a fresh module graph.
 */
// Each project's include and exclude are added to the root's (which has no include).
const SHARED_MODULES = ["server/**/*.routes.test.ts", "server/test/security/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
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
    projects: [
      { extends: true, test: { name: "shared-modules", include: SHARED_MODULES, isolate: false } },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["{app,domain,server,scripts,bench,deploy}/**/*.test.{ts,tsx}"],
          exclude: SHARED_MODULES,
        },
      },
    ],
  },
});
