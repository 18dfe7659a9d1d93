/**
 * `npm run backup -- --out FILE`: one .tar.gz of every table's rows and the
 * uploaded files. On the embedded database it needs the server stopped (the DATA_DIR lock);
 * on PostgreSQL it runs beside the live server (one consistent snapshot).
 */
import { parseArgs } from "node:util";
import { BackupError } from "#server/backup/archive.server";
import { createBackup } from "#server/backup/backup.server";
import { configOrExit, fail, stopServerHint } from "#server/cli.server";
import { DataDirLockedError } from "#server/db/lock.server";

const USAGE = "Usage: npm run backup -- --out <file.tar.gz>";

async function main() {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ options: { out: { type: "string" } }, strict: true }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
  if (!out) fail(USAGE);

  const config = configOrExit();

  try {
    const { manifest, bytes } = await createBackup(config, out);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `Backup written to ${out}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files, ${bytes} bytes (${manifest.database}).\n`,
    );
    if (manifest.storage === "s3") {
      process.stdout.write(
        "Uploads are on S3: the archive holds the objects that rows point to (demo files, images); back up the bucket itself with the object store's tools (versioning or replication).\n",
      );
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(`${error.message}\n${stopServerHint("run the backup")}`);
    }
    if (error instanceof BackupError) fail(`Backup failed: ${error.message}`);
    throw error;
  }
}

main().catch((error) => {
  fail(`backup failed: ${error instanceof Error ? error.message : error}`);
});
