import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, wrapPglite } from "../../db/client.server";

/**
 * Migrates one PGlite database once per run and saves it; each test file then loads its own copy
 * in ~0.4 s instead of migrating again. Every project of the run (vitest.config.ts) is given the
 * same file.
 */
export default async function setup(project: TestProject) {
  // Each project loads this module anew, in the one process of the run.
  const run = globalThis as { adaPgliteTemplate?: Promise<string> };
  run.adaPgliteTemplate ??= makeTemplate();
  project.provide("pgliteTemplate", await run.adaPgliteTemplate);
}

async function makeTemplate() {
  const file = path.join(os.tmpdir(), `ada-test-${process.pid}`, "template.tar.gz");
  mkdirSync(path.dirname(file), { recursive: true });
  const client = await openPglite({});
  await wrapPglite(client, true);
  const dump = await client.dumpDataDir("gzip");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return file;
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
