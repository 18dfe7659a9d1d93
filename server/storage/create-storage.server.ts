import type { Config } from "../config.server";
import { createLocalStorage } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { Storage } from "./storage.server";

/** An S3-compatible store when `S3_*` is set (config.s3), else local disk. */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.DATA_DIR);
}
