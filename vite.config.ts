import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), ...(process.env.VITEST ? [] : [reactRouter()])],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // React, React DOM and React Router in one chunk: every page needs all three, and split
        // in several chunks they cost more bytes and requests.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
