/**
 * The one browser every browser-driven check uses: Debian's Chromium (the machines and CI install
 * it with apt, never a downloaded browser), with the same flags for the end-to-end tests
 * (playwright.config.ts), the component tests (vitest.browser.config.ts) and the bench's
 * hydration and Lighthouse runs.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
