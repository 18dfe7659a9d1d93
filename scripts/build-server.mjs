// Bundles the Hono server (server/index.ts) and the operations commands (backup, restore,
// user:create) for production: Node 20 cannot run .ts directly, and a production install has no
// tsx. Packages stay external and load from node_modules.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { build as viteBuild } from "vite";

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

// The public pages' script (app/site/islands/main.ts): one small module with a hashed name under
// /assets (served immutable), its lazily imported parts as chunks beside it. Built by Vite
// (Rolldown), whose tree-shaking keeps only the parts of zod the contact schema uses (esbuild
// keeps the whole namespace, locales included, many times the lazy chunk's size). The sign-in
// page's script (app/admin/sign-in/main.ts) and the preview's overlay
// (app/site/preview/overlay.ts) are built on their own, so the public script's chunks stay what
// they are without them. Their URLs go to islands.json beside the server build
// (server/http/islands-script.server.ts).
async function buildScript(name, input) {
  const output = await viteBuild({
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": path.resolve("app") } },
    build: {
      target: "es2022",
      outDir: path.join(outDir, "client"),
      emptyOutDir: false,
      copyPublicDir: false,
      rollupOptions: {
        input: { [name]: input },
        output: {
          entryFileNames: "assets/[name]-[hash].js",
          chunkFileNames: `assets/${name}-[name]-[hash].js`,
        },
      },
    },
  });
  const entry = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ("output" in result ? result.output : []))
    .find((file) => file.type === "chunk" && file.isEntry);
  if (!entry) throw new Error(`the ${name} script was not built`);
  return `/${entry.fileName}`;
}

const script = await buildScript("islands", "app/site/islands/main.ts");
const signIn = await buildScript("sign-in", "app/admin/sign-in/main.ts");
const preview = await buildScript("preview", "app/site/preview/overlay.ts");
writeFileSync(
  path.join(outDir, "islands.json"),
  `${JSON.stringify({ script, signIn, preview })}\n`,
);
