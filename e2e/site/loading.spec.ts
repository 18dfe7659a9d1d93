import { expect, test } from "@playwright/test";
import { open } from "../support/site";

// The first HTML carries its styles (decision 053); its module script loads with it (decision 055).
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

  test("the page's module script is in the HTML as sent, then hydrates it", async ({ page }) => {
    const response = await open(page, "/?lang=fr");
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<script[^>]* type="module"/);
    expect(html).not.toContain("data-after-paint");
    // Hydrated: a client-side control works (the chat panel opens).
    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
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

  test("the texts come as the page's language's module, preloaded, never inside the HTML", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const response = await open(page, "/about?lang=ar");
    const html = (await response?.text()) ?? "";
    // The Arabic catalog's chunk is preloaded with the HTML; no other language's is fetched.
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/ar-[\w-]+\.js"/);
    expect(scripts.filter((src) => /\/(fr|en|ar)-[\w-]+\.js$/.test(src))).toEqual([
      expect.stringMatching(/\/ar-/),
    ]);
    // The hydration data carries no catalog (its keys would be there), yet the page shows its texts.
    expect(html).not.toContain("site.skipToContent");
    expect(html).not.toContain("meta.home.description");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "الانتقال إلى المحتوى الرئيسي" })).toBeAttached();
  });
});
