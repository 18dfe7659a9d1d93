import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page's JavaScript is ready (`html[data-hydrated]`: React hydrated an admin page,
 * the islands script bound a public one), for as long as the test's own timeout allows: how long
 * the scripts take depends on the machine. Tests about something else than the first click use it
 * before they click; tests of the first click do not.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 0 });
}

/** Opens a page and waits until it has hydrated. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}
