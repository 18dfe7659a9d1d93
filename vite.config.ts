import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), ...(process.env.VITEST ? [] : [reactRouter()])],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The client manifest says where each language's catalog chunk is (scripts/build-server.mjs
  // moves it beside the server build, out of the served files).
  build: { target: "es2022", manifest: true },
});
