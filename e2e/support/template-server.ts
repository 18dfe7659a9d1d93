import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seededDataDir, spawnBuiltServer } from "#testing/built-server";
import { E2E_ADMIN } from "../../playwright.config";
import { type BuiltServer, freePort, startBuiltServer } from "./built-server";
import { FIRST_START_BOUND_MS } from "./lane-servers";

/**
 * Extra servers started on a copy of a database that has already had its first start, instead of
 * an empty DATA_DIR. A first start spends most of its time creating PGlite's data directory and
 * migrating it (several times a restart's whole start on a 2-core machine); the shared servers and
 * the fresh-install spec keep proving that start. The template is made once per run, before the
 * tests, by one such first start (the E2E administrator, the first-start content: what every extra
 * server starts with), then stopped; each server gets its own copy of the database, and its own
 * JWT secret, uploads and lock. Only for a server whose environment changes nothing that its first
 * start writes (the administrator, SEED_CONTENT).
 */
const TEMPLATE_DIR = "E2E_TEMPLATE_DIR";

/**
 * Makes the template, named to the workers, during the run's global setup (e2e/support/servers.ts);
 * answers its removal. Its first start's bound is the lanes' servers', started beside it.
 */
export async function makeTemplate() {
  const data = seededDataDir(E2E_ADMIN, "ada-e2e-template-");
  const port = await freePort();
  const first = spawnBuiltServer({
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      ...data.env,
    },
  });
  await first.waitForHealth({ timeoutMs: FIRST_START_BOUND_MS });
  await first.terminate();
  process.env[TEMPLATE_DIR] = data.dataDir;
  return data.remove;
}

function templateDataDir(): string {
  const dir = process.env[TEMPLATE_DIR];
  if (!dir) throw new Error(`${TEMPLATE_DIR} is unset: the run's global setup makes the template`);
  return dir;
}

/**
 * A new DATA_DIR holding a copy of the template's database, for a server started on it later
 * (after an operator's command ran on it, say); `remove` deletes it.
 */
export async function copyOfTemplate(): Promise<{ dataDir: string; remove(): void }> {
  const source = path.join(templateDataDir(), "pglite");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ada-e2e-extra-"));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  cpSync(source, path.join(dataDir, "pglite"), { recursive: true });
  return { dataDir, remove };
}

/** `startBuiltServer`, on a copy of the template's database. */
export async function startServerFromTemplate(
  port: number,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  const { dataDir, remove } = await copyOfTemplate();
  const server = await startBuiltServer(port, { ...env, DATA_DIR: dataDir }).catch(
    (error: unknown) => {
      remove();
      throw error;
    },
  );
  return {
    ...server,
    async stop() {
      await server.stop();
      remove();
    },
  };
}
