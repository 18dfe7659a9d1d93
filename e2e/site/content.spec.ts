import { expect, test } from "@playwright/test";
import { adminHeaders, expectNoAxeViolations, open } from "../support/site";

/** Content written in the back office is what visitors read, in their language. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test("a service with an English translation only: English on the English page, French marked as such on the Arabic one", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const title = unique("Gouvernance des données");
  const english = unique("Data governance");
  const created = await request.post("/api/services", {
    headers,
    data: {
      title,
      description: "Des règles claires pour vos données.",
      category: "Données",
      translations: { en: { title: english, description: "Clear rules for your data." } },
    },
  });
  expect(created.status()).toBe(201);

  await open(page, "/services?lang=en");
  const card = page.getByRole("listitem").filter({ hasText: english });
  await expect(card.getByRole("heading", { name: english })).toBeVisible();
  await expect(card.getByText("Clear rules for your data.")).not.toHaveAttribute("lang", "fr");

  await open(page, "/services?lang=ar");
  const heading = page.getByRole("heading", { name: title });
  await expect(heading).toHaveAttribute("lang", "fr");
  await expect(heading).toHaveAttribute("dir", "ltr");
  await expectNoAxeViolations(page, "/services?lang=ar with a French fallback");
  // The seeded services are in Arabic.
  await expect(
    page.getByRole("heading", { name: "الذكاء الاصطناعي وروبوتات المحادثة" }),
  ).not.toHaveAttribute("lang", "fr");
});

test("a draft case study is not on /cases until published, and the public order follows the back office's", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const title = unique("Prévision de la demande");
  const created = await request.post("/api/case_studies", {
    headers,
    data: {
      title,
      description: "Des prévisions fiables.",
      client: "Un distributeur",
      published: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await open(page, "/cases?lang=fr");
  await expect(
    page.getByRole("heading", { name: "Un chatbot multilingue pour une clinique" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  const published = await request.patch(`/api/case_studies/${id}`, {
    headers,
    data: { published: true },
  });
  expect(published.status()).toBe(200);
  await open(page, "/cases?lang=fr");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // Put it first: it leads on /cases and among the home page's three.
  const rows = (await (await request.get("/api/case_studies", { headers })).json()) as {
    id: string;
    position: number;
  }[];
  const others = rows
    .filter((row) => row.id !== id)
    .sort((a, b) => a.position - b.position)
    .map((row) => row.id);
  const ordered = await request.post("/api/case_studies/order", {
    headers,
    data: { ids: [id, ...others] },
  });
  expect(ordered.status()).toBe(204);
  await open(page, "/cases?lang=fr");
  await expect(page.locator("article h2").first()).toHaveText(title);
  await open(page, "/?lang=fr");
  const homeCases = page.locator("#cases article");
  await expect(homeCases).toHaveCount(3);
  await expect(homeCases.first()).toContainText(title);

  await request.delete(`/api/case_studies/${id}`, { headers });
  await open(page, "/cases?lang=fr");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("a draft research project is not on /research until published", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const title = unique("Traduction automatique");
  const created = await request.post("/api/research", {
    headers,
    data: {
      title,
      description: "Des modèles de traduction pour les dialectes.",
      partner: "laboratoire partenaire",
      status: "ongoing",
      start_date: "2026-05-01",
      published: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await open(page, "/research?lang=fr");
  await expect(
    page.getByRole("heading", { name: "Distillation de modèles compacts" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  const published = await request.patch(`/api/research/${id}`, {
    headers,
    data: { published: true },
  });
  expect(published.status()).toBe(200);
  await open(page, "/research?lang=fr");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await expect(card.getByText("En cours", { exact: true })).toHaveClass(/bg-green/);
  await expect(card).toContainText("Partenaire : laboratoire partenaire");
  // The home page's R&D section shows it too.
  await open(page, "/?lang=fr");
  await expect(page.locator("#research").getByRole("heading", { name: title })).toBeVisible();

  await request.delete(`/api/research/${id}`, { headers });
  await open(page, "/research?lang=fr");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("a case study's page: its content, SEO tags, sitemap entry, and 404 for an unknown slug", async ({
  page,
  request,
}) => {
  await open(page, "/cases/chatbot-clinique?lang=en");
  await expect(
    page.getByRole("heading", { level: 1, name: "A multilingual chatbot for a clinic" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "The challenge" })).toBeVisible();
  await expect(page).toHaveTitle(/^A multilingual chatbot for a clinic \| /);
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/cases\/chatbot-clinique\?lang=en$/,
  );
  await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    "href",
    /\/cases\/chatbot-clinique\?lang=ar$/,
  );
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const ld = JSON.parse(
    (await head.locator('script[type="application/ld+json"]').textContent()) ?? "",
  );
  expect(ld).toMatchObject({ "@type": "Article", headline: "A multilingual chatbot for a clinic" });
  await expectNoAxeViolations(page, "/cases/chatbot-clinique?lang=en");

  // The cards lead to it.
  await open(page, "/?lang=fr");
  await page
    .locator("#cases")
    .getByRole("link", { name: /Un chatbot multilingue pour une clinique/ })
    .click();
  await expect(page).toHaveURL(/\/cases\/chatbot-clinique$/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const lang of ["fr", "en", "ar"]) {
    expect(sitemap).toContain(`/cases/chatbot-clinique?lang=${lang}</loc>`);
  }
  const missing = await request.get("/cases/pas-de-cas?lang=fr");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Oups\u202f! Page introuvable");
});

test("a title that tries to leave its place stays text in the page, its tags and its JSON-LD", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const title = `</script><script>window.pwned=1</script> "quotes" <!-- ${Date.now()}`;
  const created = await request.post("/api/case_studies", {
    headers,
    data: { title, description: '"><img src=x onerror=window.pwned=1>', client: "</title>" },
  });
  expect(created.status()).toBe(201);
  const { slug, id } = (await created.json()) as { slug: string; id: string };
  await open(page, `/cases/${slug}?lang=fr`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | ADA Consulting`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    '"><img src=x onerror=window.pwned=1>',
  );
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
  );
  expect(ld.headline).toBe(title);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await request.delete(`/api/case_studies/${id}`, { headers });
});

test("a draft's page is 404 for visitors and a preview marked 'Brouillon' for an administrator", async ({
  browser,
  request,
  baseURL,
}) => {
  const headers = await adminHeaders(request);
  const created = await request.post("/api/case_studies", {
    headers,
    data: { title: unique("Cas en préparation"), description: "d", client: "c", published: false },
  });
  const { slug, id } = (await created.json()) as { slug: string; id: string };
  // A visitor (no cookie; `request` holds the administrator's since its sign-in).
  const visitor = (path: string) => fetch(`${baseURL}${path}`);
  expect((await visitor(`/cases/${slug}`)).status).toBe(404);
  expect(await (await visitor("/sitemap.xml")).text()).not.toContain(`/cases/${slug}?`);

  // The administrator's browser: signed in with the session cookies.
  const admin = await browser.newContext({ baseURL });
  const signIn = await admin.request.post("/auth/v1/token?grant_type=password", {
    data: (await import("../../playwright.config")).E2E_ADMIN,
  });
  expect(signIn.status()).toBe(200);
  const preview = await admin.newPage();
  const response = await preview.goto(`/cases/${slug}?lang=fr`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(preview.getByRole("status")).toHaveText(
    "Brouillon : cette page n'est visible que par les administrateurs.",
  );
  await admin.close();
  // Still 404 for a visitor right after (the preview was not cached).
  expect((await visitor(`/cases/${slug}`)).status).toBe(404);
  await request.delete(`/api/case_studies/${id}`, { headers });
});

test("French texts keep ':', '?', '!' and '« »' with their words, in the site's texts and in content, French only", async ({
  request,
}) => {
  const headers = await adminHeaders(request);
  const title = unique("Un audit : « express » ?");
  const english = unique("An audit: quick ?");
  const created = await request.post("/api/case_studies", {
    headers,
    data: {
      title,
      description: "Voir https://exemple.fr/a?b=1 : à 10:30 !",
      client: "Clinique",
      translations: { en: { title: english } },
    },
  });
  expect(created.status()).toBe(201);
  const { slug, id } = (await created.json()) as { slug: string; id: string };
  const french = await (await request.get(`/cases/${slug}?lang=fr`)).text();
  // A non-breaking space before ':', a narrow one before '?' and '!', one inside '« »'; an address
  // and a time are left as written.
  expect(french).toContain(
    title.replace(" : « express » ?", "\u00a0: «\u00a0express\u00a0»\u202f?"),
  );
  expect(french).toContain("Voir https://exemple.fr/a?b=1\u00a0: à 10:30\u202f!");
  // The site's own texts too.
  expect(await (await request.get("/contact?lang=fr")).text()).toContain("une question\u202f?");
  // English is left as written; its page's French fallback is typeset as French.
  const en = await (await request.get(`/cases/${slug}?lang=en`)).text();
  expect(en).toContain(english);
  expect(en).toContain("Voir https://exemple.fr/a?b=1\u00a0: à 10:30\u202f!");
  await request.delete(`/api/case_studies/${id}`, { headers });
});
