import { expect, type Page, test } from "@playwright/test";
import { expectFitsPhones } from "../support/phone-widths";
import {
  adminHeaders,
  expectNoAxeViolations,
  type SiteServer,
  startSiteServer,
} from "../support/site";

/**
 * /cases twelve case studies a page, on a server of its own holding thirty more than its first
 * start's (the shared server's other specs count on theirs): numbered links, each page its own
 * canonical URL and title, 404 for a page the list does not have, mirrored in Arabic, phones and
 * axe, and the sitemap naming every page.
 */
let site: SiteServer;
let total: number;
const CREATED = 30;

test.beforeAll(async ({ request }) => {
  site = await startSiteServer();
  const headers = await adminHeaders(request, site.url);
  for (let i = 1; i <= CREATED; i++) {
    const number = String(i).padStart(2, "0");
    const created = await request.post(`${site.url}/api/case_studies`, {
      headers,
      data: {
        title: `Étude paginée ${number}`,
        description: `Une étude de cas parmi d'autres, la numéro ${number}.`,
        client: `Client ${number}`,
        published: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const published = await request.get(`${site.url}/api/case_studies`);
  total = ((await published.json()) as unknown[]).length;
  // Three pages: 30 made here and the first start's few.
  expect(Math.ceil(total / 12)).toBe(3);
});

test.afterAll(async () => {
  await site?.stop();
});

const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const caseTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

test("/cases shows twelve case studies a page with links to the others, each page its own URL and title", async ({
  page,
}) => {
  await page.goto(`${site.url}/cases?lang=fr`);
  await expect(page.getByRole("heading", { level: 1, name: "Études de cas" })).toBeVisible();
  await expect(caseTitles(page)).toHaveCount(12);
  const nav = pagination(page);
  await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "href",
    "/cases?page=2",
  );
  await expect(nav.getByRole("link", { name: "Page 3", exact: true })).toHaveAttribute(
    "href",
    "/cases?page=3",
  );
  await expect(nav.getByRole("link", { name: "Page précédente" })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Études de cas \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${site.url}/cases?lang=fr`,
  );
  const first = await caseTitles(page).allTextContents();

  await nav.getByRole("link", { name: "Page suivante" }).click();
  await expect(page).toHaveURL(`${site.url}/cases?page=2`);
  await expect(page).toHaveTitle(/^Page 2 – Études de cas \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${site.url}/cases?page=2&lang=fr`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    `${site.url}/cases?page=2&lang=en`,
  );
  await expect(caseTitles(page)).toHaveCount(12);
  await expect(pagination(page).getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const second = await caseTitles(page).allTextContents();

  await pagination(page).getByRole("link", { name: "Page 3", exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/cases?page=3`);
  await expect(caseTitles(page)).toHaveCount(total - 24);
  await expect(pagination(page).getByRole("link", { name: "Page suivante" })).toHaveCount(0);
  const third = await caseTitles(page).allTextContents();
  // Every published case study once, on one of the pages.
  expect(new Set([...first, ...second, ...third]).size).toBe(total);

  // The home page still shows the first three, as cards.
  await page.goto(`${site.url}/?lang=fr`);
  const cards = page.locator("#cases").getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole("heading")).toHaveText(first.slice(0, 3));
});

test("a page the list does not have is the site's 404 page; ?page=1 is answered at the bare path", async ({
  request,
}) => {
  for (const query of ["?page=4", "?page=0", "?page=abc", "?page=", "?page=02", "?page=2&page=3"]) {
    const response = await request.get(`${site.url}/cases${query}&lang=fr`);
    expect(response.status(), query).toBe(404);
    expect(await response.text()).toContain("Oups\u202f! Page introuvable");
  }
  const first = await request.get(`${site.url}/cases?page=1&lang=fr`, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe("/cases?lang=fr");
  // The other lists are paged alike: the first start's few research projects and demos fit one.
  for (const path of ["/research?page=2", "/demos?page=2", "/research?page=x"]) {
    expect((await request.get(`${site.url}${path}`)).status(), path).toBe(404);
  }
  expect((await request.get(`${site.url}/demos`)).status()).toBe(200);
});

test("in Arabic the page links run right to left, and every page fits phones and passes axe", async ({
  page,
}) => {
  await page.goto(`${site.url}/cases?page=2&lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle(/^الصفحة 2 – /);
  const nav = page.getByRole("navigation", { name: "ترقيم الصفحات" });
  const box = async (name: string) => {
    const found = await nav.getByRole("link", { name, exact: true }).boundingBox();
    expect(found, name).not.toBeNull();
    return found!;
  };
  const [previous, one, two, three, next] = [
    await box("الصفحة السابقة"),
    await box("الصفحة 1"),
    await box("الصفحة 2"),
    await box("الصفحة 3"),
    await box("الصفحة التالية"),
  ];
  expect(previous.x).toBeGreaterThan(one.x);
  expect(one.x).toBeGreaterThan(two.x);
  expect(two.x).toBeGreaterThan(three.x);
  expect(three.x).toBeGreaterThan(next.x);
  await expectNoAxeViolations(page, "/cases?page=2 ar");
  await expectFitsPhones(page, "/cases?page=2 ar");
  // A phone's row: previous, the numbers and next on one line.
  await page.setViewportSize({ width: 320, height: 740 });
  const tops = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(tops).toHaveLength(5);
  expect(new Set(tops).size).toBe(1);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/cases?page=2&lang=fr`);
  await expectNoAxeViolations(page, "/cases?page=2 fr");
  await expectFitsPhones(page, "/cases?page=2 fr");
});

test("the sitemap lists every page of /cases and every case study's page", async ({ request }) => {
  const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
  for (const lang of ["fr", "en", "ar"]) {
    expect(sitemap).toContain(`<loc>${site.url}/cases?lang=${lang}</loc>`);
    expect(sitemap).toContain(`<loc>${site.url}/cases?page=2&amp;lang=${lang}</loc>`);
    expect(sitemap).toContain(`<loc>${site.url}/cases?page=3&amp;lang=${lang}</loc>`);
    expect(sitemap).not.toContain(`/cases?page=4&amp;`);
  }
  for (let i = 1; i <= CREATED; i++) {
    expect(sitemap).toContain(`/cases/etude-paginee-${String(i).padStart(2, "0")}?lang=fr</loc>`);
  }
});
