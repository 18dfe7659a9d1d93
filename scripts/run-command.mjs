// `npm run backup | restore | user:create`: the operations commands. With dev dependencies
// installed they run from their TypeScript source (tsx), so a change is never run stale; on a
// production install (`npm ci --omit=dev`) they run from the bundle `npm run build` writes beside
// the server (build/scripts/*.js), with nothing but the runtime dependencies.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [name, ...args] = process.argv.slice(2);
const COMMANDS = new Set(["backup", "restore", "user-create"]);
if (!COMMANDS.has(name)) {
  process.stderr.write(`Unknown command: ${name}\n`);
  process.exit(2);
}

function tsxCli() {
  try {
    return createRequire(import.meta.url).resolve("tsx/cli");
  } catch {
    return undefined; // a production install: no dev dependencies
  }
}

const tsx = tsxCli();
const built = path.resolve(process.env.BUILD_DIR ?? "build", "scripts", `${name}.js`);
const command = tsx ? [tsx, `scripts/${name}.ts`, ...args] : [built, ...args];
if (!tsx && !existsSync(built)) {
  process.stderr.write(`No build of ${name} at ${built}: run npm run build first\n`);
  process.exit(1);
}
const result = spawnSync(process.execPath, command, { stdio: "inherit" });
process.exit(result.status ?? 1);
