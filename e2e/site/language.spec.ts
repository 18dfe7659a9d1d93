import { expect, test } from "@playwright/test";
import { open } from "../support/site";

test.describe("language", () => {
  test("the server answers in the browser's language: Arabic right to left, French, else English", async ({
    request,
  }) => {
    const ar = await request.get("/", {
      headers: { "Accept-Language": "ar-SA,ar;q=0.9,en;q=0.5" },
    });
    const arHtml = await ar.text();
    expect(arHtml).toContain('<html lang="ar" dir="rtl"');
    expect(arHtml).toContain("ذكاء اصطناعي مصمم حسب الطلب، آمن ومتاح للجميع");
    const fr = await request.get("/services", { headers: { "Accept-Language": "fr-CA,fr;q=0.9" } });
    expect(await fr.text()).toContain('<html lang="fr" dir="ltr"');
    const de = await request.get("/", { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    expect(await de.text()).toContain('<html lang="en" dir="ltr"');
    // A saved choice (cookie) wins over the browser's language.
    const saved = await request.get("/", {
      headers: { "Accept-Language": "ar", Cookie: "language=fr" },
    });
    expect(await saved.text()).toContain('<html lang="fr" dir="ltr"');
  });

  test("?lang= selects the language, saves it in the cookie and in localStorage", async ({
    page,
    context,
  }) => {
    const response = await open(page, "/about?lang=ar");
    expect(await response?.headerValue("set-cookie")).toContain("language=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "من نحن" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ar");
    expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("ar");
    // The next visit without ?lang= keeps Arabic.
    await open(page, "/services");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });

  test("the language dropdown switches language and direction, with flags, and is saved", async ({
    page,
    context,
  }) => {
    await page.setExtraHTTPHeaders({ "Accept-Language": "en-GB" });
    await open(page, "/markets");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.locator("header summary", { hasText: "Language: English" }).click();
    const arabic = page.getByRole("banner").getByRole("link", { name: "العربية" });
    await expect(arabic.locator("svg")).toHaveCount(1);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Français" }).locator("svg"),
    ).toHaveCount(1);
    await arabic.click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "أسواقنا" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ar");
    expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("ar");
    // Back to French by keyboard.
    const summary = page.locator("header summary", { hasText: "اللغة: العربية" });
    await summary.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("banner").getByRole("link", { name: "Français" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1, name: "Nos marchés" })).toBeVisible();
  });

  test("the dropdown keeps the section the visitor was at (the address's fragment)", async ({
    page,
  }) => {
    await open(page, "/?lang=fr#contact");
    await page.locator("header summary", { hasText: "Langue : Français" }).click();
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/\?lang=en#contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a choice kept in localStorage wins over the browser language when the cookie is gone", async ({
    page,
    context,
  }) => {
    await page.setExtraHTTPHeaders({ "Accept-Language": "en" });
    await open(page, "/?lang=fr");
    await context.clearCookies();
    await open(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "L'IA sur mesure, sécurisée et accessible",
    );
  });
});
