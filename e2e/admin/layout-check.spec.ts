import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, open, signInApi, anonymousTest as test } from "../support/admin";
import { freePort } from "../support/built-server";
import { layoutDefects } from "../support/layout-check";
import { startServerFromTemplate } from "../support/template-server";

/**
 * Every back-office screen reads right with a few dozen rows, long French titles and long e-mail
 * addresses, from a phone to a desktop, in its final state once its web fonts have loaded: nothing
 * scrolls sideways (each row's actions shown without scrolling), no word is broken across two
 * lines, no text is cut by its box without an ellipsis and its full text in a title, no control
 * lies outside the viewport. On a server of its own (the rows are known); one page, one
 * navigation per screen, the viewport resized between widths.
 */
const WIDTHS = [390, 1024, 1280, 1440] as const;
const ROWS = 30;

const SIGNED_IN = [
  "/admin",
  "/admin/services",
  "/admin/cases",
  "/admin/testimonials",
  "/admin/research",
  "/admin/markets",
  "/admin/demos",
  "/admin/messages",
  "/admin/questions",
  "/admin/journal",
  "/admin/site-texts",
  "/admin/translations",
  "/admin/media",
  "/admin/team",
  "/admin/account",
] as const;
const SIGNED_OUT = ["/admin/login", "/admin/invitation", "/admin/reset"] as const;

/** A long French title, as editors write them. */
const title = (i: number) =>
  `Projet ${i} : industrialisation de l'accompagnement réglementaire des établissements hospitaliers`;
const longText =
  "Une description assez longue pour être coupée dans le tableau, avec des mots comme industrialisation, interopérabilité et accompagnement.";
/** A long address, with no place to break inside it. */
const email = (i: number) =>
  `marie-christine.delacroix-beauregard.${i}@direction-regionale-hospitaliere.example.com`;

let server: Awaited<ReturnType<typeof startServerFromTemplate>>;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;

async function seed(path: string, data: (i: number) => Record<string, unknown>, headers = {}) {
  for (let i = 0; i < ROWS; i++) {
    const response = await api.post(path, { headers, data: data(i) });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  }
}

test.beforeAll(async ({ playwright, browser }, testInfo) => {
  server = await startServerFromTemplate(await freePort(), {
    CONTACT_RATE_LIMIT: "1000",
    ASSISTANT_RATE_LIMIT: "1000",
  });
  // A few hundred writes through the API: bounded by the machine's pace.
  testInfo.setTimeout(testInfo.timeout + 180_000);
  api = await playwright.request.newContext({ baseURL: server.origin });
  const headers = await signInApi(api);
  await seed(
    "/api/services",
    (i) => ({
      title: title(i),
      description: longText,
      category: "Conseil stratégique",
      price: 1_250_000 + i,
    }),
    headers,
  );
  await seed(
    "/api/case_studies",
    (i) => ({
      title: title(i),
      description: longText,
      client: `Centre hospitalier universitaire de Montpellier-Nîmes ${i}`,
      industry: "Santé et établissements médico-sociaux",
    }),
    headers,
  );
  await seed(
    "/api/testimonials",
    (i) => ({
      quote: longText,
      author: `Marie-Christine Delacroix-Beauregard ${i}`,
      company: "Direction régionale hospitalière",
    }),
    headers,
  );
  await seed(
    "/api/research",
    (i) => ({
      title: title(i),
      description: longText,
      status: "ongoing",
      start_date: "2026-01-01",
    }),
    headers,
  );
  await seed(
    "/api/markets",
    (i) => ({
      name: title(i),
      description: longText,
      region: "Auvergne-Rhône-Alpes et Provence-Alpes-Côte d'Azur",
    }),
    headers,
  );
  await seed(
    "/api/demos",
    (i) => ({
      title: title(i),
      type: "lien",
      description: longText,
      media_url: `https://demonstrations.example.com/industrialisation-accompagnement/${i}`,
    }),
    headers,
  );
  await seed("/api/contact", (i) => ({
    name: `Marie-Christine Delacroix-Beauregard ${i}`,
    email: email(i),
    message: `${longText} Message numéro ${i}.`,
  }));
  for (let i = 0; i < ROWS; i++) {
    const response = await api.post("/api/assistant", {
      data: {
        message: `Proposez-vous l'industrialisation des hélicoptères zorglub ${i} ?`,
        lang: "fr",
      },
    });
    expect(response.status()).toBe(200);
  }
  for (let i = 0; i < 8; i++) {
    const response = await api.post("/api/team/invitations", {
      headers,
      data: {
        email: email(i),
        role: i % 2 ? "editor" : "translator",
        languages: i % 2 ? undefined : ["en", "ar"],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  context = await browser.newContext({
    baseURL: server.origin,
    storageState: await api.storageState(),
  });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await api?.dispose();
  await server?.stop();
});

/** The screen's defects at every width, each line named by its width. */
async function defectsAtEveryWidth(page: Page, path: string) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const defect of await layoutDefects(page)) found.push(`${path} ${width}px: ${defect}`);
  }
  return found;
}

test("every signed-in screen reads right from 390 to 1440 px", async () => {
  const found: string[] = [];
  for (const path of SIGNED_IN) {
    await open(page, path);
    // The screen as it stands once its rows have come.
    await expect(page.getByText("Chargement...")).toHaveCount(0);
    found.push(...(await defectsAtEveryWidth(page, path)));
  }
  expect(found).toEqual([]);
});

test("the login, invitation and reset pages, signed out, read right from 390 to 1440 px", async ({
  browser,
}) => {
  const anonymous = await browser.newContext({ baseURL: server.origin });
  const signedOut = await anonymous.newPage();
  const found: string[] = [];
  for (const path of SIGNED_OUT) {
    await open(signedOut, path);
    found.push(...(await defectsAtEveryWidth(signedOut, path)));
  }
  await anonymous.close();
  expect(found).toEqual([]);
});

test("a text its column cuts is shown whole on keyboard focus and on hover; a whole one is no stop", async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "/admin/services");
  const title = page.locator("table tbody tr").first().locator(".admin-cell-text").first();
  const tooltip = page.getByRole("tooltip");
  // Cut: its whole text in its title, a keyboard stop, and a tooltip on focus and on hover.
  await expect(title).toHaveAttribute(
    "title",
    /^Projet \d+ : industrialisation de l'accompagnement réglementaire des établissements hospitaliers$/,
  );
  await title.focus();
  await expect(tooltip).toHaveText(/des établissements hospitaliers$/);
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
  await title.hover();
  await expect(tooltip).toHaveText(/des établissements hospitaliers$/);

  // Whole: nothing more than its text (not even a tooltip's trigger, kept closed).
  const response = await api.post("/api/services", {
    headers: await signInApi(api),
    data: { title: "Audit IA", description: "Un audit.", category: "Conseil", price: 1 },
  });
  expect(response.status()).toBe(201);
  await open(page, "/admin/services?q=Audit%20IA");
  const whole = page.locator("table tbody tr").first().getByText("Audit IA", { exact: true });
  await whole.hover();
  await expect(whole).not.toHaveAttribute("tabindex");
  await expect(whole).not.toHaveAttribute("title");
  await expect(whole).not.toHaveAttribute("data-state");
});
