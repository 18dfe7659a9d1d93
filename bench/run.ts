/**
 * `npm run bench` (the budgets of docs/benchmarks.md).
 *
 * Starts the built server (BUILD_DIR, default build/) as `npm start` does, on a fresh temporary
 * DATA_DIR and 127.0.0.1 only, then measures: cold start (fresh and existing data directory),
 * idle memory, load under 50 connections (API, contact, public pages) against nginx serving the
 * same HTML, memory during a 200 MiB upload, first-load JavaScript of `/`, the back office at 4x
 * CPU slowdown (`/admin/login`'s scripts, sign-in to the dashboard, a screen's first rows), and
 * Lighthouse on every
 * public route in fr/en/ar, with images present (a case study showing a stored image with its
 * alternative texts, and its own page). Writes bench/results.json and prints tables.
 *
 *   npm run bench                            everything, 30 s per load run (about 20 minutes)
 *   npm run bench -- --quick                 5 s per load run, Lighthouse on `/` only
 *   npm run bench -- --only load,lighthouse  some sections: load, metrics, uncached, processes,
 *                                            upload, media, js, html, hydration, lighthouse,
 *                                            assistant, lists, admin
 *
 * `processes` needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, a role that
 * may create a database); without one it is reported as skipped.
 *
 * Start-up figures are measured on every run. Nothing here is a test: speed is reported, never
 * asserted (see the budgets table, bench/budgets.ts). One module a part: bench/sections/, bench/lib/,
 * bench/assistant/, bench/lists/; the printed tables: bench/report.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LANGUAGES } from "#domain/languages";
import { PUBLIC_PATHS as PUBLIC_ROUTES } from "~/site/lib/site-config";
import { measureAssistant } from "./assistant/measure";
import { budgets } from "./budgets";
import { measureAdminLoad } from "./lib/admin-load";
import { measureFirstLoadJs, measurePreviewOverlay } from "./lib/first-load-js";
import { measureHtmlSizes } from "./lib/html-size";
import { measureHydration } from "./lib/hydration";
import { illustratedCase, runLighthouse } from "./lib/lighthouse";
import { measureMedia } from "./lib/media";
import { measureMetricsCost, measureProcesses } from "./lib/operations";
import {
  type BenchServer,
  restingRssMiB,
  seedMarkets,
  signIn,
  sleep,
  startServer,
} from "./lib/server";
import { log, round } from "./lib/table";
import { measureUncached } from "./lib/uncached";
import { measureUpload } from "./lib/upload";
import { type GetLoadOptions, measureGetLoad } from "./lib/wrk";
import { measureLists } from "./lists/measure";
import { printTables } from "./report";
import {
  CONNECTIONS,
  checkPageCache,
  loadSection,
  routeStatuses,
  SEEDED_MARKETS,
} from "./sections/load";

const SECTIONS = [
  "load",
  "metrics",
  "uncached",
  "processes",
  "upload",
  "media",
  "js",
  "html",
  "hydration",
  "lighthouse",
  "assistant",
  "lists",
  "admin",
] as const;
type Section = (typeof SECTIONS)[number];

const UPLOAD_BYTES = 200 * 1024 * 1024;
const RESULTS_FILE = path.resolve("bench/results.json");

function parseArgs(argv: string[]) {
  const quick = argv.includes("--quick");
  let only: Section[] = [...SECTIONS];
  const index = argv.findIndex((a) => a === "--only" || a.startsWith("--only="));
  if (index >= 0) {
    const arg = argv[index]!;
    const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : (argv[index + 1] ?? "");
    only = value.split(",").map((s) => s.trim()) as Section[];
    const unknown = only.filter((s) => !SECTIONS.includes(s));
    if (unknown.length > 0) {
      throw new Error(`unknown section(s) ${unknown.join(", ")}; known: ${SECTIONS.join(", ")}`);
    }
  }
  return { quick, only: new Set(only) };
}

async function main() {
  const { quick, only } = parseArgs(process.argv.slice(2));
  const durationS = Number(process.env.BENCH_DURATION ?? (quick ? 5 : 30));
  const buildDir = process.env.BUILD_DIR ?? "build";
  const clientDir = path.resolve(buildDir, "client");
  const work = mkdtempSync(path.join(os.tmpdir(), "ada-bench-"));
  const dataDir = path.join(work, "data");
  const logFile = path.join(work, "server.log");
  const previous = existsSync(RESULTS_FILE)
    ? (JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as Record<string, unknown>)
    : {};
  const results: Record<string, unknown> = { ...previous };
  const started = performance.now();
  const loadAverageAtStart = os.loadavg();
  // TRUST_PROXY only changes where the client address is read (the contact run's visitors).
  const env = { TRUST_PROXY: "true", UPLOAD_MAX_BYTES: String(UPLOAD_BYTES) };

  let server: BenchServer | undefined;
  try {
    log(`server: first start on a fresh DATA_DIR (${dataDir})`);
    const first = await startServer({ dataDir, logFile, env });
    const freshIdle = await restingRssMiB(first.pid);
    const auth = await signIn(first.url);
    log(`seeding ${SEEDED_MARKETS} market analyses through the API`);
    await seedMarkets(first.url, auth, SEEDED_MARKETS);
    await first.stop();

    log("server: restart on the existing DATA_DIR");
    server = await startServer({ dataDir, logFile, env });
    const idle = await restingRssMiB(server.pid);
    // Market analyses are internal: read with a staff session.
    const staff = await signIn(server.url);
    const rows = (await (
      await fetch(`${server.url}/api/markets`, { headers: staff })
    ).json()) as unknown[];
    results.server = {
      cold_start_ms: {
        fresh_data_dir: first.coldStartMs,
        existing_data_dir: server.coldStartMs,
      },
      startup_ms_reported_by_server: {
        fresh_data_dir: first.reportedStartupMs,
        existing_data_dir: server.reportedStartupMs,
      },
      // At rest (restingRssMiB); the first sample, right after, beside it.
      idle_rss_mib: { after_fresh_start: freshIdle.resting, after_restart: idle.resting },
      rss_right_after_mib: { fresh_start: freshIdle.justAfter, restart: idle.justAfter },
      seeded_markets: rows.length,
    };
    results.public_routes = await routeStatuses(server.url);
    results.page_cache_checks = await checkPageCache(server.url);

    if (only.has("load")) {
      results.load = await loadSection(server, work, durationS, staff);
      const afterLoad = await restingRssMiB(server.pid);
      const figures = results.server as Record<string, Record<string, number>>;
      figures.idle_rss_mib!.after_load = afterLoad.resting;
      figures.rss_right_after_mib!.load = afterLoad.justAfter;
    }

    // GET / through wrk, as the load section measures it.
    const measure = (options: GetLoadOptions) => {
      log(
        `load: ${options.name} (${options.connections} connections, ${options.durationS} s, wrk)`,
      );
      return measureGetLoad(options);
    };
    if (only.has("metrics")) {
      results.metrics_cost = await measureMetricsCost({
        work,
        connections: CONNECTIONS,
        // Many short runs in turn rather than a few long ones: drift weighs on both sides.
        durationS: Math.min(durationS, 10),
        measure,
      });
    }

    if (only.has("uncached")) {
      results.uncached = await measureUncached({
        url: server.url,
        connections: CONNECTIONS,
        durationS: Math.min(durationS, 10),
        measure,
      });
    }

    if (only.has("processes")) {
      const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
      // A PostgreSQL server that cannot be reached fails this section only: the figures of the
      // sections before it (minutes of load) are still written.
      results.processes = databaseUrl
        ? await measureProcesses({
            work,
            databaseUrl,
            connections: CONNECTIONS,
            durationS,
            measure,
          }).catch((error: unknown) => {
            const failed = error instanceof Error ? error.message : String(error);
            log(`processes: failed (${failed})`);
            return { failed };
          })
        : { skipped: "no BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server is needed)" };
    }

    if (only.has("upload")) {
      log("upload: 200 MiB streamed to POST /api/storage/demos");
      const uploadAuth = await signIn(server.url);
      const probe = await fetch(`${server.url}/api/storage/demos`, {
        method: "POST",
        headers: { authorization: uploadAuth.authorization! },
      });
      await probe.body?.cancel();
      if (probe.status === 404) {
        results.upload = { skipped: "POST /api/storage/demos does not exist in this build" };
      } else {
        await sleep(2000);
        results.upload = await measureUpload(server.url, server.pid, uploadAuth, UPLOAD_BYTES);
      }
    }

    if (only.has("media")) {
      log("media: variants of 12 MP JPEGs, then 10 uploads at once");
      results.media = await measureMedia(server.url, server.pid, await signIn(server.url), log);
    }

    if (only.has("js")) {
      log("first-load JavaScript of /");
      const pages = [];
      for (const lang of LANGUAGES) {
        pages.push(await measureFirstLoadJs(server.url, `/?lang=${lang}`, clientDir));
      }
      results.first_load_js = pages;
      results.preview_overlay_js = measurePreviewOverlay(buildDir);
    }

    if (only.has("admin")) {
      log("admin: /admin/login's first-load JS, sign-in to the dashboard, a screen's first rows");
      results.admin_load = await measureAdminLoad(server.url, clientDir, { rounds: quick ? 1 : 3 });
    }

    if (only.has("html")) {
      log("HTML size of every public page (raw and gzip)");
      const pages = PUBLIC_ROUTES.flatMap((route) =>
        LANGUAGES.map((lang) => `${route}?lang=${lang}`),
      );
      results.html_size = await measureHtmlSizes(server.url, pages);
    }

    if (only.has("hydration")) {
      const routes = quick ? ["/"] : PUBLIC_ROUTES;
      const urls = routes.flatMap((route) =>
        LANGUAGES.map((lang) => `${server!.url}${route}?lang=${lang}`),
      );
      log(`hydration: ${urls.length} pages (phone emulation, CPU 4x slower)`);
      results.hydration = await measureHydration(urls);
    }

    if (only.has("assistant")) {
      log("assistant: the evaluation set, answer latency, rebuild with 1,000 rows");
      results.assistant = await measureAssistant();
    }

    if (only.has("lists")) {
      log("lists: 100, 1,000 and 10,000 rows, then npm start at rest");
      results.lists = await measureLists({ durationS: Math.min(durationS, 10), quick, env, log });
    }

    if (only.has("lighthouse")) {
      // Images present: a case study with a stored image and its alternative texts, first on
      // the home page and /cases, and its own page measured too.
      const illustrated = await illustratedCase(server.url, await signIn(server.url));
      const routes = quick ? ["/"] : [...PUBLIC_ROUTES, illustrated];
      const urls = routes.flatMap((route) =>
        LANGUAGES.map((lang) => `${server!.url}${route}?lang=${lang}`),
      );
      log(`lighthouse: ${urls.length} pages (mobile defaults)`);
      results.lighthouse = await runLighthouse(urls, (r) =>
        log(
          `lighthouse ${new URL(r.url).pathname}${new URL(r.url).search}: ${r.performance}/${r.accessibility}/${r.best_practices}/${r.seo} CLS ${r.cls}${r.error ? ` (${r.error})` : ""}`,
        ),
      );
    }
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }

  results.budgets = budgets(results);
  results.meta = {
    generated_at: new Date().toISOString(),
    command: `npm run bench -- ${process.argv.slice(2).join(" ")}`.trim(),
    build_dir: buildDir,
    quick,
    sections: [...only],
    load_duration_s: durationS,
    node: process.version,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model,
    memory_gib: Math.round(os.totalmem() / 1024 ** 3),
    wall_time_s: Math.round((performance.now() - started) / 1000),
    // The machine may be shared: a high load average makes every figure worse (and noisier).
    load_average_1_5_15: {
      at_start: loadAverageAtStart.map((n) => round(n, 2)),
      at_end: os.loadavg().map((n) => round(n, 2)),
    },
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  printTables(results);
  log(`written to ${RESULTS_FILE} in ${(results.meta as { wall_time_s: number }).wall_time_s} s`);
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : error}\n`);
  // fetch's own message is "fetch failed": the socket's error is its cause.
  const cause = (error as { cause?: unknown })?.cause;
  if (cause) process.stderr.write(`caused by: ${cause instanceof Error ? cause.stack : cause}\n`);
  process.exit(1);
});
