import { expect, test } from "@playwright/test";
import { open } from "./support";

// Decision 053: the first HTML carries its styles, and the JavaScript starts after the first paint.
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

  test("the page's scripts are requested after its first contentful paint, then hydrate it", async ({
    page,
  }) => {
    await open(page, "/?lang=fr");
    const { paint, scripts, templates } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
      templates: document.querySelectorAll("template[data-after-paint]").length,
    }));
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!);
    expect(templates).toBe(0);
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
});
