import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The secrets the end-to-end run saw on its shared server (links and tokens shown once,
 * passwords), kept in a file beside the servers' logs so the run's teardown can check that none
 * of them was ever written to those logs.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** Where a lane's shared server writes its JSON log lines (the serve script, besides stdout). */
export const serverLog = (port: number) => path.join(os.tmpdir(), `ada-e2e-server-${port}.log`);
const SECRETS = path.join(os.tmpdir(), `ada-e2e-secrets-${PORT}.txt`);

/** Remembers a secret the run saw, one per line. */
export function rememberSecret(...secrets: string[]) {
  for (const secret of secrets) appendFileSync(SECRETS, `${secret}\n`);
}

export function rememberedSecrets(): string[] {
  if (!existsSync(SECRETS)) return [];
  return readFileSync(SECRETS, "utf8").split("\n").filter(Boolean);
}

/** Starts a run with no secrets left by an earlier one (the server empties its log at start). */
export function forgetSecrets() {
  writeFileSync(SECRETS, "");
}
