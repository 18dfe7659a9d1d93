// `npm start` (CONTRACT 1): build when no build exists, then serve the production build.
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../build/server.js");
