import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../spine/logger.server";

/**
 * A process killed mid-upload leaves its hidden temporary file (`.{key}.{uuid}.part`, never served)
 * in DATA_DIR/uploads/{bucket}: removed at start so a cut-off upload leaves nothing (
 * point 3). Holding the DATA_DIR lock, every one is stray; without it (PostgreSQL, where other
 * processes may share the directory) only those untouched for `olderThanMs`.
 */
export async function removeStrayUploads(dataDir: string, olderThanMs: number, logger: Logger) {
  const root = path.join(dataDir, "uploads");
  const buckets = await readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const bucket of buckets.filter((entry) => entry.isDirectory())) {
    const dir = path.join(root, bucket.name);
    for (const name of await readdir(dir)) {
      if (!name.startsWith(".") || !name.endsWith(".part")) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
      await rm(file, { force: true });
      removed++;
    }
  }
  if (removed > 0) logger.info("storage.stray_uploads_removed", { count: removed });
}
