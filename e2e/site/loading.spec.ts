import { expect, test } from "@playwright/test";
import { moduleScriptsOf } from "../support/html";
import { open } from "../support/site";

// The first HTML carries its styles; its one module script, the islands script,
// loads with it (decisions 055, 086).
test.describe("page loading", () => {
  test("the styles come inline with the HTML: no stylesheet request", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await open(page, "/services?lang=en");
    expect(stylesheets).toEqual([]);
    // Styled: the sticky header and the page's own face.
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
      "Inter Variable",
    );
  });

  test("the page's one module script is in the HTML as sent, then binds its controls", async ({
    page,
  }) => {
    const response = await open(page, "/?lang=fr");
    const html = (await response?.text()) ?? "";
    const scripts = moduleScriptsOf(html);
    expect(scripts).toEqual([expect.stringMatching(/src="\/assets\/islands-[\w-]+\.js"/)]);
    expect(html).not.toContain("data-after-paint");
    // Bound: a scripted control works (the chat panel opens).
    await page.getByRole("button", { name: "Poser une question à l'assistant ADA" }).click();
    await expect(page.getByRole("dialog", { name: "Assistant ADA" })).toBeVisible();
  });

  test("French and English pages do not download the Arabic face", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await open(page, "/?lang=en");
    await page.waitForLoadState("networkidle");
    expect(fonts.some((font) => font.includes("noto-sans-arabic"))).toBe(false);
    expect(fonts.some((font) => font.includes("inter"))).toBe(true);
  });

  test("public pages load no React, no router data and no catalog; their texts are in the HTML", async ({
    page,
  }) => {
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    for (const url of ["/about?lang=ar", "/contact?lang=en", "/no-such-page?lang=fr"]) {
      scripts.length = 0;
      const response = await open(page, url);
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("__reactRouter");
      expect(html).not.toContain("site.skipToContent");
      expect(scripts, url).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The unknown page's own 404 status is the one console message allowed.
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  });
});
