/**
 * `npm run restore -- FILE [--force]` (issue 5, point 5): brings an empty DATA_DIR (or the empty
 * PostgreSQL database at DATABASE_URL) back to the archive's state: migrations, then rows, then
 * files. A database that has rows is refused unless --force, which replaces its data.
 */
import { parseArgs } from "node:util";
import { BackupError, restoreBackup } from "../server/backup/backup.server";
import { ConfigError, loadDotEnv, parseConfig } from "../server/config.server";
import { DataDirLockedError } from "../server/db/lock.server";

const USAGE = "Usage: npm run restore -- <file.tar.gz> [--force]";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let file: string | undefined;
  let force = false;
  try {
    const { values, positionals } = parseArgs({
      options: { force: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) fail(USAGE);
    file = positionals[0];
    force = values.force ?? false;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }

  loadDotEnv();
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  try {
    const { manifest, rows, files } = await restoreBackup(config, file!, { force });
    process.stdout.write(
      `Restored ${rows} rows in ${manifest.tables.length} tables and ${files} files from ${file} (backup of ${manifest.created_at}).\n`,
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `${error.message}\nThe embedded database can be opened by one process only: stop the server, restore, then start the server.`,
      );
    }
    if (error instanceof BackupError) fail(`Restore refused: ${error.message}`);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") fail(`No such file: ${file}`);
    throw error;
  }
}

main().catch((error) => {
  fail(`restore failed: ${error instanceof Error ? error.message : error}`);
});
