import { readFileSync } from "node:fs";
import { signIn as signInAs, spawnBuiltServer } from "#testing/built-server";
import { freePort } from "#testing/ports";

export { freePort };

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? "bench@example.com",
  password: process.env.ADMIN_PASSWORD ?? "Bench-Passw0rd!-2026",
};

/** Resident memory of a process, in MiB (Linux: /proc/PID/status VmRSS). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/**
 * Resident memory once the process is at rest: V8 gives back the heap a burst made it grow only
 * when its memory reducer runs, from about 10 s to about a minute after the allocations stop, tens
 * of MiB below the figure right after. Sampled every second until it fell by at least 5 MiB from
 * the first sample and then held within 1 MiB over the last `quietMs`, or `maxMs` passed; answers
 * the last sample and the first one (`justAfter`).
 */
export async function restingRssMiB(
  pid: number,
  { quietMs = 10_000, maxMs = 90_000 } = {},
): Promise<{ resting: number; justAfter: number }> {
  const start = performance.now();
  const samples: { at: number; mib: number }[] = [];
  for (;;) {
    const at = performance.now() - start;
    samples.push({ at, mib: rssMiB(pid) });
    const first = samples[0]!.mib;
    const fell = samples.find((sample) => sample.mib <= first - 5);
    const recent = samples.filter((sample) => sample.at >= at - quietMs).map((s) => s.mib);
    const settled =
      fell !== undefined &&
      fell.at <= at - quietMs &&
      Math.max(...recent) - Math.min(...recent) < 1;
    if (settled || at >= maxMs) break;
    await sleep(1000);
  }
  return { resting: samples.at(-1)!.mib, justAfter: samples[0]!.mib };
}

/**
 * Samples a process's resident memory every 20 ms from now: `peak()` stops and answers the
 * highest figure seen (the last one included), `before` the first.
 */
export function sampleRss(pid: number) {
  const before = rssMiB(pid);
  let highest = before;
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, rssMiB(pid));
    } catch {
      // the process went away: the requests being measured report it
    }
  }, 20);
  return {
    before,
    peak() {
      clearInterval(timer);
      try {
        highest = Math.max(highest, rssMiB(pid));
      } catch {
        // as above
      }
      return highest;
    },
  };
}

/** Every run of the bench targets this machine's loopback only. */
export function loopbackOnly(url: string): URL {
  const target = new URL(url);
  if (target.hostname !== "127.0.0.1") throw new Error(`refusing to load ${target.hostname}`);
  return target;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BenchServer {
  url: string;
  pid: number;
  /** Spawn to the first 200 of /api/health. */
  coldStartMs: number;
  /** The server's own figure: process start to listening (its `server.started` log line). */
  reportedStartupMs?: number;
  logFile: string;
  /** How the process ended (its exit code or signal), if it has; its stderr is in `logFile`. */
  ended(): string | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the production server as `npm start` does (scripts/start.mjs: the built server in this
 * process), on 127.0.0.1, and waits for /api/health. Its log goes to a file, so reading it costs
 * the bench nothing while it measures.
 */
export async function startServer(options: {
  dataDir: string;
  logFile: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawnBuiltServer({
    script: "scripts/start.mjs",
    logFile: options.logFile,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      // What package.json's start script sets: two malloc arenas, so that glibc does not keep
      // memory for every thread that once allocated.
      MALLOC_ARENA_MAX: "2",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The embedded database and local disk, whatever a developer's .env says (empty = unset,
      // and .env never overrides a variable that is set).
      DATABASE_URL: "",
      S3_BUCKET: "",
      S3_ENDPOINT: "",
      ...options.env,
    },
  });
  await server.waitForHealth({ timeoutMs: 120_000, intervalMs: 20 });
  const coldStartMs = performance.now() - started;
  const startLine = server.logs().findLast((line) => line.event === "server.started");
  return {
    url,
    pid: server.pid,
    coldStartMs: Math.round(coldStartMs),
    reportedStartupMs: startLine?.startup_ms as number | undefined,
    logFile: options.logFile,
    ended: () => {
      const { exitCode, signalCode } = server.child;
      if (exitCode === null && signalCode === null) return undefined;
      return `exited (${exitCode ?? signalCode})`;
    },
    stop: () => server.terminate(20_000),
  };
}

/** Signs in with the password grant and returns the Bearer header. */
export async function signIn(url: string): Promise<Record<string, string>> {
  return { ...(await signInAs(url, ADMIN)), "content-type": "application/json" };
}

/**
 * Seeds market analyses through the API, as an administrator would: a list of many rows for the
 * API's figures, in a table no public page shows (public pages stay the fresh install's).
 */
export async function seedMarkets(url: string, auth: Record<string, string>, count: number) {
  for (let i = 1; i <= count; i++) {
    const res = await fetch(`${url}/api/markets`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        name: `Marché ${i} : IA générative dans les services financiers`,
        description:
          "Cadrage, preuve de concept, mise en production et suivi d'un modèle d'IA sur vos données, hébergé en Europe.",
        region: ["Europe", "Golfe", "Maghreb"][i % 3],
        size: 1500 + i * 10,
        growth_rate: 4.5,
        key_players: ["Acme", "Globex"],
      }),
    });
    if (res.status !== 201) throw new Error(`seeding answered ${res.status}: ${await res.text()}`);
  }
}
