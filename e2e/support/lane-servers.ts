import { type BuiltServer, spawnBuiltServer } from "#testing/built-server";
import { E2E_ADMIN, LANES } from "../../playwright.config";
import { serverLog } from "./secrets";

/**
 * Each lane's shared server, started by the run's global setup at the same time as the template's
 * first start (e2e/support/template-server.ts), and stopped at its end. Playwright's own
 * `webServer` starts its servers one after the other and before any global setup: three first
 * starts in a row, each mostly spent creating and migrating a database, where the three side by
 * side share the cores. Each is a first start on an empty DATA_DIR, as a fresh install's.
 */

/** How long a lane server's first start may take: no test waits on it (see the template's). */
export const FIRST_START_BOUND_MS = 600_000;

/** The environment of a lane's server besides its port: the run's administrator, its log. */
function laneEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Info, as a default install logs: every request and account event, read by the teardown.
    LOG_LEVEL: "info",
    E2E_SERVER_LOG: serverLog(port),
    // Many specs send contact messages from 127.0.0.1 to this one server; the limit itself is
    // tested on servers of its own (e2e/security, server/contact).
    CONTACT_RATE_LIMIT: "1000",
  };
}

/** Refuses a port something already answers on: the tests would reach that instead. */
async function ensurePortFree(port: number) {
  const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${port} is already used: stop what listens there`);
}

/** Starts one lane's server; its error output goes to the run's, as a server's would. */
async function startLane(port: number): Promise<BuiltServer> {
  await ensurePortFree(port);
  const server = spawnBuiltServer({
    script: "e2e/support/serve.mjs",
    env: { ...process.env, ...laneEnv(port) },
  });
  server.child.stderr?.on("data", (chunk: string) =>
    process.stderr.write(`[lane ${port}] ${chunk}`),
  );
  await server.waitForHealth({ timeoutMs: FIRST_START_BOUND_MS });
  return server;
}

/** Starts every lane's server at once; answers their stop (SIGTERM, then the exit). */
export async function startLaneServers(): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(LANES.map(({ port }) => startLane(port)));
  const servers = started.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(servers.map((server) => server.terminate()));
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return stop;
}
