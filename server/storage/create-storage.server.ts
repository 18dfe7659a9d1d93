import type { Config } from "../config.server";
import type { Storage } from "./storage.server";

// Placeholder: local disk or S3 (DESIGN 1), implemented with the storage API.
export function createStorage(_config: Config): Storage {
  return {
    kind: "local",
    put: async () => {},
    get: async () => null,
    delete: async () => {},
    publicUrl: (bucket, key) => `/storage/${bucket}/${key}`,
    keyFromUrl: () => null,
  };
}
