import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { inlineTypeOf } from "./media-types.server";
import {
  assertValidLocation,
  type ByteRange,
  InvalidKeyError,
  isValidBucket,
  isValidKey,
  type ListedObject,
  type ObjectInfo,
  type Storage,
  type StoredObject,
  splitLocation,
} from "./storage.server";

const LOCAL_PREFIX = "/storage/";

/**
 * Uploads on local disk under `DATA_DIR/uploads/{bucket}/{key}`, served by
 * fileRoutes at `/storage/{bucket}/{key}`.
 */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, "uploads");

  /** The file of an object; the checked alphabet already forbids traversal, this re-checks. */
  function fileOf(bucket: string, key: string): string {
    assertValidLocation(bucket, key);
    const file = path.resolve(root, bucket, key);
    if (path.dirname(path.dirname(file)) !== root) throw new InvalidKeyError();
    return file;
  }

  async function stats(file: string) {
    try {
      const info = await stat(file);
      return info.isFile() ? info : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  const infoOf = (key: string, size: number): ObjectInfo => ({
    size,
    contentType: inlineTypeOf(key) ?? "application/octet-stream",
  });

  return {
    kind: "local",

    async put(bucket, key, body: Readable) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its destination, then renamed: a cut-off upload never leaves a partial
      // file under the real name, and a hidden temporary name can never be served.
      const temporary = path.join(path.dirname(file), `.${key}.${randomUUID()}.part`);
      try {
        await pipeline(body, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async stat(bucket, key) {
      const info = await stats(fileOf(bucket, key));
      return info ? infoOf(key, info.size) : null;
    },

    async get(bucket, key, range?: ByteRange): Promise<StoredObject | null> {
      const file = fileOf(bucket, key);
      const info = await stats(file);
      if (!info) return null;
      const body = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { ...infoOf(key, info.size), body };
    },

    async list(bucket, prefix = "") {
      if (!isValidBucket(bucket)) throw new InvalidKeyError();
      const dir = path.join(root, bucket);
      const names = await readdir(dir).catch(() => [] as string[]);
      const found: ListedObject[] = [];
      // Temporary `.…part` files fail the key rule: never listed.
      for (const key of names.filter((name) => name.startsWith(prefix) && isValidKey(name))) {
        const info = await stats(path.join(dir, key));
        if (info) found.push({ key, modified: info.mtime });
      }
      return found;
    },

    async delete(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },

    publicUrl(bucket, key) {
      assertValidLocation(bucket, key);
      return `${LOCAL_PREFIX}${bucket}/${key}`;
    },

    keyFromUrl(url) {
      if (!url.startsWith(LOCAL_PREFIX)) return null;
      return splitLocation(url.slice(LOCAL_PREFIX.length));
    },
  };
}
