import { expect, test } from "@playwright/test";

test("the home page renders and hydrates", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.locator("h1").first()).toBeVisible();
});
