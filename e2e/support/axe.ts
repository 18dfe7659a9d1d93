import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe-core on the whole page, once what a person reads has stopped moving: sonner fades toasts
 * in and fades out the content of those stacked behind the front one, and a colour measured
 * mid-transition is not the one anybody reads (it made the contrast check flaky). Toasts stacked
 * behind are invisible by design and left out; the front toast is checked like everything else.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every((toast) =>
      toast.getAnimations({ subtree: true }).every((a) => a.playState !== "running"),
    ),
  );
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toast][data-front='false']")
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
