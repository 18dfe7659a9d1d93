import { type Config, ConfigError, loadDotEnv, parseConfig } from "./config.server";
import { DataDirLockedError, lockDataDir } from "./db/lock.server";

/** Prints one line on stderr and exits 1: how the server and the scripts refuse to start. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** `.env` then the environment, parsed once; an invalid value exits naming it. */
export function configOrExit(): Config {
  loadDotEnv();
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/**
 * One process per embedded database. Takes the DATA_DIR lock (PGlite only) or exits
 * with one line naming DATA_DIR and the owner; `hint` says what to do instead. Returns release.
 */
export function lockOrExit(config: Config, hint?: string): () => void {
  if (config.DATABASE_URL) return () => {};
  try {
    return lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      fail(hint ? `${error.message}\n${hint}` : error.message);
    throw error;
  }
}

/** The hint of a script that needs the embedded database while the server holds it. */
export const stopServerHint = (what: string) =>
  `The embedded database can be opened by one process only: stop the server, ${what}, then start the server.`;
