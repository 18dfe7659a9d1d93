import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { chromiumLaunch } from "#testing/browser-settings";
import { type FirstLoadJs, measureFirstLoadJs } from "./first-load-js";
import { ADMIN, loopbackOnly } from "./server";

/** What the back office costs a member, in Chromium with the CPU slowed 4x (loopback network). */
export interface AdminLoadFigures {
  /** The scripts `/admin/login` loads before it is interactive, and their gzip size. */
  login_first_load_js: FirstLoadJs & { scripts: number };
  /** 'Se connecter' clicked to a dashboard showing its figures and 'À faire', hydrated. */
  sign_in: TimedRequests[];
  /** The same, the first time after the server's start (its first render of the dashboard). */
  sign_in_after_start: TimedRequests;
  /** A sidebar link clicked on the dashboard to the screen's first rows in its table. */
  entity_first_rows: (TimedRequests & { screen: string })[];
}

export interface TimedRequests {
  ms: number;
  /** Documents and API calls (fetch, XHR) from the click until the network is quiet. */
  requests: number;
  urls: string[];
}

/**
 * The time of the last click, set by a listener that runs before any other, kept in the tab's
 * session storage: signing in leaves the sign-in page's document for the dashboard's.
 */
const RECORD_CLICK = `addEventListener("click",function(){sessionStorage.setItem("__clickAt",String(performance.timeOrigin+performance.now()))},true)`;

/** Documents and API calls from `click` until `ready()` holds, and the page's time for it. */
async function timedRequests(
  page: Page,
  click: () => Promise<void>,
  ready: () => number | false,
): Promise<TimedRequests> {
  const urls: string[] = [];
  const record = (request: { resourceType(): string; method(): string; url(): string }) => {
    if (["document", "fetch", "xhr"].includes(request.resourceType())) {
      const url = new URL(request.url());
      urls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  };
  page.on("request", record);
  try {
    await click();
    const handle = await page.waitForFunction(ready, undefined, {
      polling: "raf",
      timeout: 60_000,
    });
    const ms = Math.round((await handle.jsonValue()) as number);
    await page.waitForLoadState("networkidle");
    return { ms, requests: urls.length, urls };
  } finally {
    page.off("request", record);
  }
}

/**
 * The dashboard is usable once its title, count cards and 'À faire' show, no spinner left, and
 * React has hydrated it (its document arrives after signing in: what shows before is not yet all
 * working): then the time since the click (each check is sent to the page whole, so each reads
 * the clock itself).
 */
function dashboardReady(): number | false {
  const main = document.querySelector("main");
  return (
    location.pathname === "/admin" &&
    !!main &&
    main.querySelector("h1")?.textContent === "Tableau de bord" &&
    main.querySelectorAll('[role="group"]').length >= 5 &&
    [...main.querySelectorAll("h2")].some((h) => h.textContent === "À faire") &&
    main.querySelector('[role="status"]') === null &&
    document.documentElement.hasAttribute("data-hydrated") &&
    performance.timeOrigin + performance.now() - Number(sessionStorage.getItem("__clickAt"))
  );
}

/** A screen's first rows: its table has a row of data, no spinner left. */
function rowsReady(): number | false {
  const main = document.querySelector("main");
  return (
    !!main &&
    main.querySelectorAll("tbody tr").length > 0 &&
    !main.querySelector('[role="status"]') &&
    performance.timeOrigin + performance.now() - Number(sessionStorage.getItem("__clickAt"))
  );
}

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(RECORD_CLICK);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/**
 * Signs in from a fresh browser context (1280 px, CPU 4x slower), timing the click on 'Se
 * connecter' to the usable dashboard, then a click on each of `screens` (sidebar labels) to that
 * screen's first rows.
 */
async function signInRound(
  browser: Browser,
  baseUrl: string,
  screens: readonly string[],
): Promise<{ signIn: TimedRequests; rows: AdminLoadFigures["entity_first_rows"] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await throttled(context);
    await page.goto("/admin/login");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    // A person takes seconds to type an address and a password: by then the page's
    // idle-time fetches (the dashboard's scripts, into the cache) have ended.
    await page.waitForLoadState("networkidle");
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Mot de passe").fill(ADMIN.password);
    const signIn = await timedRequests(
      page,
      () => page.getByRole("button", { name: "Se connecter" }).click(),
      dashboardReady,
    );
    const rows: AdminLoadFigures["entity_first_rows"] = [];
    for (const screen of screens) {
      const nav = page.getByRole("navigation", { name: "Navigation de l'administration" });
      rows.push({
        screen,
        ...(await timedRequests(
          page,
          () => nav.getByRole("link", { name: screen, exact: true }).click(),
          rowsReady,
        )),
      });
      await nav.getByRole("link", { name: "Dashboard" }).click();
      await page.waitForFunction(dashboardReady, undefined, { polling: "raf" });
    }
    return { signIn, rows };
  } finally {
    await context.close();
  }
}

/**
 * A first sign-in after the server's start, reported apart (the server then renders the
 * dashboard for the first time, compiling its code), then `rounds` sign-ins each followed by a
 * click on each of `screens`: two content screens, and the team (its list read by its loader
 * too; the administrator is its first row on any install).
 */
export async function measureAdminLoad(
  baseUrl: string,
  clientDir: string,
  { rounds = 3, screens = ["Services", "Marchés", "Équipe"] } = {},
): Promise<AdminLoadFigures> {
  loopbackOnly(baseUrl);
  const js = await measureFirstLoadJs(baseUrl, "/admin/login", clientDir);
  const browser = await chromium.launch(chromiumLaunch);
  const signIns: TimedRequests[] = [];
  const entityRows: AdminLoadFigures["entity_first_rows"] = [];
  try {
    const afterStart = await signInRound(browser, baseUrl, []);
    for (let round = 0; round < rounds; round++) {
      const { signIn, rows } = await signInRound(browser, baseUrl, screens);
      signIns.push(signIn);
      entityRows.push(...rows);
    }
    return {
      login_first_load_js: { ...js, scripts: js.files.length },
      sign_in_after_start: afterStart.signIn,
      sign_in: signIns,
      entity_first_rows: entityRows,
    };
  } finally {
    await browser.close();
  }
}
