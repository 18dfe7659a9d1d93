import { setFlagsFromString } from "node:v8";

// V8 without allocation-site pretenuring. V8 otherwise decides, from one moment
// when most objects of an allocation site outlive a young collection (requests waiting on the
// database), to allocate that site's objects in the old generation from then on, and in practice
// never goes back: every request's objects then fill the old generation, and the process serves
// kept pages a third slower for the rest of its life. Imported first by server/index.ts, so it runs
// before any other module of the server, whatever launched the process (`npm start`,
// `node build/server.js` in the container image, the tests).
setFlagsFromString("--no-allocation-site-pretenuring");
