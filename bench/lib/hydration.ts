import { chromium, devices } from "@playwright/test";
import { chromiumLaunch } from "#testing/browser-settings";
import { loopbackOnly } from "./server";

export interface HydrationFigures {
  url: string;
  fcp_ms: number | null;
  hydrated_ms: number | null;
  /** Hydrated minus first contentful paint: how long the painted page could not run its code. */
  fcp_to_hydrated_ms: number | null;
  error?: string;
}

/**
 * Records when the root marks `<html data-hydrated>`, on the page's own clock. Runs before the
 * document has its `<html>` element: it watches the document itself.
 */
const RECORD_HYDRATED = `new MutationObserver(function(m,o){var h=document.documentElement;if(h&&h.hasAttribute("data-hydrated")){window.__hydratedAt=performance.now();o.disconnect()}}).observe(document,{attributes:true,subtree:true,attributeFilter:["data-hydrated"]})`;

/**
 * First contentful paint and hydration of each URL in a fresh context of Chromium with a phone's
 * emulation (Playwright's Pixel 5: 393 px, touch, mobile user agent) and the CPU slowed 4x, no
 * network throttling (loopback).
 */
export async function measureHydration(urls: string[]): Promise<HydrationFigures[]> {
  const browser = await chromium.launch(chromiumLaunch);
  const results: HydrationFigures[] = [];
  try {
    for (const url of urls) {
      loopbackOnly(url);
      const context = await browser.newContext({ ...devices["Pixel 5"] });
      try {
        const page = await context.newPage();
        await page.addInitScript(RECORD_HYDRATED);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.goto(url);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
        const { fcp, hydrated } = await page.evaluate(() => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
          hydrated: (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? null,
        }));
        const round = (n: number | null) => (n === null ? null : Math.round(n));
        results.push({
          url,
          fcp_ms: round(fcp),
          hydrated_ms: round(hydrated),
          fcp_to_hydrated_ms: fcp !== null && hydrated !== null ? Math.round(hydrated - fcp) : null,
        });
      } catch (error) {
        results.push({
          url,
          fcp_ms: null,
          hydrated_ms: null,
          fcp_to_hydrated_ms: null,
          error: error instanceof Error ? error.message : String(error),
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
