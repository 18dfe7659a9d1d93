import { expect, test } from "@playwright/test";
import { hydrated } from "../support/hydration";
import { expectNoAxeViolations, LANGUAGES, open, PUBLIC_PATHS } from "../support/site";

/**
 * axe-core finds no violation on any public page, in fr, en and ar, light and dark, and the page
 * logs no error. One test per page and language: the page is checked with a light system
 * preference, then reloaded with a dark one (the theme a visitor's system asks for at load), so a
 * test pays for one browser context instead of two and stays short on a slow machine.
 */
for (const language of LANGUAGES) {
  // With a case study's own page (a first-start case).
  for (const path of [...PUBLIC_PATHS, "/cases/chatbot-clinique", "/no-such-page"]) {
    test(`${path} in ${language}, light and dark`, async ({ page }) => {
      // Hydration mismatches and script errors surface as console errors: there must be none.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        // The 404 page's own status is reported by the browser as a failed resource.
        if (/status of 404/.test(message.text())) return;
        errors.push(message.text());
      });
      const html = page.locator("html");
      await page.emulateMedia({ colorScheme: "light" });
      await open(page, `${path}?lang=${language}`);
      await expect(html).not.toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page, `${path} ${language} light`);

      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await hydrated(page);
      await expect(html).toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page, `${path} ${language} dark`);
      expect(errors).toEqual([]);
    });
  }
}

test("the open chat panel, the open menus and a contact form with errors have no violation", async ({
  page,
}) => {
  await open(page, "/?lang=ar");
  await page.getByRole("button", { name: "اطرحوا سؤالًا على المساعد ADA" }).click();
  await expect(page.getByRole("dialog", { name: "Assistant ADA" })).toBeVisible();
  await page.locator("header summary").first().click();
  await page.getByRole("form").getByRole("button", { name: "إرسال" }).click();
  await expect(page.getByText("هذا الحقل إلزامي").first()).toBeVisible();
  await expectNoAxeViolations(page, "home ar, widgets open");
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole("banner").getByRole("button", { name: "القائمة" }).click();
  await expectNoAxeViolations(page, "home ar, mobile menu open");
});
