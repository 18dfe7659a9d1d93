/**
 * `npm run restore -- FILE [--force]`: brings an empty DATA_DIR (or the empty
 * PostgreSQL database at DATABASE_URL) back to the archive's state: migrations, then rows, then
 * files. A database that has rows is refused unless --force, which replaces its data.
 */
import { parseArgs } from "node:util";
import { BackupError } from "#server/backup/archive.server";
import { restoreBackup } from "#server/backup/restore.server";
import { configOrExit, fail, stopServerHint } from "#server/cli.server";
import { DataDirLockedError } from "#server/db/lock.server";

const USAGE = "Usage: npm run restore -- <file.tar.gz> [--force]";

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

  const config = configOrExit();

  try {
    const { manifest, rows, files } = await restoreBackup(config, file!, { force });
    process.stdout.write(
      `Restored ${rows} rows in ${manifest.tables.length} tables and ${files} files from ${file} (backup of ${manifest.created_at}).\n`,
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(`${error.message}\n${stopServerHint("restore")}`);
    }
    if (error instanceof BackupError) fail(`Restore refused: ${error.message}`);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") fail(`No such file: ${file}`);
    throw error;
  }
}

main().catch((error) => {
  fail(`restore failed: ${error instanceof Error ? error.message : error}`);
});
