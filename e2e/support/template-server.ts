import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BuiltServer, freePort, startBuiltServer } from "./built-server";

/**
 * Extra servers started on a copy of a database that has already had its first start, instead of
 * an empty DATA_DIR. A first start spends most of its time creating PGlite's data directory and
 * migrating it (several times a restart's whole start on a 2-core machine); the shared server and
 * the fresh-install spec keep proving that start. The template is made once per worker by one
 * such first start (the E2E administrator, the first-start content: what every extra server
 * starts with), then stopped; each server gets its own copy of the database, and its own JWT
 * secret, uploads and lock. Only for a server whose environment changes nothing that its first
 * start writes (the administrator, SEED_CONTENT).
 */
let template: Promise<string> | undefined;

function templateDataDir(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ada-e2e-template-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const first = await startBuiltServer(await freePort(), { DATA_DIR: dir });
    await first.stop();
    return dir;
  })();
  return template;
}

/**
 * A new DATA_DIR holding a copy of the template's database, for a server started on it later
 * (after an operator's command ran on it, say); `remove` deletes it.
 */
export async function copyOfTemplate(): Promise<{ dataDir: string; remove(): void }> {
  const source = path.join(await templateDataDir(), "pglite");
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
