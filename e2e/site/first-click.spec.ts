import { expect, test } from "@playwright/test";
import {
  clickBeforeHydration,
  holdScripts,
  isHydrated,
  waitForHydration,
} from "../support/hold-scripts";

// Every control a visitor sees answers the first click, made the moment it is visible, while the
// page's JavaScript is still on its way.
test.describe("first click before the JavaScript is ready", () => {
  test("the assistant's toggle (a link to the contact page until then) is kept and opens the assistant once the page is ready", async ({
    page,
  }) => {
    await clickBeforeHydration(
      page,
      "/?lang=fr",
      page.getByRole("link", { name: "Poser une question à l'assistant ADA" }),
    );
    await expect(page.getByRole("dialog", { name: "Assistant ADA" })).toBeVisible();
    await expect(page).toHaveURL(/\/\?lang=fr$/);
  });

  test("the theme toggle's click is kept, switches to dark and is saved", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await clickBeforeHydration(
      page,
      "/about?lang=en",
      page.getByRole("button", { name: "Dark theme" }),
    );
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  test("the language menu opens and changes the language without JavaScript", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/services?lang=fr", { waitUntil: "commit" });
    await page.getByRole("banner").locator("summary", { hasText: "Langue : Français" }).click();
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/services\?lang=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await isHydrated(page)).toBe(false);
  });

  test("the mobile menu opens and its links work without JavaScript; it reads open once hydrated", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const release = await holdScripts(page);
    await page.goto("/?lang=ar", { waitUntil: "commit" });
    await page.getByRole("banner").locator("summary", { hasText: "القائمة" }).click();
    const menu = page.getByRole("banner").getByRole("navigation");
    await expect(menu).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "القائمة" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await menu.getByRole("link").nth(1).click();
    await expect(page).not.toHaveURL(/\/(\?lang=ar)?$/);
    await expect(menu).toBeHidden();
  });

  test("the contact form sends on the first click without JavaScript", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/contact?lang=fr", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Envoyez-nous un message" });
    await form.getByLabel("Nom").fill("Visiteur pressé");
    await form.getByLabel("E-mail").fill("presse@example.com");
    await form.getByLabel("Message").fill("Un message envoyé avant que la page soit prête.");
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(
      page.getByText("Message envoyé. Nous vous contacterons dans les plus brefs délais."),
    ).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
  });
});
