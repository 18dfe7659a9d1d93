import { test } from "@playwright/test";
import { expectFitsPhones } from "../support/phone-widths";
import { LANGUAGES, PUBLIC_PATHS } from "./support";

// No public page is wider than a phone's viewport, in any language (LTR and RTL) or theme, and the
// header's controls all stay on screen.
for (const path of PUBLIC_PATHS) {
  test(`${path} fits phones from 320 to 414 px in fr, en, ar, light and dark`, async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      for (const language of LANGUAGES) {
        await page.setViewportSize({ width: 320, height: 740 });
        await page.goto(`${path}?lang=${language}`);
        await expectFitsPhones(page, `${path} ${language} ${colorScheme}`);
      }
    }
  });
}
