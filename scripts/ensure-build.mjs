// Builds the app when no complete build exists (`npm start` builds first).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureBuild() {
  const dir = process.env.BUILD_DIR ?? "build";
  const complete = [`${dir}/server.js`, `${dir}/server/index.js`, `${dir}/client`].every((p) =>
    existsSync(p),
  );
  if (complete) return;
  process.stdout.write("No build found: building the app (npm run build)…\n");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
