import { Readable } from "node:stream";
import { Hono } from "hono";
import { storedFileParamsSchema } from "#domain/auth";
import { recordAudit } from "../audit/audit.server";
import { requireAdmin } from "../auth/access.server";
import type { AppEnv, AuthUser, Deps } from "../http/context";
import { notFound } from "../http/errors";
import { receiveImage } from "./media.server";
import { MEDIA_BUCKET, removeKeys } from "./media-files.server";
import { isInlineType } from "./media-types.server";
import { type ByteRange, cacheControlOf, isServedKey } from "./storage.server";
import { receiveUpload, type UploadResult } from "./upload.server";

/**
 * `POST /api/storage/{bucket}`: an administrator uploads one demo file,
 * answered with `{path, publicUrl}`; the public URL becomes the demo's media_url.
 */
export function uploadRoutes() {
  const app = new Hono<AppEnv>();

  // A refused upload is answered before its body is read to the end: the connection is closed
  // after the answer, or the unread rest of the body would be taken for the next request on it.
  app.use(async (c, next) => {
    await next();
    if (c.res.status >= 400) c.res.headers.set("Connection", "close");
  });

  // `POST /api/storage/media`: an image, answered with its size and the URL of its widest variant.
  app.post(`/${MEDIA_BUCKET}`, async (c) => {
    const user = await requireAdmin(c);
    const deps = c.get("deps");
    const stored = await receiveImage(deps, c.req.raw);
    const { path, publicUrl, width, height } = stored;
    await recordUpload(deps, user, MEDIA_BUCKET, stored, { width, height }, () =>
      removeKeys(deps.storage, stored.created),
    );
    return c.json({ path, publicUrl, width, height }, 201);
  });

  app.post("/:bucket", async (c) => {
    const params = storedFileParamsSchema.pick({ bucket: true }).safeParse(c.req.param());
    if (!params.success || params.data.bucket === MEDIA_BUCKET) {
      throw notFound("Espace de stockage inconnu");
    }
    const { bucket } = params.data;
    // Before a single byte of the body is read: a stranger cannot make us store anything.
    const user = await requireAdmin(c);
    const deps = c.get("deps");
    const stored = await receiveUpload(deps, c.req.raw, bucket);
    await recordUpload(deps, user, bucket, stored, {}, () =>
      deps.storage.delete(bucket, stored.path).catch(() => {}),
    );
    return c.json({ path: stored.path, publicUrl: stored.publicUrl }, 201);
  });

  return app;
}

/**
 * The audit entry and log line of a stored upload. The file is stored before its entry is written
 * (a store is not a transaction): a file whose entry could not be written is removed again
 * (`undo`), so no upload goes unrecorded.
 */
async function recordUpload(
  deps: Deps,
  user: AuthUser,
  bucket: string,
  stored: UploadResult,
  extra: Record<string, number>,
  undo: () => Promise<unknown>,
) {
  const details = { size: stored.size, content_type: stored.contentType, ...extra };
  try {
    await recordAudit(deps.database.db, {
      actor: user,
      action: "upload",
      table: "storage",
      rowId: `${bucket}/${stored.path}`,
      after: { url: stored.publicUrl, ...details },
    });
  } catch (error) {
    await undo();
    throw error;
  }
  deps.logger.info("storage.uploaded", { bucket, key: stored.path, ...details });
}

/** A single `bytes=` range resolved against the size; "unsatisfiable"; or null to send it all. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || size === 0) return null; // several ranges or a malformed one: the whole file
  const [, from, to] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end };
}

// A stored file is never a page: no script, no plugin, no form, even if a browser were tricked
// into rendering it. PDF viewers refuse to run in a sandboxed document, so PDFs keep the rest.
const FILE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const PDF_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'";

/**
 * `GET /storage/{bucket}/{key}`: the uploaded file. Media types a demo may
 * hold are served inline; anything else (html, svg, xml, js, unknown) only as an
 * `application/octet-stream` attachment, so an upload can never run as a page of this site
 * Range requests are honoured so videos can seek.
 */
export function fileRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/:bucket/:key", async (c) => {
    // Parameters arrive decoded: "..", "%2F" and NUL all fail the key check here.
    const params = storedFileParamsSchema.safeParse(c.req.param());
    if (!params.success) throw notFound("Fichier introuvable");
    const { bucket, key } = params.data;
    const { storage } = c.get("deps");
    // Of an image, only its variants are served: the original keeps the metadata it was sent with.
    if (!isServedKey(bucket, key)) throw notFound("Fichier introuvable");
    const info = await storage.stat(bucket, key);
    if (!info) throw notFound("Fichier introuvable");

    const inline = isInlineType(info.contentType);
    const type = inline ? info.contentType : "application/octet-stream";
    const headers: Record<string, string> = {
      "Content-Type": type,
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${key}"`,
      "Cache-Control": cacheControlOf(bucket),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": type === "application/pdf" ? PDF_CSP : FILE_CSP,
      "Accept-Ranges": "bytes",
    };

    const range = parseRange(c.req.header("range"), info.size);
    if (range === "unsatisfiable") {
      return c.body(null, 416, { ...headers, "Content-Range": `bytes */${info.size}` });
    }
    const length = range ? range.end - range.start + 1 : info.size;
    headers["Content-Length"] = String(length);
    if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${info.size}`;
    const status = range ? 206 : 200;
    if (c.req.method === "HEAD") return c.body(null, status, headers);

    const object = await storage.get(bucket, key, range ?? undefined);
    if (!object) throw notFound("Fichier introuvable");
    const body = Readable.toWeb(object.body) as unknown as ReadableStream<Uint8Array>;
    return c.body(body, status, headers);
  });

  return app;
}
