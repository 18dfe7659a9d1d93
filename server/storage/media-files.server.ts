import { baseOfKey } from "#domain/media";
import type { Storage } from "./storage.server";

/** The bucket of uploaded images and their variants. */
export const MEDIA_BUCKET = "media";

/** Removes keys of the media bucket, one failure not stopping the others. */
export async function removeKeys(storage: Storage, keys: string[]) {
  for (const key of keys) await storage.delete(MEDIA_BUCKET, key).catch(() => {});
}

/** Every stored file of the image a media key belongs to (original and variants). */
export async function filesOfImage(storage: Storage, key: string): Promise<string[]> {
  const base = baseOfKey(key);
  if (!base) return [key];
  return (await storage.list(MEDIA_BUCKET, base)).map((o) => o.key);
}

/** Removes an image's original and every variant, given any one of its keys. */
export async function removeImage(storage: Storage, key: string): Promise<string[]> {
  const keys = await filesOfImage(storage, key);
  await removeKeys(storage, keys);
  return keys;
}
