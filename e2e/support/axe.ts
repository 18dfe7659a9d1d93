import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe-core on the whole page, once what a person reads has stopped moving: sonner fades toasts
 * in and fades out the content of those stacked behind the front one, and a colour measured
 * mid-transition is not the one anybody reads (it made the contrast check flaky). Toasts stacked
 * behind are invisible by design and left out; the front toast is checked like everything else.
 *
 * Legacy mode runs axe in the page in one call. The default mode analyses each frame apart and
 * then opens a blank page to merge the frames' results: an extra page per analysis, which doubled
 * the sweep's time on a 2-core machine. So only a page with a frame (the back office's preview,
 * which frames a public page) pays for it, and its frame is checked with it (but for the
 * uniqueness of landmarks, which axe counts across the frame's border).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every((toast) =>
      toast.getAnimations({ subtree: true }).every((a) => a.playState !== "running"),
    ),
  );
  const framed = (await page.locator("iframe, frame").count()) > 0;
  const builder = new AxeBuilder({ page }).setLegacyMode(!framed);
  // A framed page is a document of its own: its banner and main are not the framing screen's
  // second ones, but axe's uniqueness check counts landmarks across the frame's border.
  if (framed) builder.disableRules(["landmark-unique"]);
  const results = await builder.exclude("[data-sonner-toast][data-front='false']").analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
