import { test } from "@playwright/test";
import { seededDataDir, spawnBuiltServer } from "#testing/built-server";
import { E2E_ADMIN } from "../../playwright.config";

export { freePort } from "#testing/ports";

/** How long a built server may take to answer its health check (a cold start creates its database). */
const START_BOUND_MS = 120_000;

export interface BuiltServer {
  origin: string;
  /** Every JSON log line the server printed so far. */
  logs(): Record<string, unknown>[];
  /** SIGTERM, wait for the exit, remove its DATA_DIR. */
  stop(): Promise<void>;
  /**
   * SIGTERM, wait for the exit, and start again on the same port and DATA_DIR, as an operator's
   * restart does (what the process kept in memory is gone); `logs` keeps the earlier lines.
   */
  restart(): Promise<void>;
}

/**
 * Another copy of the built app (the Playwright server's BUILD_DIR) on its own port with a fresh
 * DATA_DIR and the E2E administrator, for behaviour that depends on configuration (sign-up open,
 * CONTACT_ENDPOINT, the local-only admin variant) or that must not touch the shared server
 * (sign-out everywhere, empty states).
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  const origin = `http://127.0.0.1:${port}`;
  const data = seededDataDir(E2E_ADMIN, "ada-e2e-extra-");
  const start = async () => {
    // The start's own bound is added to the calling test's (or hook's) timeout, so a slow start
    // on a busy machine is not mistaken for a failure of the test around it.
    const info = test.info();
    info.setTimeout(info.timeout + START_BOUND_MS);
    const started = spawnBuiltServer({
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: origin,
        ...data.env,
        LOG_LEVEL: "warn",
        ...env,
      },
    });
    await started.waitForHealth({ timeoutMs: START_BOUND_MS });
    return started;
  };
  let server = await start();
  let earlierLogs: Record<string, unknown>[] = [];
  return {
    origin,
    logs: () => [...earlierLogs, ...server.logs()],
    async stop() {
      await server.terminate();
      data.remove();
    },
    async restart() {
      await server.terminate();
      earlierLogs = [...earlierLogs, ...server.logs()];
      server = await start();
    },
  };
}
