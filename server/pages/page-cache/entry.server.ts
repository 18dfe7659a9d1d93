import { createHash } from "node:crypto";
import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

// How a kept page is stored (split on its render's nonce, pre-compressed) and answered (with each
// response's own nonce, gzip or not, 304 on a matching ETag).

export interface Entry {
  /**
   * The HTML split on the render's nonce, already UTF-8 encoded: each response is these bytes
   * with its own nonce between them (one copy, no re-encoding of the page per request).
   */
  parts: Buffer[];
  bytes: number;
  /**
   * Each part compressed once, ending on a sync flush (byte-aligned, not final), so a gzip body is
   * these pieces with the nonce between them as a stored block: gzip without compressing the page
   * again for every visitor.
   */
  deflated: Buffer[];
  /** Length of the nonce the parts were compressed around (every nonce has this length). */
  nonceBytes: number;
  headers: [string, string][];
  /** 200, or 404 for the one page of every unknown path. */
  status: number;
  etag: string;
  storedAt: number;
  /**
   * The whole header list of a 200 answer that went through every middleware, learnt from the
   * first such answer (see replay.server.ts): what a later request gets without going through them
   * again. `fixed`: names and values one after the other, as `writeHead` takes them; `withNonce`:
   * the values that held the answer's nonce, split on it. The per-response headers are left out.
   */
  replay?: { fixed: string[]; withNonce: [string, string[]][] };
}

/** Headers of the render that are not replayed: they describe one response, not the page. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "date", "etag", "x-request-id"]);

export function toEntry(
  html: string,
  headers: Headers,
  nonce: string,
  now: number,
  status = 200,
): Entry {
  const parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part, "utf8"));
  const kept: [string, string][] = [];
  for (const [name, value] of headers) {
    if (!PER_RESPONSE_HEADERS.has(name) && name !== "vary") kept.push([name, value]);
  }
  // The page differs by these request headers (see pageCacheKey in key.server.ts): shared caches must know.
  const vary = headers.get("vary") ?? "Accept-Language, Cookie";
  kept.push(["vary", /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`]);
  // Weak: the bytes differ by the nonce from one response to the next, the page does not.
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  const digest = hash.digest("base64url");
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  const nonceBytes = Buffer.byteLength(nonce, "utf8");
  return {
    parts,
    bytes,
    deflated: deflateParts(parts, nonceBytes),
    nonceBytes,
    headers: kept,
    status,
    etag: `W/"${digest.slice(0, 27)}"`,
    storedAt: now,
  };
}

export function respond(entry: Entry, request: Request, nonce: string): Response {
  const headers = new Headers(entry.headers);
  headers.set("etag", entry.etag);
  if (entry.status === 200 && matchesEtag(request.headers.get("if-none-match"), entry.etag)) {
    const notModified = new Headers({ etag: entry.etag });
    const vary = headers.get("vary");
    if (vary) notModified.set("vary", vary);
    const cacheControl = headers.get("cache-control");
    if (cacheControl) notModified.set("cache-control", cacheControl);
    return new Response(null, { status: 304, headers: notModified });
  }
  if (request.method === "HEAD") return new Response(null, { status: entry.status, headers });
  const gzip = acceptsGzip(request.headers.get("accept-encoding"));
  if (gzip) headers.set("content-encoding", "gzip");
  const chunks = bodyChunks(entry, nonce, gzip);
  // A page without a nonce is one part: sent as it is kept, not copied.
  const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  return new Response(body as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
}

/** The page's bytes with this response's nonce, as pieces to write one after the other. */
export function bodyChunks(entry: Entry, nonce: string, gzip: boolean): Buffer[] {
  return gzip ? gzipWithNonce(entry, nonce) : withNonce(entry, nonce);
}

/** Deflate's window (RFC 1951): how far back a part may refer to the bytes before it. */
const WINDOW = 32 * 1024;

/**
 * Each part compressed once, ending on a sync flush. A part may refer back to the parts before it
 * (as one deflate stream would), with the nonce's place between them filled with NUL bytes: HTML
 * holds no NUL byte, so no reference can land on that place, and whatever nonce a response puts
 * there (of the same length) leaves every reference pointing at the same bytes. A page that does
 * hold a NUL byte gets its parts compressed each on its own.
 */
function deflateParts(parts: Buffer[], nonceBytes: number): Buffer[] {
  const options = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
  const independent = parts.some((part) => part.includes(0));
  const placeholder = Buffer.alloc(nonceBytes);
  let before = Buffer.alloc(0);
  return parts.map((part, index) => {
    const dictionary = index === 0 || independent ? undefined : before;
    const deflated = deflateRawSync(part, dictionary ? { ...options, dictionary } : options);
    before = Buffer.concat([before, part, placeholder]);
    if (before.length > WINDOW) before = before.subarray(before.length - WINDOW);
    return deflated;
  });
}

/** RFC 9110 12.5.3: gzip (or `*`) listed with a non-zero weight. */
export function acceptsGzip(header: string | null | undefined) {
  if (!header) return false;
  let accepted = false;
  for (const item of header.toLowerCase().split(",")) {
    const [coding = "", ...params] = item.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (coding.trim() === "gzip") return weight > 0;
    if (coding.trim() === "*") accepted = weight > 0;
  }
  return accepted;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** RFC 1951 3.2.4: a final, empty stored block. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * RFC 1952 around RFC 1951: the page's pre-compressed parts with the nonce between them as an
 * uncompressed ("stored") block, then the checksum and length of the whole page. The nonce is a
 * few dozen bytes; the page is not compressed again.
 */
function gzipWithNonce(entry: Entry, nonce: string): Buffer[] {
  const nonceBytes = Buffer.from(nonce, "utf8");
  // The parts refer back across the nonce's place: another length would move what they point at.
  if (entry.parts.length > 1 && nonceBytes.length !== entry.nonceBytes) {
    return [gzipSync(Buffer.concat(withNonce(entry, nonce)))];
  }
  const stored = Buffer.alloc(5 + nonceBytes.length);
  stored.writeUInt8(0x00, 0); // not final, stored; already byte-aligned after a sync flush
  stored.writeUInt16LE(nonceBytes.length, 1);
  stored.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
  nonceBytes.copy(stored, 5);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (const [index, part] of entry.parts.entries()) {
    if (index > 0) {
      chunks.push(stored);
      crc = crc32(nonceBytes, crc);
    }
    chunks.push(entry.deflated[index]!);
    crc = crc32(part, crc);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  const size = entry.bytes + nonceBytes.length * (entry.parts.length - 1);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return chunks;
}

function withNonce(entry: Entry, nonce: string): Buffer[] {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const chunks: Buffer[] = [];
  for (const [index, part] of entry.parts.entries()) {
    if (index > 0) chunks.push(nonceBytes);
    chunks.push(part);
  }
  return chunks;
}

/** RFC 9110 13.1.2: If-None-Match uses the weak comparison; `*` matches any stored page. */
function matchesEtag(header: string | null, etag: string) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/**
 * On a 304 the browser merges the answer's headers into the page it kept (RFC 9111 4.3.4), so a
 * CSP header with this response's new nonce would block the kept page's scripts, which carry the
 * nonce of the response that delivered them. A 304 therefore goes out without a CSP header, and
 * the kept page keeps the policy it came with.
 */
export function withoutCspOnNotModified<A extends unknown[]>(
  fetch: (request: Request, ...rest: A) => Response | Promise<Response>,
) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const response = await fetch(request, ...rest);
    if (response.status === 304) {
      response.headers.delete("content-security-policy");
      response.headers.delete("content-security-policy-report-only");
    }
    return response;
  };
}
