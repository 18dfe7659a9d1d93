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
