import { expect, type Page, test } from "@playwright/test";
import { freePort } from "../support/built-server";
import { LAYOUT_WIDTHS, layoutDefects } from "../support/layout-check";
import { LANGUAGES, open, PUBLIC_PATHS } from "../support/site";
import { startServerFromTemplate } from "../support/template-server";

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

/**
 * Every public screen (each route of the site's layout: the pages, a case study's page and the
 * 404 page) in each language and theme reads right at every width, in its final state once its
 * web fonts have loaded: nothing scrolls sideways, no word is broken across two lines, no text is
 * cut by its box, no control lies outside the viewport. One navigation per page, language and
 * theme; the viewport is resized between widths.
 */
test.describe("every public screen reads right", () => {
  const screens = [...PUBLIC_PATHS, "/cases/chatbot-clinique", "/no-such-page"];
  // On a server of its own, with the first start's content: what other specs leave on the shared
  // server (titles made of one long address, site texts changed) is theirs to check, not this one.
  let server: Awaited<ReturnType<typeof startServerFromTemplate>>;
  test.beforeAll(async () => {
    server = await startServerFromTemplate(await freePort(), { ASSISTANT_RATE_LIMIT: "1000" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** The defects at every width, each line named by its width, language and theme. */
  async function defectsAtEveryWidth(page: Page, label: string, root?: string) {
    const found: string[] = [];
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const defect of await layoutDefects(page, root))
        found.push(`${label} ${width}px: ${defect}`);
    }
    return found;
  }

  for (const path of screens) {
    test(`${path} in three languages, light and dark, from 320 to 1440 px`, async ({
      page,
      context,
    }) => {
      const found: string[] = [];
      for (const theme of ["light", "dark"] as const) {
        await context.addCookies([{ name: "theme", value: theme, url: server.origin }]);
        for (const lang of LANGUAGES) {
          await page.goto(`${server.origin}${path}?lang=${lang}`);
          found.push(...(await defectsAtEveryWidth(page, `${path} ${lang} ${theme}`)));
        }
      }
      expect(found).toEqual([]);
    });
  }

  test("the header reads right in the fallback font too, before the web fonts load", async ({
    page,
  }) => {
    // The web fonts never arrive: the header as it stands while they load.
    await page.route(/\.woff2?$/, (route) => route.abort());
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      await page.goto(`${server.origin}/?lang=${lang}`);
      found.push(...(await defectsAtEveryWidth(page, `/ ${lang}`, "header")));
    }
    expect(found).toEqual([]);
  });

  test("the chat's source cards fit its panel, in three languages, on phones and desktops", async ({
    page,
  }) => {
    // Questions whose answers link pages with long titles and excerpts (case studies, services).
    const questions = {
      fr: "Faites-vous des chatbots pour les cliniques ?",
      en: "Do you build chatbots for clinics?",
      ar: "عندكم خدمة تحليل البيانات؟",
    };
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, `${server.origin}/?lang=${lang}`);
      await page.locator("[data-part=toggle]").click();
      const field = page.getByRole("dialog", { name: "Assistant ADA" }).getByRole("textbox");
      await field.fill(questions[lang]);
      await field.press("Enter");
      await expect(page.locator("#chat-panel [data-part=source]").first()).toBeVisible();
      found.push(...(await defectsAtEveryWidth(page, `chat ${lang}`, "#chat-panel")));
    }
    expect(found).toEqual([]);
  });
});
