import { Readable } from "node:stream";
import type { MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import { mediaUploadResultSchema, storedFileParamsSchema, uploadResultSchema } from "#domain/auth";
import { MEDIA_TYPES, MEDIA_WIDTHS } from "#domain/media";
import { audited } from "../audit/audited.server";
import { requireAccess } from "../auth/access.server";
import { notFound } from "../http/errors";
import { apiRouter, defineRoute, guardedUser } from "../http/openapi-route";
import { jsonOf, response } from "../http/openapi-schemas";
import type { Config } from "../spine/config.server";
import type { AppEnv, AppServices, AuthUser } from "../spine/context";
import { receiveImage } from "./media.server";
import { MEDIA_BUCKET, removeKeys } from "./media-files.server";
import { mediaLibraryRoutes } from "./media-library.routes";
import { recordMediaRow } from "./media-library.server";
import { isInlineType } from "./media-types.server";
import { type BucketName, type ByteRange, cacheControlOf, isServedKey } from "./storage.server";
import { multipartFileBody, receiveUpload, type UploadResult } from "./upload.server";

const tags = ["Stockage"];

/** A stored file as an upload answers it, and a stored image (named once in the document). */
const UploadAnswer = uploadResultSchema.meta({ id: "UploadResult" });
const MediaUploadAnswer = mediaUploadResultSchema.meta({ id: "MediaUploadResult" });

/** An editor's (or an administrator's) multipart upload (field `file`), answered 201 with `result`. */
function uploadOperation<const P extends string, Result extends ZodType>(upload: {
  path: P;
  operationId: string;
  description: string;
  contentType: string;
  result: Result;
}) {
  return {
    method: "post" as const,
    path: upload.path,
    operationId: upload.operationId,
    tags,
    description: upload.description,
    request: { body: multipartFileBody(upload.contentType) },
    responses: {
      201: { description: "Stocké", content: jsonOf(upload.result) },
      400: response("BadRequest"),
      413: response("TooLarge"),
      415: response("UnsupportedType"),
    },
  };
}

/** `POST /api/storage/media`: an image, answered with its size and the URL of its widest variant. */
export const uploadImage = (config: Config) =>
  defineRoute(
    "editor",
    uploadOperation({
      path: `/${MEDIA_BUCKET}`,
      operationId: "uploadImage",
      description: `Image JPEG, PNG, WebP ou AVIF, vérifiée sur ses premiers octets ; au plus ${config.UPLOAD_MAX_BYTES} octets. Des variantes (largeurs ${MEDIA_WIDTHS.join(", ")} au plus, WebP et JPEG ou PNG) sont faites une fois, sans métadonnées (EXIF, GPS), orientation appliquée ; l'original n'est jamais servi.`,
      contentType: MEDIA_TYPES.join(", "),
      result: MediaUploadAnswer,
    }),
    async (c) => {
      const user = guardedUser(c);
      const deps = c.get("deps");
      const stored = await receiveImage(deps, c.req.raw);
      const { path, publicUrl, width, height } = stored;
      await recordUpload(deps, user, MEDIA_BUCKET, stored, { width, height }, () =>
        removeKeys(deps.storage, stored.created),
      );
      // The library's row (its texts to come); listing the library makes it if this fails.
      await recordMediaRow(deps, stored).catch((error: unknown) =>
        deps.logger.warn("storage.media_row_failed", { key: path, error }),
      );
      return c.json({ path, publicUrl, width, height }, 201);
    },
  );

/**
 * The bucket of the path checked before anything else (an unknown one is a 404 to anyone), then
 * the caller, before a single byte of the body is read: a stranger cannot make us store anything.
 */
const bucketThenEditor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const params = storedFileParamsSchema.pick({ bucket: true }).safeParse(c.req.param());
  if (!params.success || params.data.bucket === MEDIA_BUCKET) {
    throw notFound("Espace de stockage inconnu");
  }
  await requireAccess(c, "editor");
  await next();
};

/**
 * `POST /api/storage/{bucket}` for the buckets other than images (demos): one file, answered with
 * `{path, publicUrl}`; the public URL becomes the demo's media_url.
 */
