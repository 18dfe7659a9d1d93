import {
  isStaffRole,
  memberLanguagesSchema,
  STAFF_ROLES,
  type StaffRole,
  TRANSLATED_LANGUAGES,
} from "#domain/roles";
import { DataDirLockedError, lockDataDir } from "./db/lock.server";
import { type Config, ConfigError, loadDotEnv, parseConfig } from "./spine/config.server";

/**
 * Prints one line on stderr and exits: how the server and the scripts refuse to start. The exit
 * code is 1, or the one the process set for it (`process.exitCode`: the server's `CANNOT_START`).
 */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(process.exitCode || 1);
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

/**
 * A command's `--role` (administrator when absent) and `--languages` (comma-separated, a
 * translator's only, which needs at least one), or one line naming what is wrong and exit 1.
 */
export function memberRoleOrExit(
  role: string | undefined,
  languages: string | undefined,
  usage: string,
): { role: StaffRole; languages: string[] } {
  const chosen = role ?? "admin";
  if (!isStaffRole(chosen)) {
    fail(`Invalid role: ${chosen} (expected ${STAFF_ROLES.join(", ")})\n${usage}`);
  }
  const list = (languages ?? "")
    .split(",")
    .map((language) => language.trim())
    .filter(Boolean);
  if (chosen !== "translator") {
    if (languages !== undefined) fail(`--languages is for --role translator only\n${usage}`);
    return { role: chosen, languages: [] };
  }
  const parsed = memberLanguagesSchema.safeParse(list);
  if (!parsed.success || parsed.data.length === 0) {
    fail(
      `A translator needs --languages, one or more of ${TRANSLATED_LANGUAGES.join(", ")}${list.length > 0 ? ` (got ${list.join(", ")})` : ""}\n${usage}`,
    );
  }
  return { role: chosen, languages: parsed.data };
}
