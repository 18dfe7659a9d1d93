import { baseOfKey } from "#domain/media";
import type { AppServices } from "../spine/context";
import { MEDIA_BUCKET } from "./media-files.server";
import { BUCKETS } from "./storage.server";
import { referencedUrls } from "./stored-urls.server";

/** How long an upload may wait for the form that sent it to be saved. */
export const UNREFERENCED_UPLOAD_AGE_MS = 86_400_000;

/**
 * What identifies a stored file for reference counting: an image's files (original and variants)
 * all stand for the image, so a row holding any one of them keeps them all.
 */
function identity(bucket: string, key: string): string {
  return bucket === MEDIA_BUCKET ? `${bucket}/${baseOfKey(key) ?? key}` : `${bucket}/${key}`;
}

/** The identities of the stored files rows point to. */
export async function referencedFiles(deps: AppServices): Promise<Set<string>> {
  const found = new Set<string>();
  for (const url of await referencedUrls(deps)) {
    const target = deps.storage.keyFromUrl(url);
    if (target) found.add(identity(target.bucket, target.key));
  }
  return found;
}

/** Whether a row still points to the stored file at `bucket/key` (to any file of an image). */
export async function isReferenced(
  deps: AppServices,
  bucket: string,
  key: string,
): Promise<boolean> {
  return (await referencedFiles(deps)).has(identity(bucket, key));
}

/**
 * A file uploaded by a form that was never saved belongs to no row: removed at start once older
 * than `olderThanMs` (a day), in every bucket and whichever the store. Younger files may belong
 * to a form still open.
 */
export async function removeUnreferencedUploads(
  deps: AppServices,
  olderThanMs = UNREFERENCED_UPLOAD_AGE_MS,
): Promise<number> {
  const keep = await referencedFiles(deps);
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const bucket of BUCKETS) {
    for (const object of await deps.storage.list(bucket)) {
      if (object.modified.getTime() > cutoff || keep.has(identity(bucket, object.key))) continue;
      await deps.storage.delete(bucket, object.key);
      removed++;
    }
  }
  if (removed > 0) deps.logger.info("storage.unreferenced_uploads_removed", { count: removed });
  return removed;
}
