import { eq } from "drizzle-orm";
import type { EntityName } from "#domain/entities";
import { demos } from "../db/schema";
import type { Deps } from "../http/context";

type AnyRow = Record<string, unknown>;

/**
 * What follows a committed content write: cached pages are told, and a demo's stored file that no
 * row uses any more (deleted demo, replaced file) is removed. Runs after the response is decided;
 * a failure here is logged, never turned into a failed write.
 */
export function afterContentWrite(
  deps: Deps,
  table: EntityName,
  before: AnyRow | undefined,
  after: AnyRow | undefined,
) {
  deps.changes.emit(table);
  if (table !== "demos") return;
  const oldUrl = before?.media_url;
  if (typeof oldUrl !== "string" || oldUrl === after?.media_url) return;
  void removeUnusedFile(deps, oldUrl).catch((error) =>
    deps.logger.warn("storage.cleanup_failed", { url: oldUrl, error }),
  );
}

async function removeUnusedFile(deps: Deps, url: string) {
  const target = deps.storage.keyFromUrl(url);
  if (!target) return; // an external link, not one of our files
  const stillUsed = await deps.database.db
    .select({ id: demos.id! })
    .from(demos)
    .where(eq(demos.media_url!, url))
    .limit(1);
  if (stillUsed.length > 0) return;
  await deps.storage.delete(target.bucket, target.key);
  deps.logger.info("storage.removed", { bucket: target.bucket, key: target.key });
}
