import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { startRoundRobinProxy } from "#testing/nginx";
import type { LoadFigures } from "./load";
import { type BenchServer, freePort, sleep, startServer } from "./server";
import type { GetLoadOptions } from "./wrk";

type Measure = (options: GetLoadOptions) => Promise<LoadFigures>;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * What a process has used so far (Linux: /proc/PID/stat): CPU time in user and system mode, in µs
 * (fields 14 and 15, in clock ticks of 10 ms), and minor page faults (field 10).
 */
function usage(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return {
    userUs: Number(fields[11]) * 10_000,
    systemUs: Number(fields[12]) * 10_000,
    minorFaults: Number(fields[7]),
  };
}

/** What a process spent per request of a run, each to a tenth. */
export interface PerRequest {
  user_us: number;
  system_us: number;
  minor_faults: number;
}

/**
 * One measured run and what the process `pid` spent per request during it: CPU time (user +
 * system, and each) in µs, and minor page faults (memory the process touched for the first time
 * since the kernel gave it, or gave it back: a server whose heap keeps being returned and taken
 * again pays for it in both modes).
 */
export async function withCpuPerRequest(pid: number, run: () => Promise<LoadFigures>) {
  const before = usage(pid);
  const figures = await run();
  const after = usage(pid);
  const per = (delta: number) => Math.round((delta * 10) / figures.requests) / 10;
  const user = after.userUs - before.userUs;
  const system = after.systemUs - before.systemUs;
  const perRequest: PerRequest = {
    user_us: per(user),
    system_us: per(system),
    minor_faults: per(after.minorFaults - before.minorFaults),
  };
  return { figures, cpuUsPerRequest: per(user + system), perRequest };
}

/** `a[i] / b[i]`, round by round: the two runs of a round met the same machine. */
export const pairedRatios = (a: number[], b: number[]) =>
  a.map((value, i) => value / Math.max(1, b[i]!));

/**
 * The metrics' cost is measured on PAIRS pairs of servers, ROUNDS rounds each: two servers of
 * the same build, side by side, can run far apart for their whole life, so one pair could show a
 * cost, or hide one, that is only the pair's luck.
 */
const PAIRS = 4;
const ROUNDS = 2;

/**
 * What `/metrics` costs the public page: GET / on a server without METRICS_TOKEN (nothing is
 * counted) and on one with it (every request counted and timed). For each pair, both servers
 * are started at once on their own DATA_DIR and warmed, then measured in turn: a drift of the
 * machine (the other processes it runs, where the scheduler places the server and wrk) weighs on
 * both runs of a round alike. Besides the throughput, the server's CPU time per request is read:
 * on a busy machine the throughput follows what the other processes take, the CPU a request
 * costs the server much less.
 */
