// `npm start`: build when no build exists, then serve the production build.
import { setFlagsFromString } from "node:v8";
import { ensureBuild } from "./ensure-build.mjs";

// No allocation-site pretenuring (docs/decisions/092): V8 otherwise decides, from one moment when
// most objects of an allocation site outlive a scavenge (requests waiting on the database), to
// allocate that site's objects in the old generation from then on, and never goes back: every
// request's objects then fill the old generation, and the process serves kept pages a third slower
// for the rest of its life. Set before the server's code is loaded.
setFlagsFromString("--no-allocation-site-pretenuring");

ensureBuild();
process.env.NODE_ENV ??= "production";
const { pathToFileURL } = await import("node:url");
const { resolve } = await import("node:path");
await import(pathToFileURL(resolve(process.env.BUILD_DIR ?? "build", "server.js")).href);
