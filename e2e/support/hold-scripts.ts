import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Holds every response of the client build's JavaScript (the admin's React Router modules, the
 * public pages' islands script) until `release()` is called: the page paints from its HTML and
 * stays unbound meanwhile, so a click made in between provably comes
 * before the JavaScript is ready (the race a visitor on a slow phone or link meets).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether React has hydrated the page yet (the root marks `<html>` once it has). */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
}

/**
 * Waits until the held scripts, once released, have hydrated the page: on a loaded machine this
 * can take longer than an assertion's default wait.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
}

/**
 * Opens `url` with the scripts held, clicks `control` the moment it is visible, checks the page
 * was not hydrated yet, then lets the scripts through and waits until they have hydrated it.
 */
export async function clickBeforeHydration(
  page: Page,
  url: string,
  control: Locator,
): Promise<void> {
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: "commit" });
  await control.click();
  expect(await isHydrated(page)).toBe(false);
  release();
  await waitForHydration(page);
}
