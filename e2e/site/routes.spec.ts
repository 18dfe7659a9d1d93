import { expect, test } from "@playwright/test";
import { LANGUAGES, open, PUBLIC_PATHS } from "../support/site";

test.describe("public routes", () => {
  test("every public route answers 200 in each language, with lang and dir on <html>", async ({
    request,
  }) => {
    for (const path of PUBLIC_PATHS) {
      for (const language of LANGUAGES) {
        const response = await request.get(`${path}?lang=${language}`);
        expect(response.status(), `${path} ${language}`).toBe(200);
        const html = await response.text();
        const dir = language === "ar" ? "rtl" : "ltr";
        expect(html, `${path} ${language}`).toContain(`<html lang="${language}" dir="${dir}"`);
        expect(html).toMatch(/<h1[\s>]/);
      }
    }
  });

  test("the home page is one page of sections with its calls to action", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "Accept-Language": "en" });
    await open(page, "/?lang=en");
    await expect(
      page.getByRole("heading", { level: 1, name: "Custom, secure and accessible AI" }),
    ).toBeVisible();
    for (const name of [
      "Our services",
      "About us",
      "Our markets",
      "Research and development",
      "Case studies",
      // The testimonials' section shows only once one is published (fresh-install.spec.ts).
      "Contact us",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Request a demo" })).toHaveAttribute(
      "href",
      "/demos",
    );
    await expect(main.getByRole("link", { name: "Discover our services" }).first()).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: "View all our case studies" })).toHaveAttribute(
      "href",
      "/cases",
    );
    // "Read case study" leads to the case's own page; /cases keeps an anchor per case.
    await main.getByRole("link", { name: /Read case study.*ESG/ }).click();
    await expect(page).toHaveURL(/\/cases\/dashboard-esg$/);
    await open(page, "/cases#dashboard-esg");
    await expect(page.locator("#dashboard-esg")).toBeInViewport();
    await expect(page.locator("#chatbot-clinique")).toContainText("Health");
    await expect(page.locator("#chatbot-clinique")).toContainText("Gulf");
    await expect(page.locator("#startup-saas")).toContainText("Tech");
    await expect(page.locator("#startup-saas")).toContainText("Europe");
  });

  test("services, markets, research and about show the product's content", async ({ page }) => {
    await open(page, "/services?lang=fr");
    await expect(page.getByRole("heading", { level: 1, name: "Nos services" })).toBeVisible();
    // The six services of a fresh install (other tests may have added some to this server).
    for (const name of [
      "IA et chatbots",
      "Ingénierie des données",
      "Développement web et applications",
      "Modernisation et sécurité IT",
      "Conseil stratégique",
      "Formation",
    ]) {
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText("garantie d'un an").first()).toBeVisible();

    await open(page, "/markets?lang=en");
    for (const country of ["France", "Germany", "Benelux", "Spain", "Italy"]) {
      await expect(page.getByRole("main").getByText(country, { exact: true })).toBeVisible();
    }
    for (const country of ["Saudi Arabia", "United Arab Emirates", "Qatar", "Kuwait", "Bahrain"]) {
      await expect(page.getByRole("main").getByText(country, { exact: true })).toBeVisible();
    }
    for (const sector of ["Finance", "Health", "Education", "E-commerce", "Public sector"]) {
      await expect(page.getByRole("main").getByText(sector, { exact: true })).toBeVisible();
    }

    // Public research statuses En cours (green) and Planifié (blue).
    await open(page, "/research?lang=fr");
    await expect(
      page.getByRole("heading", { level: 1, name: "Recherche et développement" }),
    ).toBeVisible();
    // The two projects of a fresh install (other tests may have added some to this server).
    const distillation = page
      .getByRole("listitem")
      .filter({ hasText: "Distillation de modèles compacts" });
    const fakeNews = page
      .getByRole("listitem")
      .filter({ hasText: "Détection de fausses informations en arabe" });
    await expect(distillation.getByText("En cours", { exact: true })).toHaveClass(/bg-green/);
    await expect(fakeNews.getByText("Planifié", { exact: true })).toHaveClass(/bg-blue/);
    await expect(distillation).toContainText(
      "Partenaire : laboratoire d'informatique d'une université lyonnaise",
    );
    await expect(fakeNews).toContainText("Partenaire : université partenaire dans le Golfe");

    await open(page, "/about?lang=en");
    for (const value of ["Innovation", "Ethics", "Inclusion", "Our mission", "Our guarantee"]) {
      await expect(page.getByRole("heading", { name: value })).toBeVisible();
    }
    await expect(page.getByText("CEO", { exact: true })).toBeVisible();
    await expect(page.getByText("CTO", { exact: true })).toBeVisible();
    // Founders' names come from configuration (defaults of server/spine/config.server.ts).
    await expect(page.getByRole("heading", { name: "Amina Benali" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thomas Laurent" })).toBeVisible();
  });

  test("contact, legal and privacy pages", async ({ page }) => {
    await open(page, "/contact?lang=fr");
    const main = page.getByRole("main");
    await expect(main.getByText("Lyon, France")).toBeVisible();
    await expect(main.getByText("Du lundi au vendredi : 9h-18h")).toBeVisible();
    await expect(main.getByText("Week-end : fermé")).toBeVisible();
    await expect(main.getByRole("link", { name: "contact@example.com" })).toBeVisible();
    await expect(main.getByRole("textbox", { name: "Nom" })).toBeVisible();

    await open(page, "/legal?lang=fr");
    await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
    await open(page, "/privacy?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(page.getByText("kept for 3 years")).toBeVisible();
  });

  test("an unknown path answers 404 with 'Oops! Page not found' and a link home", async ({
    page,
  }) => {
    const response = await open(page, "/no-such-page?lang=en");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);

    const fr = await page.request.get("/encore/perdu?lang=fr");
    expect(fr.status()).toBe(404);
    expect(await fr.text()).toContain("Oups\u202f! Page introuvable");
    const ar = await page.request.get("/x?lang=ar");
    expect(ar.status()).toBe(404);
    expect(await ar.text()).toContain("عذرًا! الصفحة غير موجودة");
  });
});
