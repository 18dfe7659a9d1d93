import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

test("the home page renders and hydrates", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator("h1").first()).toBeVisible();
});
