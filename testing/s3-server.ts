import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** The object keys under a prefix, read through the S3 API. */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with its files in a temporary directory:
 * the S3 storage is tested over real HTTP, never mocked.
 */
export async function startLocalS3(bucket = "ada-test"): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "ada-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      // s3rver's fixed development credentials, not a secret.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async keys(prefix) {
      const list = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (list.Contents ?? []).map((object) => object.Key ?? "");
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
