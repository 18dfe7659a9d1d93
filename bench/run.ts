/**
 * `npm run bench` (the budgets of docs/benchmarks.md).
 *
 * Starts the built server (BUILD_DIR, default build/) as `npm start` does, on a fresh temporary
 * DATA_DIR and 127.0.0.1 only, then measures: cold start (fresh and existing data directory),
 * idle memory, load under 50 connections (API, contact, public pages) against nginx serving the
 * same HTML, memory during a 200 MiB upload, first-load JavaScript of `/`, and Lighthouse on every
 * public route in fr/en/ar, with images present (a case study showing a stored image with its
 * alternative texts, and its own page). Writes bench/results.json and prints tables.
 *
 *   npm run bench                            everything, 30 s per load run (about 20 minutes)
 *   npm run bench -- --quick                 5 s per load run, Lighthouse on `/` only
 *   npm run bench -- --only load,lighthouse  some sections: load, metrics, uncached, processes,
 *                                            upload, media, js, html, hydration, lighthouse,
 *                                            assistant, lists
 *
 * `processes` needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, a role that
 * may create a database); without one it is reported as skipped.
 *
 * Start-up figures are measured on every run. Nothing here is a test: speed is reported, never
 * asserted (see the budgets table).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LANGUAGES } from "#domain/languages";
import { PUBLIC_PATHS as PUBLIC_ROUTES } from "~/site/lib/site-config";
import { type AssistantFigures, measureAssistant } from "./assistant/measure";
import { startBareNode } from "./lib/bare-node";
import { measureFirstLoadJs } from "./lib/first-load-js";
import { type HtmlSize, measureHtmlSizes } from "./lib/html-size";
import { type HydrationFigures, measureHydration } from "./lib/hydration";
import { illustratedCase, runLighthouse } from "./lib/lighthouse";
import { type LoadFigures, type LoadOptions, measureLoad } from "./lib/load";
import { type MediaFigures, measureMedia } from "./lib/media";
import { startNginx } from "./lib/nginx";
import {
  measureMetricsCost,
  measureProcesses,
  median,
  type PerRequest,
  pairedRatios,
  withCpuPerRequest,
} from "./lib/operations";
import {
  type BenchServer,
  restingRssMiB,
  seedMarkets,
  signIn,
  sleep,
  startServer,
} from "./lib/server";
import { formatTable } from "./lib/table";
import { measureUncached, type UncachedFigures } from "./lib/uncached";
import { measureUpload } from "./lib/upload";
import { type GetLoadOptions, measureGetLoad } from "./lib/wrk";
import { type ListsFigures, measureLists } from "./lists/measure";
import { listsBudgets, printLists } from "./lists/report";

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
] as const;
type Section = (typeof SECTIONS)[number];

const CONTENT_TABLES = ["services", "case_studies", "research", "markets", "demos"];
const CONNECTIONS = 50;
const SEEDED_MARKETS = 50;
const UPLOAD_BYTES = 200 * 1024 * 1024;
const RESULTS_FILE = path.resolve("bench/results.json");
const MIB_IN_MB = 1.048576;

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

const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The page cache's promises, checked on the real build. */
async function checkPageCache(url: string) {
  const cspNonce = (res: Response) =>
    /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  const first = await fetch(`${url}/`);
  const second = await fetch(`${url}/`);
  const [html1, html2] = [await first.text(), await second.text()];
  const [n1, n2] = [cspNonce(first), cspNonce(second)];
  const etag = second.headers.get("etag");
  const revalidated = etag
    ? await fetch(`${url}/`, { headers: { "if-none-match": etag } })
    : undefined;
  await revalidated?.text();
  return {
    nonce_differs_per_response: Boolean(n1 && n2 && n1 !== n2),
    body_carries_its_responses_nonce: Boolean(
      n1 && n2 && html1.includes(`nonce="${n1}"`) && html2.includes(`nonce="${n2}"`),
    ),
    no_stale_nonce_in_body: Boolean(n1 && n2 && !html2.includes(n1)),
    etag: etag ?? null,
    if_none_match_status: revalidated?.status ?? null,
    csp_on_304: revalidated ? revalidated.headers.has("content-security-policy") : null,
  };
}

