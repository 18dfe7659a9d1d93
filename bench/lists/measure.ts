/**
 * Lists that grow: a built server with 100, 1,000 and 10,000 case studies (and as many contact
 * messages and journal entries), measured at each size from outside, as a visitor, a client of the
 * API and a member of the team see it. Rows are added in bulk into the stopped server's embedded
 * database (fill.ts), except the last few case studies of each size, written through the API to
 * measure its write rate. A feature this build does not have (a paged answer, `q`, pages of
 * `/cases`, a sitemap index) is reported as absent, never a failure.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "#testing/browser-settings";
import { measureHtmlSizes } from "../lib/html-size";
import { type LoadFigures, measureLoad } from "../lib/load";
import { median } from "../lib/operations";
import { ADMIN, type BenchServer, restingRssMiB, signIn, startServer } from "../lib/server";
import { round } from "../lib/table";
import { BENCH_MARK, caseStudyBody, fillInBulk } from "./fill";
import { measureNpmStart, type NpmStartFigures } from "./npm-start";

export const LIST_SIZES = [100, 1_000, 10_000] as const;
/**
 * Case studies written through the API at each size (the last of its rows): first a few not
 * timed (the server was just restarted: its first writes compile the write path, as its first
 * reads do for the reads' runs), then those timed, enough for the seconds of a bulk import (the
 * assistant's index is rebuilt during them, as during any import): 300, or 70% of a smaller
 * size (the rest in bulk). Half of 100 rows, 50 writes, lasted under half a second, where one
 * pause of the process (a rebuild of the index, a collection) moved the rate by a third.
 */
const WARMUP_WRITES = 20;
const timedWrites = (size: number) => Math.min(300, Math.floor(size * 0.7));
const WRITE_CONCURRENCY = 4;
/** A few clients at once: a back office and some visitors, not a crowd. */
const LIST_CONNECTIONS = 10;
const PAGE = 25;

type Log = (message: string) => void;

/** A figure that could not be measured: why, instead of the figure (the other figures stay). */
export interface Failed {
  error: string;
}

/** Runs one measure; a failure becomes its figure's error, never the section's end. */
async function attempt<T>(measure: () => Promise<T>): Promise<T | Failed> {
  try {
    return await measure();
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return { error: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}

export interface LatencyFigures {
  p50: number;
  p99: number;
  requests_per_s: number;
  statuses: Record<string, number>;
}

export interface ListSizeFigures {
  rows: { case_studies: number; contact_messages: number; audit_log: number };
  /** GET /api/case_studies?limit=25 at the first, middle and last page, in turn. */
  api_page: LatencyFigures & {
    /** The answer carried Content-Range (a paged answer); false: the whole list came back. */
    paged: boolean;
    content_range: string | null;
    bytes: number;
  };
  /** The same list without `limit`: the whole-list answer that stays. */
  api_whole_list: { bytes: number; ms: number };
  /** `q` on case studies (a word about one row in eight, then one row), a page of 25. */
  api_search: (LatencyFigures & { supported: boolean; content_range: string | null }) | null;
  contact_page: { ms: number; content_range: string | null };
  audit_page: { ms: number; content_range: string | null };
  /**
   * Navigation to /admin/cases signed in, until the first row is drawn (Chromium, 1280 px): the
   * frame after the row enters the page, from the navigation's start, timed in the page.
   */
  admin_first_rows_ms: { median: number; runs: number[]; rows_drawn: number } | Failed;
  cases_page: { gzip_bytes: number; raw_bytes: number; paged: boolean; page_2_status: number };
  sitemap: { ms: number; bytes: number; index: boolean; files: number; urls: number } | Failed;
  writes: {
    rows: number;
    rows_per_s: number;
    /** The writes before those timed, the first after the restart. */
    warmup: { rows: number; rows_per_s: number };
    concurrency: number;
    statuses: Record<string, number>;
  };
  resting_rss_mib: { after_restart: number; after_measures: number } | Failed;
}

export interface ListsFigures {
  connections: number;
  sizes: Record<string, ListSizeFigures>;
  npm_start: NpmStartFigures | Failed;
}

/** The end of a server's log: why it stopped, when it did. */
const logTail = (file: string) => readFileSync(file, "utf8").split("\n").slice(-6).join(" | ");

const latency = (run: LoadFigures): LatencyFigures => ({
  p50: run.latency_ms.p50,
  p99: run.latency_ms.p99,
  requests_per_s: run.requests_per_s,
  statuses: run.status_codes,
});

async function timed(url: string, headers?: Record<string, string>) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  return {
    ms: round(performance.now() - start),
    status: res.status,
    body,
    contentRange: res.headers.get("content-range"),
  };
}

/** The best of a few tries: one request's own time, without the machine's hiccups. */
async function bestOf(tries: number, url: string, headers?: Record<string, string>) {
  const runs = [];
  for (let i = 0; i < tries; i++) runs.push(await timed(url, headers));
  return { ...runs[0]!, ms: Math.min(...runs.map((r) => r.ms)) };
}

async function writeThroughApi(server: BenchServer, from: number, size: number) {
  const auth = await signIn(server.url);
  const statuses: Record<string, number> = {};
  const write = async (first: number, count: number) => {
    let next = first;
    const end = first + count;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: WRITE_CONCURRENCY }, async () => {
        while (next < end) {
          const i = next++;
          const res = await fetch(`${server.url}/api/case_studies`, {
            method: "POST",
            headers: auth,
            body: JSON.stringify(caseStudyBody(i)),
          });
          await res.body?.cancel();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }),
    );
    return { rows: count, rows_per_s: round(count / ((performance.now() - start) / 1000)) };
  };
  const warmup = await write(from, WARMUP_WRITES);
  const timed = await write(from + WARMUP_WRITES, timedWrites(size));
  return { ...timed, warmup, concurrency: WRITE_CONCURRENCY, statuses };
}

