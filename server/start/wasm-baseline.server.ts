import { setFlagsFromString } from "node:v8";

// WebAssembly compiled by V8's baseline compiler only (Liftoff), never tiered up to TurboFan.
// The embedded database (PGlite) is one large WebAssembly module: with tier-up, V8 compiles its
// hot functions a second time and keeps both codes, about 45 MiB more resident memory for the
// life of the process, and the background compilations cost more CPU than the optimised code
// saves on this application's queries (measured on PGlite's list, count and insert queries: the
// same or less CPU per query). Set before the database's module is compiled: imported by
// server/index.ts right after the pretenuring setting.
setFlagsFromString("--liftoff-only");