async function routeStatuses(url: string) {
  const statuses: Record<string, number> = {};
  for (const route of PUBLIC_ROUTES) {
    for (const lang of LANGUAGES) {
      const res = await fetch(`${url}${route}?lang=${lang}`);
      await res.body?.cancel();
      statuses[`${route}?lang=${lang}`] = res.status;
    }
  }
  return statuses;
}

async function loadSection(server: BenchServer, work: string, durationS: number) {
  const base = { connections: CONNECTIONS, durationS };
  const runs: LoadFigures[] = [];
  const record = async (figures: Promise<LoadFigures>) => {
    runs.push(await figures);
    return runs.at(-1)!;
  };
  const run = (options: LoadOptions) => {
    log(`load: ${options.name} (${options.connections} connections, ${options.durationS} s)`);
    return record(measureLoad(options));
  };
  // The HTML pages through wrk (bench/lib/wrk.ts: autocannon's own cost capped them).
  const getLoad = (options: GetLoadOptions) => {
    log(`load: ${options.name} (${options.connections} connections, ${options.durationS} s, wrk)`);
    return measureGetLoad(options);
  };
  const runGet = (options: GetLoadOptions) => record(getLoad(options));

  await run({ ...base, name: "GET /api/health", url: `${server.url}/api/health` });
  // Market analyses are the team's: read by a signed-in member, as the back office reads them.
  const member = { authorization: (await signIn(server.url)).authorization! };
  await run({
    ...base,
    name: `GET /api/markets (${SEEDED_MARKETS} rows)`,
    url: `${server.url}/api/markets`,
    headers: member,
  });
  await run({
    ...base,
    name: "GET /api/{table}, the five tables in turn",
    url: `${server.url}/api/services`,
    headers: member,
    requests: CONTENT_TABLES.map((table) => ({ method: "GET", path: `/api/${table}` })),
  });

  const contactBody = JSON.stringify({
    name: "Visiteur Bench",
    email: "visiteur@example.com",
    company: "Bench SA",
    message: "Bonjour, nous aimerions échanger sur un projet d'IA pour notre service client.",
  });
  const contactHeaders = { "content-type": "application/json" };
  // One address that sends too many gets 429. From one address (the load tool's),
  // nearly every answer is that 429: this measures the limiter's refusal path.
  await run({
    ...base,
    name: "POST /api/contact, one address (429 after 5)",
    url: `${server.url}/api/contact`,
    method: "POST",
    headers: contactHeaders,
    body: contactBody,
  });
  // Many visitors behind a trusted proxy (TRUST_PROXY=true on the bench server): each request
  // from one of 20,000 addresses, each address well within its 5 messages, so every message is
  // validated and stored.
  let visitor = 0;
  await run({
    ...base,
    name: "POST /api/contact, 20,000 addresses (stored)",
    url: `${server.url}/api/contact`,
    requests: [
      {
        method: "POST",
        path: "/api/contact",
        body: contactBody,
        setupRequest: (request) => {
          visitor = (visitor + 1) % 20_000;
          request.headers = {
            ...contactHeaders,
            "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
          };
          return request;
        },
      },
    ],
  });

  await runGet({ ...base, name: "GET / (public page)", url: `${server.url}/` });
  // What a browser asks for: the kept page, gzip-compressed (not compared with nginx).
  await runGet({
    ...base,
    name: "GET / with Accept-Encoding: gzip",
    url: `${server.url}/`,
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  await runGet({
    ...base,
    name: `GET public pages, ${PUBLIC_ROUTES.length} routes x fr/en/ar in turn`,
    url: `${server.url}/`,
    paths: PUBLIC_ROUTES.flatMap((route) => LANGUAGES.map((lang) => `${route}?lang=${lang}`)),
  });

  // The same bytes as a static file from nginx, and from a bare Node server, measured in turn
  // with GET / (measureAgainstNginx).
  const html = await (await fetch(`${server.url}/`)).text();
  const against = await measureAgainstNginx({
    server,
    work,
    html,
    connections: CONNECTIONS,
    durationS: Math.max(2, Math.round(durationS / 3)),
    rounds: durationS >= 15 ? 5 : 3,
    measure: getLoad,
  });
  for (const run of Object.values(against.median_runs)) {
    runs.push({ ...run, name: `${run.name}, the median one` });
  }
  return { runs, html_bytes: Buffer.byteLength(html), ...against };
}

/**
 * GET / on the server against nginx serving the same bytes as a static file (the budget's
 * yardstick) and a bare Node server sending them (what any Node process does here), in `rounds`
 * rounds of one run each, the order turning round after round. One run of each, minutes apart, read
 * the machine's moods as much as the servers: on a shared 2-vCPU machine the same server's rate can
 * move by a third from one minute to the next, its system time per request doubling in the slow runs
 * (where the scheduler puts the server and wrk), and such a drift strikes the server's run or
 * nginx's alone. So each ratio is taken within a round and the budget reads the median of the
 * rounds' ratios; the runs shown are each target's median round.
 */
async function measureAgainstNginx(options: {
  server: BenchServer;
  work: string;
  html: string;
  connections: number;
  durationS: number;
  rounds: number;
  measure: (options: GetLoadOptions) => Promise<LoadFigures>;
}) {
  const { connections, durationS } = options;
  const nginx = await startNginx(path.join(options.work, "nginx"), options.html);
  const bare = await startBareNode(options.work, options.html).catch(async (error: unknown) => {
    await nginx.stop();
    throw error;
  });
  const targets = [
    { key: "server", name: "GET / (public page)", url: `${options.server.url}/` },
    { key: "nginx", name: "nginx: the same HTML of / as a static file", url: `${nginx.url}/` },
    { key: "bare", name: "bare Node http: the same HTML (reference)", url: `${bare.url}/` },
  ] as const;
  const runs: Record<(typeof targets)[number]["key"], LoadFigures[]> = {
    server: [],
    nginx: [],
    bare: [],
  };
  // The server's CPU time per page in each round (user and system): what its throughput follows
  // once it has a core to itself.
  const serverCpu: number[] = [];
  const serverPerRequest: PerRequest[] = [];
  try {
    for (let turn = 0; turn < options.rounds; turn++) {
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(turn + i) % targets.length]!;
        const run = () =>
          options.measure({
            name: `${target.name}, round ${turn + 1} of ${options.rounds}`,
            url: target.url,
            connections,
            durationS,
          });
        if (target.key === "server") {
          const measured = await withCpuPerRequest(options.server.pid, run);
          runs.server.push(measured.figures);
          serverCpu.push(measured.cpuUsPerRequest);
          serverPerRequest.push(measured.perRequest);
        } else {
          runs[target.key].push(await run());
        }
      }
    }
  } finally {
    await bare.stop();
    await nginx.stop();
  }
  const rates = (key: keyof typeof runs) => runs[key].map((run) => run.requests_per_s);
  const ratios = (a: keyof typeof runs, b: keyof typeof runs) =>
    pairedRatios(rates(a), rates(b)).map((ratio) => round(ratio, 3));
  const medianRun = (key: keyof typeof runs) =>
    [...runs[key]].sort((x, y) => x.requests_per_s - y.requests_per_s)[
      Math.floor(runs[key].length / 2)
    ]!;
  const byRound = {
    server_to_nginx: ratios("server", "nginx"),
    bare_node_to_nginx: ratios("bare", "nginx"),
    server_to_bare_node: ratios("server", "bare"),
  };
  return {
    rounds: options.rounds,
    round_duration_s: durationS,
    requests_per_s_by_round: {
      server: rates("server"),
      nginx: rates("nginx"),
      bare_node: rates("bare"),
    },
    ratios_by_round: byRound,
    server_cpu_us_per_request_by_round: serverCpu,
    server_per_request_by_round: serverPerRequest,
    median_runs: {
      server: medianRun("server"),
      nginx: medianRun("nginx"),
      bare_node: medianRun("bare"),
    },
    ratio_to_nginx: median(byRound.server_to_nginx),
    bare_node_ratio_to_nginx: median(byRound.bare_node_to_nginx),
    ratio_to_bare_node: median(byRound.server_to_bare_node),
  };
}

