// Bundles the Hono server (server/index.ts) and the operations commands (backup, restore,
// user:create) for production: Node 20 cannot run .ts directly, and a production install has no
// tsx. Packages stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: {
    server: "server/index.ts",
    "scripts/backup": "scripts/backup.ts",
    "scripts/restore": "scripts/restore.ts",
    "scripts/user-create": "scripts/user-create.ts",
  },
  outdir: process.env.BUILD_DIR ?? "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
