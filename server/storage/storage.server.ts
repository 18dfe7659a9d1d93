import type { Readable } from "node:stream";
import { BUCKETS, STORED_KEY_PATTERN } from "#domain/auth";
import { isVariantKey } from "#domain/media";

/** A stored object's size and type, looked up before reading it (for Range and headers). */
export interface ObjectInfo {
  size: number;
  /** The type recorded at upload (S3) or derived from the key's extension (local disk). */
  contentType: string;
}

/** An object found by `list`. */
export interface ListedObject {
  key: string;
  modified: Date;
}

/** A stored object as read back for serving. */
export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/** An inclusive byte range, already checked against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads by default, any
 * S3-compatible store when S3_* is set. Streams in and out; memory stays flat.
 *
 * Every method refuses (throws `InvalidKeyError`) a bucket or key outside the safe alphabet, so no
 * caller can reach outside the uploads (see `isValidKey`).
 */
export interface Storage {
  kind: "local" | "s3";
  /**
   * Writes `body` at `bucket/key`. Rejects (and leaves nothing behind) if the stream errors,
   * e.g. when the upload limit is crossed mid-stream.
   */
  put(bucket: string, key: string, body: Readable, contentType: string): Promise<void>;
  /** Size and type of an object, or null when there is none. */
  stat(bucket: string, key: string): Promise<ObjectInfo | null>;
  /** Reads an object (or one byte range of it), or null when there is none. */
  get(bucket: string, key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The objects of a bucket whose key starts with `prefix` (all of them without one). */
  list(bucket: string, prefix?: string): Promise<ListedObject[]>;
  /** Removes an object; removing a missing one is not an error. */
  delete(bucket: string, key: string): Promise<void>;
  /** The URL the browser uses for this object (used as a demo's media_url). */
  publicUrl(bucket: string, key: string): string;
  /** The bucket/key a public URL points to, when it is one of ours; else null. */
  keyFromUrl(url: string): { bucket: string; key: string } | null;
}

/**
 * The store as rows may name its files: besides a file's public URL, that URL absolute on this
 * site (`PUBLIC_URL` + its path) or followed by a query string or a fragment (`?v=2`) shows the
 * same file, so it is the same file here too. Every reader of rows' URLs asks `keyFromUrl` (the
 * library's `used_by`, a removal's 409 `in_use`, the removal of files no row uses, backups): a
 * row holding any of these forms keeps its file, whenever it was saved.
 */
export function withSiteUrls(storage: Storage, siteUrl: string): Storage {
  const site = new URL(siteUrl).origin;
  return {
    ...storage,
    keyFromUrl: (url) => storage.keyFromUrl(url) ?? storage.keyFromUrl(plainUrl(url, site)),
  };
}

/** A URL without its query string and fragment; only its path when it is on `site`. */
function plainUrl(url: string, site: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, site);
  } catch {
    return url;
  }
  return parsed.origin === site ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
}

/**
 * The form rows keep a URL in: one of the store's files by its public URL (the library's
 * `publicUrl`, site-relative on local disk), whatever form it was given in; any other as given.
 */
export function storedUrlForm(storage: Storage, url: string): string {
  const target = storage.keyFromUrl(url);
  return target ? storage.publicUrl(target.bucket, target.key) : url;
}

/** The one bucket of the product (declared with the storage calls' shapes). */
export { BUCKETS };
export type BucketName = (typeof BUCKETS)[number];

export class InvalidKeyError extends Error {
  constructor() {
    super("Invalid storage bucket or key");
  }
}

/**
 * How long a browser or CDN may keep a stored file: an image variant's name changes with its
 * bytes, so it is kept for a year and never revalidated; a demo file keeps its name when replaced.
 */
export function cacheControlOf(bucket: string): string {
  return bucket === "media" ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

/**
 * Whether a stored file is ever served to a browser: every demo file; of an image only its
 * variants, since the original keeps what the camera wrote (EXIF, GPS).
 */
export function isServedKey(bucket: string, key: string): boolean {
  return bucket !== "media" || isVariantKey(key);
}

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
// The cleaned-name alphabet (domain/upload-name.ts): one path segment, never hidden
// (temporary files start with a dot), never "..".

export function isValidBucket(bucket: string): boolean {
  return BUCKET_PATTERN.test(bucket);
}

export function isValidKey(key: string): boolean {
  return STORED_KEY_PATTERN.test(key) && !key.includes("..");
}

/** Throws unless both parts are safe single path segments (no traversal, no separators). */
export function assertValidLocation(bucket: string, key: string) {
  if (!isValidBucket(bucket) || !isValidKey(key)) throw new InvalidKeyError();
}

/** Splits `bucket/key` (the tail of a public URL) and checks both parts. */
export function splitLocation(tail: string): { bucket: string; key: string } | null {
  const slash = tail.indexOf("/");
  if (slash <= 0) return null;
  const bucket = tail.slice(0, slash);
  const key = tail.slice(slash + 1);
  return isValidBucket(bucket) && isValidKey(key) ? { bucket, key } : null;
}

declare module "../spine/context" {
  interface AppServices {
    storage: Storage;
  }
}