function budgets(results: Record<string, unknown>) {
  const rows: { budget: string; target: string; measured: string; met: boolean | null }[] = [];
  const load = results.load as Awaited<ReturnType<typeof loadSection>> | undefined;
  // Results written by a bench without rounds have no `ratios_by_round`: not shown.
  if (load?.ratios_by_round) {
    const home = load.runs.find((r) => r.name.startsWith("GET / "));
    if (home) {
      rows.push({
        budget: "GET / p99 latency, 50 connections",
        target: "< 50 ms",
        measured: `${home.latency_ms.p99} ms`,
        met: home.latency_ms.p99 < 50,
      });
    }
    rows.push({
      budget: "GET / throughput vs nginx",
      target: ">= 40%",
      measured: `${round(load.ratio_to_nginx * 100)}% (median of ${load.rounds} rounds in turn)`,
      met: load.ratio_to_nginx >= 0.4,
    });
    const failing = load.runs.filter(
      (r) =>
        !r.name.startsWith("nginx") &&
        (r.errors > 0 || Object.keys(r.status_codes).some((c) => c.startsWith("5"))),
    );
    rows.push({
      budget: "errors and 5xx under load",
      target: "0",
      measured: failing.length === 0 ? "0" : failing.map((r) => r.name).join("; "),
      met: failing.length === 0,
    });
  }
  const upload = results.upload as { peak_over_before_mib?: number; status?: number } | undefined;
  if (upload?.peak_over_before_mib !== undefined) {
    rows.push({
      budget: "memory during a 200 MiB upload",
      target: "<= idle + 50 MiB",
      measured: `+${upload.peak_over_before_mib} MiB (status ${upload.status})`,
      met: upload.peak_over_before_mib <= 50 && upload.status === 201,
    });
  }
  const media = results.media as MediaFigures | undefined;
  if (media?.variants_12mp_s) {
    rows.push({
      budget: "variants of a 12-megapixel JPEG",
      target: "< 2 s",
      measured: `${media.variants_12mp_s.median} s (max ${media.variants_12mp_s.max} s)`,
      met: media.variants_12mp_s.max < 2,
    });
    const page = media.case_page_lighthouse;
    const bare = media.case_page_without_image_lighthouse;
    rows.push({
      budget: "case page with a 12 MP photo: Lighthouse performance, CLS",
      target: "100, 0",
      measured: `${page.performance}, ${page.cls}${page.error ? ` (${page.error})` : ""} (without the photo: ${bare?.performance}, ${bare?.cls})`,
      met: page.performance === 100 && page.cls === 0,
    });
    const burst = media.burst;
    rows.push({
      budget: "memory during a burst of 10 image uploads",
      target: "<= idle + 300 MiB",
      measured: `+${burst.peak_over_before_mib} MiB (${JSON.stringify(burst.statuses)})`,
      met: burst.peak_over_before_mib <= 300 && burst.statuses["201"] === burst.uploads,
    });
  }
  const js = results.first_load_js as
    | {
        page: string;
        total_gzip_kb: number;
        admin_chunks: string[];
        catalog_chunks: string[];
      }[]
    | undefined;
  // Public pages load the islands script only: no React, no admin code, no catalog.
  for (const page of js ?? []) {
    rows.push({
      budget: `first-load JS of ${page.page}`,
      target: "<= 20 KB gzip, no admin chunk, no catalog",
      measured: `${page.total_gzip_kb} KB, admin ${page.admin_chunks.length}, catalogs ${page.catalog_chunks.length}`,
      met:
        page.total_gzip_kb <= 20 &&
        page.admin_chunks.length === 0 &&
        page.catalog_chunks.length === 0,
    });
  }
  const metrics = results.metrics_cost as
    | {
        pairs?: number;
        rounds: number;
        cost_percent: number;
        cost_percent_by_round?: number[];
        cpu_cost_percent: number;
        cpu_cost_percent_by_round?: number[];
        cpu_us_per_request_without_metrics: number[];
        cpu_us_per_request_with_metrics: number[];
      }
    | undefined;
  // Figures of the side-by-side method only (paired rounds): older results had none.
  if (metrics?.cost_percent_by_round && metrics.cpu_cost_percent_by_round) {
    const range = (values: number[]) => `${Math.min(...values)}% to ${Math.max(...values)}%`;
    rows.push({
      budget: "GET / throughput with /metrics enabled",
      target: "< 5% lower",
      measured: `${metrics.cost_percent}% lower (median of ${metrics.rounds} paired rounds on ${metrics.pairs} pairs of servers; rounds ${range(metrics.cost_percent_by_round)})`,
      met: metrics.cost_percent < 5,
    });
    // The server's CPU per request decides its throughput once the CPU is saturated, and is far
    // less moved by what else the machine runs.
    rows.push({
      budget: "GET / server CPU per request with /metrics enabled",
      target: "< 5% more",
      measured: `${metrics.cpu_cost_percent}% more (median of ${metrics.rounds} paired rounds on ${metrics.pairs} pairs of servers: ${round(median(metrics.cpu_us_per_request_without_metrics))} → ${round(median(metrics.cpu_us_per_request_with_metrics))} µs; rounds ${range(metrics.cpu_cost_percent_by_round)})`,
      met: metrics.cpu_cost_percent < 5,
    });
  }
  // The started server's resident memory at rest, in every case measured: 300 MB is 286.1 MiB.
  const idleRss = (results.server as { idle_rss_mib?: Record<string, number> } | undefined)
    ?.idle_rss_mib;
  for (const [when, mib] of Object.entries(idleRss ?? {})) {
    rows.push({
      budget: `idle RSS ${when.replaceAll("_", " ")}`,
      target: "<= 300 MB",
      measured: `${round((mib * 1024 * 1024) / 1e6)} MB (${mib} MiB)`,
      met: mib * 1024 * 1024 <= 300e6,
    });
  }
  const processes = results.processes as { two_vs_one?: number } | undefined;
  if (processes?.two_vs_one !== undefined) {
    rows.push({
      budget: "GET / through nginx, two processes vs one",
      target: "reported",
      measured: `x${processes.two_vs_one}`,
      met: null,
    });
  }
  const home = (results.html_size as HtmlSize[] | undefined)?.filter((p) =>
    p.page.startsWith("/?"),
  );
  for (const page of home ?? []) {
    // Whichever is larger: the server's own gzip, or gzip level 6 of the raw page (a proxy's).
    const gzip = Math.max(page.gzip_bytes, page.sent_gzip_bytes ?? 0);
    rows.push({
      budget: `HTML of ${page.page}`,
      target: "<= 20 KB gzip",
      measured: `${round(gzip / 1024, 1)} KB gzip (sent ${round((page.sent_gzip_bytes ?? 0) / 1024, 1)}, level 6 ${round(page.gzip_bytes / 1024, 1)}; ${round(page.raw_bytes / 1024, 1)} KB raw)`,
      met: gzip <= 20 * 1024,
    });
  }
  const hydration = results.hydration as HydrationFigures[] | undefined;
  if (hydration && hydration.length > 0) {
    const late = hydration.filter(
      (p) => p.fcp_to_hydrated_ms === null || p.fcp_to_hydrated_ms > 1000,
    );
    const worst = Math.max(
      ...hydration.map((p) => p.fcp_to_hydrated_ms ?? Number.POSITIVE_INFINITY),
    );
    rows.push({
      budget: `hydrated within 1 s of FCP, CPU 4x, ${hydration.length} pages`,
      target: "<= 1000 ms",
      measured: `${hydration.length - late.length} of ${hydration.length} (worst ${worst} ms)`,
      met: late.length === 0,
    });
  }
  const bombs = (results.media as MediaFigures | undefined)?.bombs;
  if (bombs) {
    const worst = Math.max(...Object.values(bombs.single).map((run) => run.peak_over_before_mib));
    rows.push(
      {
        budget: "any single image upload, bombs included: RSS over before",
        target: "<= 300 MB",
        measured: `${worst} MiB at most`,
        met: worst * MIB_IN_MB <= 300,
      },
      {
        budget: "three image bombs at once: RSS over before",
        target: "<= 400 MB",
        measured: `${bombs.concurrent.peak_over_before_mib} MiB`,
        met: bombs.concurrent.peak_over_before_mib * MIB_IN_MB <= 400,
      },
      {
        budget: "RSS 60 s after the bombs, over before",
        target: "<= 50 MB",
        measured: `${bombs.after_60s_over_before_mib} MiB`,
        met: bombs.after_60s_over_before_mib * MIB_IN_MB <= 50,
      },
    );
  }
  const uncached = results.uncached as UncachedFigures | undefined;
  if (uncached?.unknown_paths) {
    rows.push({
      budget: `a kept page beside ${CONNECTIONS} connections asking for unknown paths`,
      target: ">= 50% of its rate alone",
      measured: `${round(uncached.unknown_paths.kept_ratio * 100)}% (${uncached.unknown_paths.kept.requests_per_s} of ${uncached.kept_alone.requests_per_s} req/s)`,
      met: uncached.unknown_paths.kept_ratio >= 0.5,
    });
  }
  const assistant = results.assistant as AssistantFigures | undefined;
  if (assistant) rows.push(...assistantBudgets(assistant));
  const lists = results.lists as ListsFigures | undefined;
  if (lists?.sizes) rows.push(...listsBudgets(lists));
  const lh = results.lighthouse as
    | {
        performance: number | null;
        accessibility: number | null;
        best_practices: number | null;
        seo: number | null;
        cls: number | null;
      }[]
    | undefined;
  if (lh && lh.length > 0) {
    const below = lh.filter(
      (r) =>
        r.performance !== 100 ||
        r.accessibility !== 100 ||
        r.best_practices !== 100 ||
        r.seo !== 100,
    ).length;
    const shifted = lh.filter((r) => r.cls !== 0).length;
    rows.push({
      budget: `Lighthouse mobile, ${lh.length} pages`,
      target: "100 / 100 / 100 / 100",
      measured: `${lh.length - below} of ${lh.length} at 100 everywhere`,
      met: below === 0,
    });
    rows.push({
      budget: "Lighthouse CLS",
      target: "0",
      measured: `${lh.length - shifted} of ${lh.length} at 0`,
      met: shifted === 0,
    });
  }
  return rows;
}

