import { ADMIN_PAGES } from "../security/support";
import { expectFitsPhones } from "../support/phone-widths";
import { anonymousTest, test } from "./fixtures";

// No admin screen is wider than a phone's viewport, and its header's controls stay on screen.

for (const screen of ADMIN_PAGES) {
  test(`${screen} fits phones from 320 to 414 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(screen);
    await expectFitsPhones(page, screen);
  });
}

anonymousTest("the login screen fits phones from 320 to 414 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/admin/login");
  await expectFitsPhones(page, "/admin/login");
});
