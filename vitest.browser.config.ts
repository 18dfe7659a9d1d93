import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import type { BrowserCommand } from "vitest/node";
import { chromiumLaunch } from "./testing/browser-settings.ts";
import node from "./vitest.config.ts";

/**
 * The `prefers-reduced-motion` media feature of the page the tests run in, set by Playwright
 * (`page.emulateMedia`), as a visitor's system setting would (decision 037).
 */
const emulateReducedMotion: BrowserCommand<["reduce" | "no-preference"]> = async (
  { page },
  reducedMotion,
) => {
  await page.emulateMedia({ reducedMotion });
};

/**
 * Component tests in a real browser (decision 037): `*.browser.test.tsx` files run in Debian's
 * Chromium through Playwright. The node suites stay in vitest.config.ts.
 */
export default defineConfig({
  resolve: node.resolve,
  test: {
    name: "browser",
    include: ["app/**/*.browser.test.tsx"],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunch }),
      instances: [{ browser: "chromium" }],
      commands: { emulateReducedMotion },
      screenshotFailures: false,
    },
  },
});

declare module "vitest/browser" {
  interface BrowserCommands {
    emulateReducedMotion: (reducedMotion: "reduce" | "no-preference") => Promise<void>;
  }
}
