// Bundles the Hono server (server/index.ts) and the operations commands (backup, restore,
// user:create) for production: Node 20 cannot run .ts directly, and a production install has no
// tsx. Packages stay external and load from node_modules.
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outDir = process.env.BUILD_DIR ?? "build";

await build({
  entryPoints: {
    server: "server/index.ts",
    "scripts/backup": "scripts/backup.ts",
    "scripts/restore": "scripts/restore.ts",
    "scripts/user-create": "scripts/user-create.ts",
  },
  outdir: outDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// Vite's client manifest (vite.config.ts asks for it) tells the server where each language's
// catalog chunk is (server/http/catalog-modules.server.ts). Moved out of the client build, whose
// files are all served, and the emptied folder removed.
const viteDir = path.join(outDir, "client", ".vite");
if (existsSync(path.join(viteDir, "manifest.json"))) {
  renameSync(path.join(viteDir, "manifest.json"), path.join(outDir, "client-manifest.json"));
  rmSync(viteDir, { recursive: true, force: true });
}