/** The assistant's budgets: answers on the evaluation set, latency, rebuild with 1,000 rows. */
function assistantBudgets(assistant: AssistantFigures) {
  const languages = LANGUAGES.map((lang) => ({ lang, ...assistant.questions[lang] }));
  const percent = (values: Record<string, number>) =>
    LANGUAGES.map((lang) => `${lang} ${values[lang]}%`).join(", ");
  const all = (values: Record<string, number>) => LANGUAGES.every((lang) => values[lang]! >= 90);
  return [
    {
      budget: `assistant top-3 hit rate (${languages.map((l) => `${l.lang} ${l.answer}`).join(", ")} questions)`,
      target: ">= 90% each language",
      measured: percent(assistant.top3_hit_rate),
      met: all(assistant.top3_hit_rate),
    },
    {
      budget: `assistant hand-over right (${languages.map((l) => `${l.lang} ${l.handover}`).join(", ")} to hand over)`,
      target: ">= 90% precision and recall",
      measured: `precision ${percent(assistant.handover_precision)}; recall ${percent(assistant.handover_recall)}`,
      met: all(assistant.handover_precision) && all(assistant.handover_recall),
    },
    {
      budget: "assistant answer without a model, p95",
      target: "<= 50 ms",
      measured: `${assistant.answer_ms.p95} ms (p50 ${assistant.answer_ms.p50}, ${assistant.answer_ms.samples} answers)`,
      met: assistant.answer_ms.p95 <= 50,
    },
    {
      budget: "assistant answers with a write, 1,000 rows (0.5 s pause + rebuild)",
      target: "<= 1 s",
      measured: `${assistant.build_ms.rows_1000_after_a_write} ms (first build ${assistant.build_ms.rows_1000_first} ms, ${assistant.documents.rows_1000} documents)`,
      met: assistant.build_ms.rows_1000_after_a_write <= 1000,
    },
  ];
}

