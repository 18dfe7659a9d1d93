import type { Readable } from "node:stream";
import type { S3Config } from "../spine/config.server";
import {
  assertValidLocation,
  cacheControlOf,
  InvalidKeyError,
  isServedKey,
  isValidBucket,
  isValidKey,
  type ListedObject,
  type ObjectInfo,
  type Storage,
  type StoredObject,
  splitLocation,
} from "./storage.server";

/** The prefix of files the site never serves. */
const PRIVATE = "private";

type Sdk = typeof import("@aws-sdk/client-s3") &
  Pick<typeof import("@aws-sdk/lib-storage"), "Upload">;
let sdk: Promise<Sdk> | undefined;
/**
 * The S3 SDK, loaded with the store's first call: a server on local disk never loads its modules
 * (about 20 MiB of resident memory), and one on S3 loads them once.
 */
const loadSdk = () =>
  (sdk ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(
    ([client, storage]) => ({ ...client, Upload: storage.Upload }),
  ));

function isMissing(error: unknown, { S3ServiceException }: Sdk): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === "NoSuchKey" ||
    error.name === "NotFound" ||
    error.$metadata.httpStatusCode === 404
  );
}

/**
 * Uploads in any S3-compatible object store (`S3_*`). Each of the product's buckets
 * is a prefix inside the one configured S3 bucket: object key `{bucket}/{key}`, e.g.
 * `demos/1700000000000-video.mp4`. The browser reads files straight from the store (or from
 * `S3_PUBLIC_URL`, typically a CDN in front of it), so they never go through this process.
 * Files never served (an image's original) are kept under `private/{bucket}/{key}`, a prefix the
 * store's anonymous policy leaves out (compose.yaml); originals stored before beside their
 * variants are still found, listed and removed there.
 */
export function createS3Storage(config: S3Config): Storage {
  const connect = ({ S3Client }: Sdk) =>
    new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // S3-compatible servers (MinIO, Garage, s3rver…) address buckets by path, not by sub-domain.
      forcePathStyle: Boolean(config.endpoint),
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: many S3-compatible servers do not understand the
      // SDK's default CRC32 trailers on streamed bodies.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  let connected: Promise<{ sdk: Sdk; client: ReturnType<typeof connect> }> | undefined;
  /** The SDK and the client, made once, on the first call. */
  const s3 = () => (connected ??= loadSdk().then((sdk) => ({ sdk, client: connect(sdk) })));
  const Bucket = config.bucket;
  const objectKey = (bucket: string, key: string) => {
    assertValidLocation(bucket, key);
    return isServedKey(bucket, key) ? `${bucket}/${key}` : `${PRIVATE}/${bucket}/${key}`;
  };
  /** Where an object is, then (for a private one) where it was kept before. */
  const placesOf = (bucket: string, key: string) => {
    const place = objectKey(bucket, key);
    return place.startsWith(`${PRIVATE}/`) ? [place, `${bucket}/${key}`] : [place];
  };
  /** The first answer of `read` over an object's places that is not a missing object. */
  async function first<T>(bucket: string, key: string, read: (Key: string) => Promise<T>) {
    const { sdk } = await s3();
    for (const Key of placesOf(bucket, key)) {
      try {
        return await read(Key);
      } catch (error) {
        if (!isMissing(error, sdk)) throw error;
      }
    }
    return null;
  }
  const base = (
    config.publicUrl ??
    (config.endpoint
      ? `${config.endpoint.replace(/\/+$/, "")}/${Bucket}`
      : `https://${Bucket}.s3.${config.region}.amazonaws.com`)
  ).replace(/\/+$/, "");

  return {
    kind: "s3",

    async put(bucket, key, body: Readable, contentType) {
      // Streamed in parts (5 MiB each, a few at a time): memory stays flat whatever the size
      // And a failed stream aborts the multipart upload, leaving nothing behind.
      const { sdk, client } = await s3();
      const upload = new sdk.Upload({
        client,
        params: {
          Bucket,
          Key: objectKey(bucket, key),
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControlOf(bucket),
        },
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async stat(bucket, key): Promise<ObjectInfo | null> {
      const { sdk, client } = await s3();
      return first(bucket, key, async (Key) => {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? "application/octet-stream",
        };
      });
    },

    async get(bucket, key, range): Promise<StoredObject | null> {
      const { sdk, client } = await s3();
      return first(bucket, key, async (Key) => {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = object.ContentRange?.match(/\/(\d+)$/)?.[1];
        return {
          body: object.Body as Readable,
          size: total ? Number(total) : (object.ContentLength ?? 0),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      });
    },

    async list(bucket, prefix = "") {
      if (!isValidBucket(bucket)) throw new InvalidKeyError();
      const { sdk, client } = await s3();
      const found = new Map<string, ListedObject>();
      for (const folder of [`${bucket}/`, `${PRIVATE}/${bucket}/`]) {
        let token: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({
              Bucket,
              Prefix: `${folder}${prefix}`,
              ContinuationToken: token,
            }),
          );
          for (const object of page.Contents ?? []) {
            const key = (object.Key ?? "").slice(folder.length);
            if (isValidKey(key))
              found.set(key, { key, modified: object.LastModified ?? new Date(0) });
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      }
      return [...found.values()];
    },

    async delete(bucket, key) {
      const { sdk, client } = await s3();
      for (const Key of placesOf(bucket, key)) {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
      }
    },

    publicUrl(bucket, key) {
      return `${base}/${objectKey(bucket, key)}`;
    },

    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      return splitLocation(url.slice(base.length + 1));
    },
  };
}
