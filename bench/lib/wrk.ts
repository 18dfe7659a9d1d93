import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { LoadFigures } from "./load";
import { loopbackOnly } from "./server";

export const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";

export interface GetLoadOptions {
  name: string;
  url: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** Paths requested in turn on the URL's origin (else the URL's own path). */
  paths?: string[];
}

const lua = (options: GetLoadOptions) => `
${Object.entries(options.headers ?? {})
  .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join("\n")}
${
  options.paths
    ? `local paths = {${options.paths.map((p) => JSON.stringify(p)).join(", ")}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end`
    : ""
}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p97_5":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(97.5), latency:percentile(99), latency.max))
end
`;

const ms = (us: number) => Math.round(us / 100) / 10;

/**
 * One bounded wrk run (Debian's package), for the GET runs of HTML pages. A client written in C:
 * autocannon appends each response body to a JavaScript string, which on pages this size, with
 * a few non-ASCII characters, holds every server, nginx included, to the same rate: it would
 * measure itself. One thread, leaving the other core to the server.
 */
export async function measureGetLoad(options: GetLoadOptions): Promise<LoadFigures> {
  const target = loopbackOnly(options.url);
  const dir = mkdtempSync(path.join(os.tmpdir(), "ada-wrk-"));
  try {
    const script = path.join(dir, "run.lua");
    writeFileSync(script, lua(options));
    const { stdout } = await promisify(execFile)(
      WRK,
      [
        "-t1",
        `-c${options.connections}`,
        `-d${options.durationS}s`,
        "--timeout",
        "10s",
        "-s",
        script,
        options.url,
      ],
      { maxBuffer: 1 << 20 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") throw new Error(`${WRK} not found (Debian package wrk)`);
      throw error;
    });
    const line = stdout.split("\n").find((l) => l.startsWith("WRK_RESULT "));
    if (!line) throw new Error(`wrk gave no result:\n${stdout}`);
    const r = JSON.parse(line.slice("WRK_RESULT ".length)) as Record<string, number>;
    const seconds = r.duration_us! / 1e6;
    const errors = r.connect! + r.read! + r.write!;
    return {
      name: options.name,
      target: `GET ${options.paths ? `${options.paths.length} paths in turn` : `${target.pathname}${target.search}`}`,
      connections: options.connections,
      duration_s: options.durationS,
      requests: r.requests!,
      requests_per_s: Math.round(r.requests! / seconds),
      latency_ms: { p50: ms(r.p50!), p97_5: ms(r.p97_5!), p99: ms(r.p99!), max: ms(r.max!) },
      errors,
      timeouts: r.timeout!,
      non_2xx: r.status!,
      status_codes: { "2xx/3xx": r.requests! - r.status! - errors, "4xx/5xx": r.status! },
      throughput_mib_s: Math.round((r.bytes! / seconds / 1048576) * 100) / 100,
      client: "wrk",
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
