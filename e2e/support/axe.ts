import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe-core on the whole page, once what a person reads has stopped moving: sonner fades toasts
 * in and fades out the content of those stacked behind the front one, and a colour measured
 * mid-transition is not the one anybody reads (it made the contrast check flaky). Toasts stacked
 * behind are invisible by design and left out; the front toast is checked like everything else.
 *
 * Legacy mode runs axe in the page in one call. The default mode analyses each frame apart and
 * then opens a blank page to merge the frames' results: an extra page per analysis, which doubled
 * the sweep's time on a 2-core machine. The pages have no frames, so nothing goes unchecked
 * (the sweep's test fails if one ever appears).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every((toast) =>
      toast.getAnimations({ subtree: true }).every((a) => a.playState !== "running"),
    ),
  );
  expect(await page.locator("iframe, frame").count(), "a frame axe's legacy mode would skip").toBe(
    0,
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .exclude("[data-sonner-toast][data-front='false']")
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
