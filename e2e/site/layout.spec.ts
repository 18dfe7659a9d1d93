import { expect, test } from "@playwright/test";
import { open } from "../support/site";

const NAV_EN = ["Home", "About", "Services", "R&D", "Markets", "Case studies", "Contact"];
const NAV_HREFS = ["/", "/about", "/services", "/research", "/markets", "/cases", "/contact"];

test.describe("shared public layout", () => {
  test("the sticky header has the brand, the navigation, language, theme and Request Demo", async ({
    page,
  }) => {
    await open(page, "/about?lang=en");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "sticky");
    await expect(header.getByRole("link", { name: "ADA Consulting, home" })).toHaveAttribute(
      "href",
      "/",
    );
    const nav = header.getByRole("navigation", { name: "Main navigation" });
    for (const [index, name] of NAV_EN.entries()) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        NAV_HREFS[index]!,
      );
    }
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(header.getByRole("button", { name: "Dark theme" })).toBeVisible();
    await header.getByRole("link", { name: "Request Demo" }).click();
    await expect(page).toHaveURL(/\/demos$/);
    await expect(page.getByRole("heading", { level: 1, name: "Demonstrations" })).toBeVisible();
    // Scrolled down, the header stays at the top of the viewport.
    await open(page, "/?lang=en");
    await page.mouse.wheel(0, 3000);
    await expect(header).toBeInViewport();
  });

  test("'Request Demo' is translated, in French and Arabic", async ({ page }) => {
    await open(page, "/?lang=fr");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Demander une démo" }),
    ).toBeVisible();
    await open(page, "/?lang=ar");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "اطلب عرضًا توضيحيًا" }),
    ).toBeVisible();
  });

  test("the footer: blurb, LinkedIn, navigation, services, address, contact, year, legal links", async ({
    page,
  }) => {
    await open(page, "/?lang=en");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByText("Artificial intelligence and data-science consultancy"),
    ).toBeVisible();
    const linkedin = footer.getByRole("link", { name: "ADA Consulting on LinkedIn" });
    await expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/");
    await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    const nav = footer.getByRole("navigation", { name: "Navigation" });
    for (const name of NAV_EN)
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of [
      "AI and chatbots",
      "Data engineering",
      "Web and app development",
      "IT modernisation and security",
      "Strategic consulting",
      "Training",
    ]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    await expect(footer.getByText("Lyon, France")).toBeVisible();
    await expect(footer.getByRole("link", { name: "contact@example.com" })).toHaveAttribute(
      "href",
      "mailto:contact@example.com",
    );
    await expect(footer.getByRole("link", { name: "+33 4 00 00 00 00" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ADA Consulting`);
    await footer.getByRole("link", { name: "Legal notice" }).click();
    await expect(page).toHaveURL(/\/legal$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("the mobile menu shows the same items and closes on selection", async ({ page }) => {
      await open(page, "/?lang=en");
      const header = page.getByRole("banner");
      const toggle = header.getByRole("button", { name: "Menu" });
      // The desktop navigation is hidden on a phone.
      await expect(header.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const menu = header.getByRole("navigation", { name: "Main navigation" });
      for (const name of NAV_EN)
        await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Request Demo" })).toBeVisible();
      await menu.getByRole("link", { name: "Markets" }).click();
      await expect(page).toHaveURL(/\/markets$/);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("the mobile menu works with the keyboard and closes on Escape", async ({ page }) => {
      await open(page, "/?lang=fr");
      const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      const menu = page
        .getByRole("banner")
        .getByRole("navigation", { name: "Navigation principale" });
      await expect(menu.getByRole("link", { name: "Accueil" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/about$/);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("nothing overflows the phone's width", async ({ page }) => {
      for (const path of ["/?lang=fr", "/?lang=ar", "/contact?lang=en", "/cases?lang=ar"]) {
        await open(page, path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
});
