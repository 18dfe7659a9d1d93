import type { EntityName } from "#domain/entities";
import type { AppServices } from "../spine/context";
import { MEDIA_BUCKET, removeImage } from "../storage/media-files.server";
import { storedUrlColumnsOf } from "../storage/stored-urls.server";
import { isReferenced } from "../storage/unreferenced-uploads.server";
import { runSchedule } from "./schedule.server";

type AnyRow = Record<string, unknown>;

/**
 * What follows a committed content write (its tables announced by `audited`): a row saved with a publication
 * or withdrawal time already passed is published or withdrawn at once (by the scheduler, as at
 * its time), and a stored file that no row uses any more (deleted row, replaced or removed image
 * or demo file) is removed, with all the variants of an image. Runs after the response is
 * decided; a failure here is logged, never turned into a failed write.
 */
export function afterContentWrite(
  deps: AppServices,
  table: EntityName,
  before: AnyRow | undefined,
  after: AnyRow | undefined,
) {
  const now = deps.clock.now().getTime();
  const due = (value: unknown) => typeof value === "string" && Date.parse(value) <= now;
  if (due(after?.publish_at) || due(after?.unpublish_at)) {
    void runSchedule(deps).catch((error) => deps.logger.warn("schedule.failed", { error }));
  }
  for (const column of storedUrlColumnsOf(table)) {
    const oldUrl = before?.[column];
    if (typeof oldUrl !== "string" || oldUrl === after?.[column]) continue;
    void removeUnusedFile(deps, oldUrl).catch((error) =>
      deps.logger.warn("storage.cleanup_failed", { url: oldUrl, error }),
    );
  }
}

async function removeUnusedFile(deps: AppServices, url: string) {
  const target = deps.storage.keyFromUrl(url);
  if (!target) return; // an external link, not one of our files
  if (await isReferenced(deps, target.bucket, target.key)) return;
  const keys =
    target.bucket === MEDIA_BUCKET
      ? await removeImage(deps.storage, target.key)
      : await deps.storage.delete(target.bucket, target.key).then(() => [target.key]);
  deps.logger.info("storage.removed", { bucket: target.bucket, keys });
}