export const uploadFile = (config: Config) =>
  defineRoute(
    "editor",
    {
      method: "post",
      path: "/{bucket}",
      responses: { 201: { description: "Stocké", content: jsonOf(UploadAnswer) } },
    },
    async (c) => {
      const bucket = c.req.param("bucket") as BucketName;
      const user = guardedUser(c);
      const deps = c.get("deps");
      const stored = await receiveUpload(deps, c.req.raw, bucket);
      await recordUpload(deps, user, bucket, stored, {}, () =>
        deps.storage.delete(bucket, stored.path).catch(() => {}),
      );
      return c.json({ path: stored.path, publicUrl: stored.publicUrl }, 201);
    },
    {
      guard: bucketThenEditor,
      documents: [
        {
          operation: uploadOperation({
            path: "/demos",
            operationId: "uploadDemoFile",
            description: `Vidéo, image (hors SVG) ou PDF, vérifié sur ses premiers octets ; au plus ${config.UPLOAD_MAX_BYTES} octets.`,
            contentType: "video/*, image/*, application/pdf",
            result: UploadAnswer,
          }),
        },
      ],
    },
  );

/**
 * `/api/storage/{bucket}`: an editor or an administrator uploads one file; `/api/storage/media`
 * is also the media library (media-library.routes.ts).
 */
export function uploadRoutes(config: Config) {
  // A refused upload is answered before its body is read to the end: the connection is closed
  // after the answer, or the unread rest of the body would be taken for the next request on it.
  return apiRouter(
    [uploadImage(config), ...mediaLibraryRoutes, uploadFile(config)],
    [
      async (c, next) => {
        await next();
        if (c.res.status >= 400) c.res.headers.set("Connection", "close");
      },
    ],
  );
}

/**
 * The audit entry and log line of a stored upload. The file is stored before its entry is written
 * (a store is not a transaction): a file whose entry could not be written is removed again
 * (`undo`), so no upload goes unrecorded.
 */
async function recordUpload(
  deps: AppServices,
  user: AuthUser,
  bucket: string,
  stored: UploadResult,
  extra: Record<string, number>,
  undo: () => Promise<unknown>,
) {
  const details = { size: stored.size, content_type: stored.contentType, ...extra };
  try {
    await audited(deps, user, ({ record }) =>
      record({
        action: "upload",
        table: "storage",
        rowId: `${bucket}/${stored.path}`,
        after: { url: stored.publicUrl, ...details },
      }),
    );
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
 * `GET /storage/{bucket}/{key}`: the uploaded file. Media types a demo may hold are served
 * inline; anything else (html, svg, xml, js, unknown) only as an `application/octet-stream`
 * attachment, so an upload can never run as a page of this site. Range requests are honoured so
 * videos can seek. Parameters arrive decoded: "..", "%2F" and NUL all fail the key check.
 */
export const getStoredFile = defineRoute(
  "public",
  {
    method: "get",
    path: "/{bucket}/{key}",
    operationId: "getStoredFile",
    tags,
    description:
      "Le fichier (publicUrl en stockage local). html, svg, xml, js ne sont jamais servis en ligne : pièce jointe application/octet-stream. Accepte un en-tête Range.",
    request: { params: storedFileParamsSchema },
    parameters: [
      { name: "Range", in: "header", schema: { type: "string", example: "bytes=0-1023" } },
    ],
    responses: {
      200: {
        description: "Le fichier",
        headers: {
          "Cache-Control": { schema: { const: "public, max-age=3600" } },
          "X-Content-Type-Options": { schema: { const: "nosniff" } },
        },
        content: { "*/*": { schema: { type: "string", contentMediaType: "*/*" } as never } },
      },
      206: { description: "Une plage d'octets" },
      404: response("NotFound"),
      416: { description: "Plage hors du fichier" },
    },
  },
  async (c) => {
    const { bucket, key } = c.req.valid("param");
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
  },
  { invalid: () => notFound("Fichier introuvable") },
);

export function fileRoutes() {
  return apiRouter([getStoredFile]);
}
