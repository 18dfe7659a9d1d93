import type { Config } from "../spine/config.server";
import { createLocalStorage } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";
import { type Storage, withSiteUrls } from "./storage.server";

/**
 * An S3-compatible store when `S3_*` is set (config.s3), else local disk; its files also named by
 * their URLs on this site (`PUBLIC_URL`) and with a query string (withSiteUrls).
 */
export function createStorage(config: Config): Storage {
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.DATA_DIR);
  return withSiteUrls(storage, config.PUBLIC_URL);
}
