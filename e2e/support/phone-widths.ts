import { expect, type Page } from "@playwright/test";

/** The phone widths every page must fit (CSS pixels): small Android, iPhone SE to Plus sizes. */
export const PHONE_WIDTHS = [320, 360, 375, 390, 414] as const;

/**
 * At each phone width: the document is no wider than the viewport (nothing scrolls sideways), and
 * every visible control of the banner lies inside the viewport.
 */
export async function expectFitsPhones(page: Page, label: string): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const measured = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      const banner = document.querySelector("header");
      const controls = banner
        ? [...banner.querySelectorAll("a, button, summary")]
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.width > 0 && box.height > 0)
            .filter((box) => box.left < -0.5 || box.right > viewport + 0.5)
            .map((box) => `${Math.round(box.left)}..${Math.round(box.right)}`)
        : [];
      return { viewport, scrollWidth: document.documentElement.scrollWidth, controls };
    });
    expect(measured.scrollWidth, `${label} at ${width}px: document width`).toBeLessThanOrEqual(
      measured.viewport,
    );
    expect(measured.controls, `${label} at ${width}px: header controls outside`).toEqual([]);
  }
}
