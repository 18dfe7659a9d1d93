// Starts the built server for end-to-end tests on a fresh, throw-away DATA_DIR.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "ada-e2e-"));
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server.js")).href);
