import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { choose, expect, open, signInApi, anonymousTest as test } from "../support/admin";
import { freePort } from "../support/built-server";
import { startServerFromTemplate } from "../support/template-server";

/**
 * The back office's lists with a few hundred rows, on a server of their own (a fresh database, so
 * the totals are known and no other spec's rows move): pages of 25, page size, search, sort,
 * everything in the address (reload, a shared link, back); the inbox and the journal a page at a
 * time; tables whose words are never broken at 1024–1440 px, rows as cards on phones.
 */
test.describe.configure({ mode: "serial" });

const CASES = 240;
/** Titles with an accented word, found by a search typed without accents. */
const FISHERIES = 7;
const MESSAGES = 30;

let server: Awaited<ReturnType<typeof startServerFromTemplate>>;
let state: Awaited<ReturnType<BrowserContext["storageState"]>>;
let api: APIRequestContext;

/** Runs `make(i)` for 0…count-1, `width` at a time. */
async function inParallel(count: number, width: number, make: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        await make(index);
      }
    }),
  );
}

const pad = (n: number) => String(n).padStart(3, "0");

test.beforeAll(async ({ playwright }, testInfo) => {
  server = await startServerFromTemplate(await freePort(), { CONTACT_RATE_LIMIT: "1000" });
  // Hundreds of writes through the API: bounded by the machine's pace, not the test's own work.
  testInfo.setTimeout(testInfo.timeout + 300_000);
  api = await playwright.request.newContext({ baseURL: server.origin });
  const headers = await signInApi(api);
  state = await api.storageState();
  await inParallel(CASES, 12, async (i) => {
    const fishery = i < FISHERIES;
    const response = await api.post("/api/case_studies", {
      headers,
      data: {
        title: fishery ? `Pêcherie connectée ${pad(i)}` : `Étude volumineuse ${pad(i)}`,
        description: `Une description assez longue pour être coupée dans le tableau, numéro ${i}, avec des mots comme industrialisation et accompagnement.`,
        client: `Client ${pad((i * 37) % CASES)}`,
        industry: i % 2 === 0 ? "Finance" : "Industrie manufacturière",
      },
    });
    expect(response.status()).toBe(201);
  });
  await inParallel(MESSAGES, 6, async (i) => {
    const response = await api.post("/api/contact", {
      data: {
        name: `Visiteur ${pad(i)}`,
        email: `visiteur${i}@example.com`,
        message: `Bonjour, message numéro ${i}.`,
      },
    });
    expect(response.status()).toBe(201);
  });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function signedInPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({
    baseURL: server.origin,
    storageState: state,
    viewport: { width, height: 900 },
  });
  return { context, page: await context.newPage() };
}

/** The total a list API answers in its Content-Range. */
async function totalOf(path: string) {
  const response = await api.get(`${path}${path.includes("?") ? "&" : "?"}limit=1`);
  const range = response.headers()["content-range"] ?? "";
  return Number(range.split("/")[1]);
}

const bodyRows = (page: Page) => page.locator("table tbody tr");
const firstTitle = (page: Page) => bodyRows(page).first().locator("td").first();

test("case studies: 25 rows, the total in the title, pages, page size, search, sort, all in the address", async ({
  browser,
}) => {
  // Many steps, each waiting for the server: three times the usual bound on a busy machine.
  test.slow();
  const total = await totalOf("/api/case_studies");
  expect(total).toBeGreaterThanOrEqual(CASES);
  const { context, page } = await signedInPage(browser);
  await open(page, "/admin/cases");
  await expect(page.getByRole("heading", { name: `Études de cas (${total})` })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(page.getByText(`1–25 sur ${total}`)).toBeVisible();

  // The next page.
  const pages = page.getByRole("navigation", { name: "Pages : Gestion des études de cas" });
  const firstOnPage1 = (await firstTitle(page).textContent()) ?? "";
  await pages.getByRole("link", { name: "Page suivante" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(`26–50 sur ${total}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(firstTitle(page)).not.toHaveText(firstOnPage1);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  // Back: the first page again.
  await page.goBack();
  await expect(page.getByText(`1–25 sur ${total}`)).toBeVisible();
  await expect(firstTitle(page)).toHaveText(firstOnPage1);

  // 50 a page (back to page 1).
  await choose(page, "Éléments par page", "50");
  await expect(page).toHaveURL(/[?&]size=50/);
  await expect(bodyRows(page)).toHaveCount(50);
  await expect(page.getByText(`1–50 sur ${total}`)).toBeVisible();
  // From the keyboard, the list closed: a digit picks the size it starts, as a native list does.
  const size = page.getByLabel("Éléments par page");
  await size.focus();
  await page.keyboard.press("1");
  await expect(page).toHaveURL(/[?&]size=100/);
  await expect(size).toHaveText("100");
  await expect(bodyRows(page)).toHaveCount(100);
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await choose(page, "Éléments par page", "50");
  await expect(page).toHaveURL(/[?&]size=50/);
  await expect(bodyRows(page)).toHaveCount(50);

  // A search typed without accents finds the accented titles.
  await page.getByLabel("Rechercher").fill("pecherie");
  await expect(page.getByRole("heading", { name: `Études de cas (${FISHERIES})` })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(FISHERIES);
  for (const title of await bodyRows(page).locator("td:first-child").allInnerTexts()) {
    expect(title).toContain("Pêcherie");
  }
  await expect(page).toHaveURL(/[?&]q=pecherie/);

  // Sorting by client flips the order.
  await page.getByLabel("Rechercher").fill("");
  await expect(page.getByRole("heading", { name: `Études de cas (${total})` })).toBeVisible();
  const clientHeader = page.getByRole("columnheader", { name: "Client" });
  await clientHeader.getByRole("button").click();
  await expect(clientHeader).toHaveAttribute("aria-sort", "ascending");
  const clientCell = () => bodyRows(page).first().locator("td").nth(1);
  await expect(clientCell()).toHaveText("Client 000");
  await clientHeader.getByRole("button").click();
  await expect(clientHeader).toHaveAttribute("aria-sort", "descending");
  // The database's order, descending: the page shows the API's first 50 clients.
  const descending = (await (
    await api.get("/api/case_studies?limit=50&order=client.desc")
  ).json()) as { client: string }[];
  await expect(bodyRows(page).locator("td:nth-child(2)")).toHaveText(
    descending.map((row) => row.client),
  );
  expect(descending.map((row) => row.client)).not.toContain("Client 000");

  // Page 3 of a search sorted by client, descending: a reload shows the same page.
  await page.getByLabel("Rechercher").fill("volumineuse");
  await expect(
    page.getByRole("heading", { name: `Études de cas (${CASES - FISHERIES})` }),
  ).toBeVisible();
  await pages.getByRole("link", { name: "Page 3" }).click();
  await expect(page.getByText(`101–150 sur ${CASES - FISHERIES}`)).toBeVisible();
  const shown = await bodyRows(page).locator("td:nth-child(2)").allInnerTexts();
  expect(shown).toEqual([...shown].sort().reverse());
  const address = page.url();
  expect(address).toMatch(/page=3/);
  expect(address).toMatch(/order=client\.desc/);
  await page.reload();
  await expect(page.getByText(`101–150 sur ${CASES - FISHERIES}`)).toBeVisible();
  await expect(page.getByLabel("Rechercher")).toHaveValue("volumineuse");
  await expect(page.getByRole("columnheader", { name: "Client" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(bodyRows(page).locator("td:nth-child(2)")).toHaveText(shown);

  // The same address in another browser shows the same page.
  const other = await signedInPage(browser);
  await open(other.page, address.replace(server.origin, ""));
  await expect(bodyRows(other.page).locator("td:nth-child(2)")).toHaveText(shown);
  await other.context.close();
  await context.close();
});

test("inbox: pages of 25, the source shown and filtered", async ({ browser }) => {
  const { context, page } = await signedInPage(browser);
  await open(page, "/admin/messages");
  await expect(
    page.getByRole("heading", { name: `Messages (${MESSAGES}), dont ${MESSAGES} non lus` }),
  ).toBeVisible();
  await expect(page.locator("article")).toHaveCount(25);
  await page
    .getByRole("navigation", { name: "Pages : messages reçus" })
    .getByRole("link", { name: "Page suivante" })
    .click();
  await expect(page.locator("article")).toHaveCount(MESSAGES - 25);
  await expect(page.getByText(`26–${MESSAGES} sur ${MESSAGES}`)).toBeVisible();

  await choose(page, "Source", "Formulaire");
  await expect(page).toHaveURL(/[?&]source=form/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByRole("heading", { name: /^Messages \(30\)/ })).toBeVisible();
  await choose(page, "Source", "Assistant");
  await expect(page.getByText("Aucun message ne correspond")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Messages \(0\)/ })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Aucun message ne correspond")).toBeVisible();

  await choose(page, "Source", "Toutes les sources");
  await page.getByLabel("Rechercher").fill("Visiteur 007");
  await expect(page.locator("article")).toHaveCount(1);
  await expect(page.locator("article")).toContainText("Visiteur 007");
  await context.close();
});

test("journal: a page at a time, the next page and back", async ({ browser }) => {
  const { context, page } = await signedInPage(browser);
  await open(page, "/admin/journal");
  const heading = page.getByRole("heading", { name: /^Entrées \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const total = Number(((await heading.textContent()) ?? "").match(/\d+/)?.[0]);
  expect(total).toBeGreaterThanOrEqual(CASES);
  const entries = page.locator("main li:has(time), main article");
  await expect(page.getByText(`1–25 sur ${total}`)).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Pages du journal" });
  await nav.getByRole("link", { name: "Page suivante" }).click();
  await expect(page.getByText(`26–50 sur ${total}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]before=/);
  await page.reload();
  await expect(page.getByText(`26–50 sur ${total}`)).toBeVisible();
  await nav.getByRole("button", { name: "Page précédente" }).click();
  await expect(page.getByText(`1–25 sur ${total}`)).toBeVisible();
  expect(await entries.count()).toBeGreaterThan(0);
  await context.close();
});

/**
 * The words of every table cell broken across lines: for each text node, each word's characters
 * as a Range; a word whose boxes sit on more than one line is broken.
 */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll("table td, table th")) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

test("at 1024, 1280 and 1440 px no word of a table is broken inside itself", async ({
  browser,
}) => {
  test.slow();
  for (const width of [1024, 1280, 1440]) {
    const { context, page } = await signedInPage(browser, width);
    // The fresh database's tables with rows: the first start's services and the case studies.
    for (const path of ["/admin/cases", "/admin/services"]) {
      await open(page, path);
      await expect(page.locator("table tbody tr").first()).toBeVisible();
      expect({ width, path, broken: await brokenWords(page) }).toEqual({
        width,
        path,
        broken: [],
      });
    }
    await context.close();
  }
});

test("at 320 and 414 px the lists never scroll sideways and each row is a card", async ({
  browser,
}) => {
  test.slow();
  for (const width of [320, 414]) {
    const { context, page } = await signedInPage(browser, width);
    for (const path of ["/admin/cases", "/admin/services", "/admin/messages", "/admin/journal"]) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      if (path === "/admin/cases" || path === "/admin/services") {
        // A card: each cell shows its column's name, the header row is out of sight.
        await expect(
          bodyRows(page)
            .first()
            .getByRole("cell", { name: /^Titre / }),
        ).toBeVisible();
        expect((await page.locator("main thead").boundingBox())?.width).toBeLessThanOrEqual(1);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ width, path, overflow }).toEqual({ width, path, overflow: 0 });
    }
    await context.close();
  }
});
