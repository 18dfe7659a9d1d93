import type { Readable } from "node:stream";

/** A stored object as read back for serving. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live (DESIGN 1): local disk under DATA_DIR/uploads by default, any
 * S3-compatible store when S3_* is set. Streams in and out; memory stays flat.
 */
export interface Storage {
  kind: "local" | "s3";
  /**
   * Writes `body` at `bucket/key`. Rejects (and leaves nothing behind) if the stream errors,
   * e.g. when the upload limit is crossed mid-stream.
   */
  put(bucket: string, key: string, body: Readable, contentType: string): Promise<void>;
  /** Reads an object, or null when there is none. */
  get(bucket: string, key: string): Promise<StoredObject | null>;
  delete(bucket: string, key: string): Promise<void>;
  /** The URL the browser uses for this object (used as a demo's media_url). */
  publicUrl(bucket: string, key: string): string;
  /** The bucket/key a public URL points to, when it is one of ours; else null. */
  keyFromUrl(url: string): { bucket: string; key: string } | null;
}