async function adminFirstRows(url: string, tries: number) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signedIn = await context.request.post(`${url}/auth/v1/token?grant_type=password`, {
      data: ADMIN,
    });
    if (signedIn.status() !== 200) throw new Error(`sign-in answered ${signedIn.status()}`);
    const runs: number[] = [];
    let rowsDrawn = 0;
    // One tab, as a member keeps the back office open in one: headless Chromium builds a whole
    // browser window for each new tab, with a renderer of its own for the address bar's popup
    // (about a second of CPU, measured in a trace) that a person's browser loaded once when it
    // started; on two cores a tab per run charged 300–500 ms of it to the page. Each run is a
    // full load of the document (from a blank page), never a navigation inside the app.
    const page = await context.newPage();
    // Timed in the page, from the navigation's start to the frame after a row is added:
    // Playwright's own waits poll at growing intervals (up to half a second between checks),
    // which measured its polling as much as the page.
    await page.addInitScript((mark: string) => {
      const seen = new MutationObserver(() => {
        const rows = document.querySelectorAll("tr");
        if (![...rows].some((row) => row.textContent?.includes(mark))) return;
        seen.disconnect();
        requestAnimationFrame(() => {
          (window as { firstRowAt?: number }).firstRowAt = performance.now();
        });
      });
      seen.observe(document, { childList: true, subtree: true });
    }, BENCH_MARK);
    // The first navigation loads the admin's scripts into the browser's cache, as a member's
    // second visit finds them: runs after it are what a working day looks like.
    for (let i = 0; i <= tries; i++) {
      await page.goto("about:blank");
      await page.goto(`${url}/admin/cases`, { waitUntil: "commit" });
      await page
        .getByRole("row")
        .filter({ hasText: BENCH_MARK })
        .first()
        .waitFor({ state: "visible", timeout: 60_000 });
      const at = await page.waitForFunction(() => (window as { firstRowAt?: number }).firstRowAt);
      const ms = round((await at.jsonValue()) as number);
      if (i > 0) runs.push(ms);
      rowsDrawn = await page.getByRole("row").filter({ hasText: BENCH_MARK }).count();
    }
    return { median: median(runs), runs, rows_drawn: rowsDrawn };
  } finally {
    await browser.close();
  }
}

async function sitemap(url: string) {
  const start = performance.now();
  const first = await timed(`${url}/sitemap.xml`);
  let bytes = Buffer.byteLength(first.body);
  let urls = (first.body.match(/<url>/g) ?? []).length;
  const index = first.body.includes("<sitemapindex");
  const children = index ? [...first.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!) : [];
  for (const child of children) {
    const res = await timed(`${url}${new URL(child).pathname}${new URL(child).search}`);
    bytes += Buffer.byteLength(res.body);
    urls += (res.body.match(/<url>/g) ?? []).length;
  }
  return {
    ms: round(performance.now() - start),
    bytes,
    index,
    files: 1 + children.length,
    urls,
  };
}

