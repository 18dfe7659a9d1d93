/**
 * The `load` part: the API, the contact form and the public pages under 50 connections, GET / in
 * rounds against nginx and a bare Node server serving the same bytes; and the checks every run makes
 * on the build (each public route's status, the page cache's promises).
 */
import path from "node:path";
import { LANGUAGES } from "#domain/languages";
import { startNginx } from "#testing/nginx";
import { PUBLIC_PATHS as PUBLIC_ROUTES } from "~/site/lib/site-config";
import { startBareNode } from "../lib/bare-node";
import { type LoadFigures, type LoadOptions, measureLoad } from "../lib/load";
import { median, type PerRequest, pairedRatios, withCpuPerRequest } from "../lib/operations";
import type { BenchServer } from "../lib/server";
import { log, round } from "../lib/table";
import { type GetLoadOptions, measureGetLoad } from "../lib/wrk";

const CONTENT_TABLES = ["services", "case_studies", "research", "markets", "demos"];
export const CONNECTIONS = 50;
export const SEEDED_MARKETS = 50;

/** The page cache's promises, checked on the real build. */
export async function checkPageCache(url: string) {
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

export async function routeStatuses(url: string) {
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

export type LoadSection = Awaited<ReturnType<typeof loadSection>>;

/** `staff`: a signed-in member's headers, for the internal market analyses. */
export async function loadSection(
  server: BenchServer,
  work: string,
  durationS: number,
  staff: Record<string, string>,
) {
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
  await run({
    ...base,
    name: `GET /api/markets (${SEEDED_MARKETS} rows, a staff session)`,
    url: `${server.url}/api/markets`,
    headers: staff,
  });
  await run({
    ...base,
    name: "GET /api/{table}, the five tables in turn (a staff session: markets are internal)",
    url: `${server.url}/api/services`,
    headers: staff,
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
