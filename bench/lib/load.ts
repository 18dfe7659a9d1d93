import autocannon, { type Options, type RequestSpec, type Result } from "autocannon";
import { loopbackOnly } from "./server";

export interface LoadFigures {
  name: string;
  target: string;
  connections: number;
  duration_s: number;
  requests: number;
  requests_per_s: number;
  latency_ms: { p50: number; p97_5: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non_2xx: number;
  status_codes: Record<string, number>;
  throughput_mib_s: number;
  /** The load generator: autocannon unless said (bench/lib/wrk.ts). */
  client?: "wrk";
}

export interface LoadOptions {
  name: string;
  url: string;
  connections: number;
  durationS: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: RequestSpec[];
  /**
   * Seconds of the same requests first, not counted: a server just started compiles its code in
   * its first seconds under load, which a server in service did long ago.
   */
  warmupS?: number;
}

/**
 * One bounded autocannon run (loops are bounded and target 127.0.0.1 only).
 */
export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  const target = loopbackOnly(options.url);
  const config: Options = {
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
    title: options.name,
  };
  // autocannon takes a key set to undefined as a value: only the options given.
  if (options.method) config.method = options.method;
  if (options.headers) config.headers = options.headers;
  if (options.body) config.body = options.body;
  if (options.requests) config.requests = options.requests;
  if (options.warmupS) config.warmup = { duration: options.warmupS };
  const result: Result = await autocannon(config);
  const status: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    status[code] = count;
  return {
    name: options.name,
    target: `${options.method ?? "GET"} ${target.pathname}${target.search}`,
    connections: options.connections,
    duration_s: options.durationS,
    requests: result.requests.total,
    requests_per_s: Math.round(result.requests.average),
    latency_ms: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non_2xx: result.non2xx,
    status_codes: status,
    throughput_mib_s: Math.round((result.throughput.average / 1048576) * 100) / 100,
  };
}