async function measureSize(
  server: BenchServer,
  rows: ListSizeFigures["rows"],
  options: { durationS: number; quick: boolean },
  writes: ListSizeFigures["writes"],
  restRss: number,
): Promise<ListSizeFigures> {
  const { url } = server;
  const auth = await signIn(url);
  // The server was just restarted on the grown data directory: its first seconds, compiling
  // its code, are not a list's cost at that size.
  const base = { connections: LIST_CONNECTIONS, durationS: options.durationS, warmupS: 3 };

  const first = await timed(`${url}/api/case_studies?limit=${PAGE}`);
  const paged = first.contentRange !== null;
  const lastOffset = Math.max(0, rows.case_studies - PAGE);
  const offsets = [0, Math.floor(lastOffset / 2 / PAGE) * PAGE, lastOffset];
  const page = await measureLoad({
    ...base,
    name: `GET /api/case_studies?limit=${PAGE} (${rows.case_studies} rows)`,
    url: `${url}/api/case_studies`,
    requests: offsets.map((offset) => ({
      method: "GET",
      path: `/api/case_studies?limit=${PAGE}&offset=${offset}`,
    })),
  });
  const whole = await bestOf(3, `${url}/api/case_studies`);

  const probe = await timed(`${url}/api/case_studies?limit=${PAGE}&q=logist`);
  const searchSupported =
    probe.status === 200 &&
    probe.contentRange !== null &&
    Number(probe.contentRange.split("/")[1]) < rows.case_studies;
  const search = await measureLoad({
    ...base,
    name: `GET /api/case_studies?q=… (${rows.case_studies} rows)`,
    url: `${url}/api/case_studies`,
    // Percent-encoded as a browser sends them: autocannon stalls each connection after its
    // first request when a path holds raw UTF-8 (earlier runs timed 10 requests in all).
    requests: ["logist", "prévision santé", `${BENCH_MARK} ${rows.case_studies - 7}`, "تأمين"].map(
      (q) => ({
        method: "GET",
        path: `/api/case_studies?limit=${PAGE}&q=${encodeURIComponent(q)}`,
      }),
    ),
  });

  const contact = await bestOf(3, `${url}/api/contact?limit=${PAGE}`, auth);
  const audit = await bestOf(3, `${url}/api/audit?limit=${PAGE}`, auth);

  const admin = await attempt(() => adminFirstRows(url, options.quick ? 2 : 5));

  const [cases] = await measureHtmlSizes(url, ["/cases"]);
  const page2 = await timed(`${url}/cases?page=2`);
  const casesPaged = page2.status === 200 && page2.body !== (await timed(`${url}/cases`)).body;

  const map = await attempt(() => sitemap(url));
  const resting = await attempt(() => restingRssMiB(server.pid));
  return {
    rows,
    api_page: {
      ...latency(page),
      paged,
      content_range: first.contentRange,
      bytes: Buffer.byteLength(first.body),
    },
    api_whole_list: { bytes: Buffer.byteLength(whole.body), ms: whole.ms },
    api_search: {
      ...latency(search),
      supported: searchSupported,
      content_range: probe.contentRange,
    },
    contact_page: { ms: contact.ms, content_range: contact.contentRange },
    audit_page: { ms: audit.ms, content_range: audit.contentRange },
    admin_first_rows_ms: admin,
    cases_page: {
      gzip_bytes: Math.max(cases!.gzip_bytes, cases!.sent_gzip_bytes),
      raw_bytes: cases!.raw_bytes,
      paged: casesPaged,
      page_2_status: page2.status,
    },
    sitemap: map,
    writes,
    resting_rss_mib:
      "error" in resting
        ? { error: `${resting.error} (the server's last log lines: ${logTail(server.logFile)})` }
        : { after_restart: restRss, after_measures: resting.resting },
  };
}

/**
 * The last lines of a server's log at level warn or above, and whatever it printed that is not a
 * log line (its stderr goes to the same file: an uncaught error's stack, a fatal error of V8's).
 */
function lastErrors(logFile: string, count = 30): string {
  try {
    return readFileSync(logFile, "utf8")
      .split("\n")
      .filter((line) => line && (!line.startsWith("{") || /"level":"(warn|error)"/.test(line)))
      .slice(-count)
      .join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * The whole section: one data directory grown size after size (the server stopped while rows are
 * added in bulk, then started again), then `npm start` at rest on a fresh install.
 */
export async function measureLists(options: {
  durationS: number;
  quick: boolean;
  env: Record<string, string>;
  log: Log;
}): Promise<ListsFigures> {
  const work = mkdtempSync(path.join(os.tmpdir(), "ada-bench-lists-"));
  const dataDir = path.join(work, "data");
  const logFile = path.join(work, "server.log");
  const sizes: Record<string, ListSizeFigures> = {};
  let written = 0;
  try {
    // The first start creates the database and its administrator.
    const first = await startServer({ dataDir, logFile, env: options.env });
    await first.stop();
    for (const size of LIST_SIZES) {
      const apiWrites = WARMUP_WRITES + timedWrites(size);
      options.log(`lists: ${size} rows: bulk insert, then ${apiWrites} case studies by the API`);
      const filled = await fillInBulk(dataDir, { cases: size - apiWrites, rows: size });
      const server = await startServer({ dataDir, logFile, env: options.env });
      try {
        const restRss = (await restingRssMiB(server.pid)).resting;
        const writes = await writeThroughApi(server, 1_000_000 + written, size);
        written += apiWrites;
        const added = writes.statuses["201"] ?? 0;
        // Each write through the API is one more case study and one more journal entry.
        const rows = {
          case_studies: filled.case_studies + added,
          contact_messages: filled.contact_messages,
          audit_log: filled.audit_log + added,
        };
        options.log(`lists: measuring with ${JSON.stringify(rows)}`);
        sizes[String(size)] = await measureSize(server, rows, options, writes, restRss);
      } catch (error) {
        options.log(`lists: ${size} rows: the server ${server.ended() ?? "was still running"}`);
        throw error;
      } finally {
        await server.stop();
      }
    }
  } catch (error) {
    // The server's own account of what failed, before its directory is removed.
    options.log(`lists: failed; the server's last errors:\n${lastErrors(logFile)}`);
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  options.log("lists: npm start at rest on a fresh install (npm and its node child)");
  const npmStart = await attempt(measureNpmStart);
  return { connections: LIST_CONNECTIONS, sizes, npm_start: npmStart };
}