export async function measureMetricsCost(options: {
  work: string;
  connections: number;
  durationS: number;
  measure: Measure;
}) {
  const sides = ["off", "on"] as const;
  const rates: Record<"off" | "on", number[]> = { off: [], on: [] };
  const cpuPerRequest: Record<"off" | "on", number[]> = { off: [], on: [] };
  for (let pair = 0; pair < PAIRS; pair++) {
    const servers: Partial<Record<"off" | "on", BenchServer>> = {};
    try {
      for (const side of sides) {
        const dir = path.join(options.work, `metrics-${side}-${pair}`);
        servers[side] = await startServer({
          dataDir: path.join(dir, "data"),
          logFile: `${dir}.log`,
          env: side === "on" ? { METRICS_TOKEN: "bench-metrics-token-0123456789" } : {},
        });
      }
      for (const side of sides) {
        await warm(servers[side]!.url, options.connections, options.measure);
      }
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of sides) {
          const server = servers[side]!;
          const { figures, cpuUsPerRequest } = await withCpuPerRequest(server.pid, () =>
            options.measure({
              name: `GET /, METRICS_TOKEN ${side === "on" ? "set" : "unset"} (pair ${pair + 1}, round ${round + 1})`,
              url: `${server.url}/`,
              connections: options.connections,
              durationS: options.durationS,
            }),
          );
          rates[side].push(figures.requests_per_s);
          cpuPerRequest[side].push(cpuUsPerRequest);
        }
      }
    } finally {
      for (const side of sides) await servers[side]?.stop();
    }
  }
  // Each round's two runs met the same machine: the cost is read from their ratio, round by
  // round, and the median of those ratios taken (a round when the machine was busier weighs on
  // its own ratio only).
  const percent = (value: number) => Math.round(value * 1000) / 10;
  const throughputRatios = pairedRatios(rates.on, rates.off);
  const cpuRatios = pairedRatios(cpuPerRequest.on, cpuPerRequest.off);
  return {
    pairs: PAIRS,
    rounds: PAIRS * ROUNDS,
    requests_per_s_without_metrics: rates.off,
    requests_per_s_with_metrics: rates.on,
    median_without: median(rates.off),
    median_with: median(rates.on),
    /** Throughput lost with the metrics, from the median of the rounds' ratios. */
    cost_percent: percent(1 - median(throughputRatios)),
    cost_percent_by_round: throughputRatios.map((ratio) => percent(1 - ratio)),
    cpu_us_per_request_without_metrics: cpuPerRequest.off,
    cpu_us_per_request_with_metrics: cpuPerRequest.on,
    /** CPU per request added by the metrics, from the median of the rounds' ratios. */
    cpu_cost_percent: percent(median(cpuRatios) - 1),
    cpu_cost_percent_by_round: cpuRatios.map((ratio) => percent(ratio - 1)),
  };
}

/**
 * One process and two processes on one PostgreSQL server behind nginx (round robin, as
 * deploy/nginx.conf does), GET / through nginx. Needs a PostgreSQL role that may create a
 * database (BENCH_DATABASE_URL, else TEST_DATABASE_URL): a scratch database is made and dropped.
 */
export async function measureProcesses(options: {
  work: string;
  databaseUrl: string;
  connections: number;
  durationS: number;
  measure: Measure;
}) {
  const name = `ada_bench_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(options.databaseUrl);
  url.pathname = `/${name}`;
  const servers: BenchServer[] = [];
  // The page cache serves only PUBLIC_URL's host: the processes are told the proxy's address.
  const proxyPort = await freePort();
  try {
    for (const index of [1, 2]) {
      const dir = path.join(options.work, `process-${index}`);
      servers.push(
        await startServer({
          dataDir: path.join(dir, "data"),
          logFile: `${dir}.log`,
          env: {
            DATABASE_URL: url.toString(),
            TRUST_PROXY: "true",
            PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
          },
        }),
      );
    }
    const one = await behindNginx(options, proxyPort, servers.slice(0, 1), "one process");
    const two = await behindNginx(options, proxyPort, servers, "two processes");
    return {
      one_process: one,
      two_processes: two,
      two_vs_one: Math.round((two.requests_per_s / one.requests_per_s) * 100) / 100,
    };
  } finally {
    for (const server of servers) await server.stop();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function behindNginx(
  options: { work: string; connections: number; durationS: number; measure: Measure },
  port: number,
  servers: BenchServer[],
  label: string,
) {
  const upstreams = servers.map((server) => new URL(server.url).host);
  const proxy = await startRoundRobinProxy(
    path.join(options.work, `nginx-${servers.length}`),
    upstreams,
    port,
  );
  try {
    await warm(proxy.url, options.connections, options.measure);
    return await options.measure({
      name: `GET / through nginx, ${label} on PostgreSQL`,
      url: `${proxy.url}/`,
      connections: options.connections,
      durationS: options.durationS,
    });
  } finally {
    await proxy.stop();
  }
}

/**
 * A fresh process is measured once it is warm: its page cache filled and its code compiled by the
 * JIT. A first run of 5 s under the same load is thrown away (with a few fetches only, fresh
 * servers' figures spread by a factor of two or more).
 */
async function warm(url: string, connections: number, measure: Measure) {
  await measure({ name: "warm-up (not kept)", url: `${url}/`, connections, durationS: 5 });
  await sleep(500);
}
