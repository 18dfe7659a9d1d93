// `npm start`: build when no build exists, then serve the production build.
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
process.env.NODE_ENV ??= "production";
const { pathToFileURL } = await import("node:url");
const { resolve } = await import("node:path");
await import(pathToFileURL(resolve(process.env.BUILD_DIR ?? "build", "server.js")).href);