function printTables(results: Record<string, unknown>) {
  const server = results.server as Record<string, Record<string, number | undefined>>;
  process.stdout.write("\nServer\n");
  process.stdout.write(
    formatTable([
      {
        figure: "cold start, fresh DATA_DIR (spawn to /api/health 200)",
        value: `${server.cold_start_ms?.fresh_data_dir} ms`,
      },
      {
        figure: "cold start, existing DATA_DIR",
        value: `${server.cold_start_ms?.existing_data_dir} ms`,
      },
      {
        figure: "idle RSS after a fresh start",
        value: `${server.idle_rss_mib?.after_fresh_start} MiB`,
      },
      {
        figure: "idle RSS after a restart (existing DATA_DIR)",
        value: `${server.idle_rss_mib?.after_restart} MiB`,
      },
      ...(server.idle_rss_mib?.after_load !== undefined
        ? [{ figure: "idle RSS after the load", value: `${server.idle_rss_mib.after_load} MiB` }]
        : []),
    ]),
  );
  const load = results.load as Awaited<ReturnType<typeof loadSection>> | undefined;
  if (load?.ratios_by_round) {
    process.stdout.write(`\nLoad (${CONNECTIONS} connections; latency in ms)\n`);
    process.stdout.write(
      formatTable(
        load.runs.map((r) => ({
          target: r.name,
          "req/s": r.requests_per_s,
          p50: r.latency_ms.p50,
          "p97.5": r.latency_ms.p97_5,
          p99: r.latency_ms.p99,
          errors: r.errors,
          "non-2xx": r.non_2xx,
          statuses: Object.entries(r.status_codes)
            .map(([code, count]) => `${code}:${count}`)
            .join(" "),
        })),
      ),
    );
    process.stdout.write(
      `Medians of ${load.rounds} rounds: GET / vs nginx ${round(load.ratio_to_nginx * 100)}% (rounds ${load.ratios_by_round.server_to_nginx.map((r) => `${round(r * 100)}%`).join(", ")}); bare Node vs nginx ${round(load.bare_node_ratio_to_nginx * 100)}%; GET / vs bare Node ${round(load.ratio_to_bare_node * 100)}%; the server's CPU per page ${median(load.server_cpu_us_per_request_by_round)} µs\n`,
    );
  }
  for (const [title, key] of [
    ["Metrics cost", "metrics_cost"],
    ["Processes behind nginx", "processes"],
  ] as const) {
    const section = results[key] as Record<string, unknown> | undefined;
    if (!section) continue;
    process.stdout.write(`\n${title}\n`);
    process.stdout.write(
      formatTable(
        Object.entries(section).map(([figure, value]) => ({
          figure,
          value:
            typeof value === "object" && value !== null && "requests_per_s" in value
              ? `${(value as LoadFigures).requests_per_s} req/s, p99 ${(value as LoadFigures).latency_ms.p99} ms`
              : JSON.stringify(value),
        })),
      ),
    );
  }
  const uncached = results.uncached as UncachedFigures | undefined;
  if (uncached?.unknown_paths) {
    process.stdout.write(`\nPages not kept beside a kept one (${CONNECTIONS} connections each)\n`);
    const { kept_alone, unknown_paths, uncached_page, uncached_alone } = uncached;
    process.stdout.write(
      formatTable(
        [
          kept_alone,
          unknown_paths.crowd,
          unknown_paths.kept,
          uncached_page.crowd,
          uncached_page.kept,
          uncached_alone,
        ].map((r) => ({
          run: r.name,
          "req/s": r.requests_per_s,
          p50: r.latency_ms.p50,
          p99: r.latency_ms.p99,
          statuses: Object.entries(r.status_codes)
            .map(([code, count]) => `${code}:${count}`)
            .join(" "),
        })),
      ),
    );
  }
  const upload = results.upload as Record<string, unknown> | undefined;
  if (upload) {
    process.stdout.write("\nUpload\n");
    process.stdout.write(
      formatTable(Object.entries(upload).map(([figure, value]) => ({ figure, value }))),
    );
  }
  const media = results.media as Record<string, unknown> | undefined;
  if (media) {
    process.stdout.write("\nImages\n");
    process.stdout.write(
      formatTable(
        Object.entries(media).map(([figure, value]) => ({ figure, value: JSON.stringify(value) })),
      ),
    );
  }
  const js = results.first_load_js as
    | { page: string; total_gzip_kb: number; total_kb: number; files: unknown[] }[]
    | undefined;
  if (js) {
    process.stdout.write("\nFirst-load JavaScript\n");
    process.stdout.write(
      formatTable(
        js.map((p) => ({
          page: p.page,
          files: p.files.length,
          KB: p.total_kb,
          "KB gzip": p.total_gzip_kb,
        })),
      ),
    );
  }
  const lh = results.lighthouse as Record<string, unknown>[] | undefined;
  if (lh) {
    process.stdout.write("\nLighthouse (mobile)\n");
    process.stdout.write(
      formatTable(
        lh.map((r) => ({
          url: new URL(String(r.url)).pathname + new URL(String(r.url)).search,
          perf: r.performance ?? "-",
          a11y: r.accessibility ?? "-",
          bp: r.best_practices ?? "-",
          seo: r.seo ?? "-",
          cls: r.cls ?? "-",
          note: r.error ?? "",
        })),
      ),
    );
  }
  const assistant = results.assistant as AssistantFigures | undefined;
  if (assistant) {
    process.stdout.write(
      `\nAssistant: questions not answered as expected (${assistant.misses.length})\n`,
    );
    process.stdout.write(
      formatTable(
        assistant.misses.map((miss) => ({
          lang: miss.lang,
          question: miss.question,
          sources: miss.got.join(" ") || "-",
          handover: miss.handover ? "yes" : "no",
        })),
      ),
    );
  }
  const lists = results.lists as ListsFigures | undefined;
  if (lists?.sizes) printLists(lists, (text) => process.stdout.write(text));
  const rows = results.budgets as ReturnType<typeof budgets>;
  if (rows.length > 0) {
    process.stdout.write("\nBudgets\n");
    process.stdout.write(
      formatTable(rows.map((r) => ({ ...r, met: r.met === null ? "-" : r.met ? "yes" : "NO" }))),
    );
  }
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
    const rows = (await (
      await fetch(`${server.url}/api/markets`, { headers: await signIn(server.url) })
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
      results.load = await loadSection(server, work, durationS);
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
