// Starts the built server for end-to-end tests on a fresh, throw-away DATA_DIR. Its JSON log
// lines are also appended to E2E_SERVER_LOG, which the run's teardown reads (no secret the run
// saw may be in it).
import { appendFileSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "ada-e2e-"));
const logFile = process.env.E2E_SERVER_LOG;
if (logFile) {
  writeFileSync(logFile, "");
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    appendFileSync(logFile, chunk);
    return write(chunk, ...rest);
  };
}
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server.js")).href);
