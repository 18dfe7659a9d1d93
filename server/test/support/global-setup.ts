import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, wrapPglite } from "../../db/client.server";

/**
 * Migrates one PGlite database once and saves it; each test file then loads its own copy in
 * ~0.4 s instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const dir = path.join(os.tmpdir(), `ada-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const client = await openPglite({});
  await wrapPglite(client, true);
  const dump = await client.dumpDataDir("gzip");
  const file = path.join(dir, "template.tar.gz");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
