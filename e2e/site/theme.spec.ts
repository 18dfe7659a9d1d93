import { expect, test } from "@playwright/test";
import { open } from "../support/site";

test.describe("theme", () => {
  test.describe("with a dark system preference", () => {
    test.use({ colorScheme: "dark" });

    test("starts dark before any script of the app runs, without a saved choice", async ({
      page,
    }) => {
      // JavaScript of the app blocked: only the inline boot script in <head> can set the class.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto("/?lang=en");
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    });
  });

  test("starts light with a light system preference, toggles, and is saved", async ({
    page,
    context,
  }) => {
    await open(page, "/?lang=en");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    const lightBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      lightBackground,
    );
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect((await context.cookies()).find((c) => c.name === "theme")?.value).toBe("dark");

    // The server renders the saved theme in the first byte.
    const response = await page.request.get("/services");
    expect(await response.text()).toMatch(/<html[^>]*class="dark"/);
    await open(page, "/services");
    await expect(html).toHaveClass(/\bdark\b/);

    await page.getByRole("banner").getByRole("button", { name: "Dark theme" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    expect((await context.cookies()).find((c) => c.name === "theme")?.value).toBe("light");
  });

  test("a theme saved in localStorage is applied before paint even without its cookie", async ({
    page,
    context,
  }) => {
    await open(page, "/?lang=en");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await context.clearCookies();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/about?lang=en");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});
