import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The chunks every back-office page runs as it starts carry V8's explicit compile hint as their
 * first line: their functions compile while the script streams in, off the main thread, rather
 * than one at a time on the main thread when hydration first calls them (Chromium 136 and later;
 * to other engines it is a comment). Added last, after Vite's own preamble, since the hint counts
 * only at the top of the file.
 */
function compileHints(chunks: ReadonlySet<string>): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && chunks.has(file.name)) {
            file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
          }
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    ...(process.env.VITEST ? [] : [reactRouter()]),
    compileHints(new Set(["framework", "admin-base", "admin-kit", "icons"])),
  ],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // Each module's top level runs the first time an importer needs it, not as its chunk
        // loads: a screen runs the modules its imports reach, not every screen's in a shared chunk.
        strictExecutionOrder: true,
        // Few scripts a first load, each cached across screens (a request costs more than the
        // bytes it saves on a phone): React, React DOM and React Router with the bundler's own
        // helpers in one chunk (every page needs all of them); what every screen shares (the
        // API client, the session, the basic controls and their class helpers) in a second; every icon in a third rather than one file each; the rest of the back
        // office's shared code (its components, the domain's rules and schemas, the dialogs'
        // primitives, the typed API client with hono's) in a fourth, so that a screen adds its own module
        // and little else.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|^\0|rolldown[\\/]runtime/,
              priority: 30,
            },
            {
              name: "admin-base",
              test: /app[\\/](lib[\\/]|root|components[\\/](document|ui[\\/](button|card|input|label|spinner)\.)|admin[\\/](components[\\/](field-shell|notify)|lib[\\/]sign-in)\.|site[\\/]islands[\\/](contract|preferences))|domain[\\/](languages|preferences|cookies|form-messages)\.|node_modules[\\/](tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
              priority: 20,
            },
            {
              name: "admin-kit",
              test: /app[\\/](admin[\\/](components|lib)|components)[\\/]|domain[\\/]|node_modules[\\/](zod|hono|radix-ui|@radix-ui|@floating-ui|aria-hidden|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|detect-node-es)[\\/]/,
              priority: 5,
            },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
