import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { acceptsGzip } from "./page-cache/entry.server";

/** Below this, compressing saves no packet and costs the time of it (hono's default too). */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compression of the answers. A JSON answer is one whole string when the route returns it: it is
 * gzipped in one zlib call and sent with its length, in the form the Node adapter writes at once.
 * Other compressible answers (HTML streamed as it renders, stylesheets) go through hono's
 * compression stream. Passing every API answer through a stream cost each write through the API
 * about as much as its journal entry.
 */
export function compression(): MiddlewareHandler {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      await next();
      await gzipJson(c);
    });
}

async function gzipJson(c: Context) {
  const res = c.res;
  if (c.req.method === "HEAD" || res.status === 204 || res.status === 206 || res.status === 304) {
    return;
  }
  if (!res.headers.get("content-type")?.startsWith("application/json")) return;
  if (res.headers.has("content-encoding") || res.headers.has("transfer-encoding")) return;
  if (NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  const vary = headers.get("vary");
  if (!vary?.split(",").some((name) => name.trim().toLowerCase() === "accept-encoding")) {
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  let sent: Uint8Array = body;
  if (body.byteLength >= THRESHOLD && acceptsGzip(c.req.header("accept-encoding"))) {
    sent = gzipSync(body);
    headers.set("content-encoding", "gzip");
    const etag = headers.get("etag");
    // The same representation's bytes differ compressed: its validator becomes weak.
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
  }
  headers.set("content-length", String(sent.byteLength));
  // Replaced, not merged: hono merges a new response into the one set by re-wrapping its body as a
  // stream, and the headers above are already all of the old ones.
  c.res = undefined;
  c.res = new Response(sent as Uint8Array<ArrayBuffer>, {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
