import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, type Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { uploadPath } from "#domain/upload-name";
import { badRequest, HttpError, unsupportedType } from "../http/errors";
import type { AppServices } from "../spine/context";
import { isReencoded, writeWithoutMetadata } from "./demo-images.server";
import { inImageSlot } from "./image-limits.server";
import {
  declaredFamily,
  type MediaFamily,
  SNIFF_BYTES,
  sniffMediaType,
  withDetectedExtension,
} from "./media-types.server";
import type { BucketName } from "./storage.server";

/** The multipart form's field that carries the file. */
export const UPLOAD_FIELD = "file";

/**
 * The request body of an upload as the OpenAPI document describes it (adding a file, replacing
 * an image): a multipart form whose field UPLOAD_FIELD is one file of `contentType`.
 */
export function multipartFileBody(contentType: string) {
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          properties: {
            [UPLOAD_FIELD]: { type: "string", contentMediaType: "application/octet-stream" },
          },
          required: [UPLOAD_FIELD],
        } as never,
        encoding: { [UPLOAD_FIELD]: { contentType } },
      },
    },
  };
}

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const NO_FILE =
  "Aucun fichier reçu : envoyez-le dans le champ « file » d'un formulaire multipart";
export const NOT_MULTIPART =
  "Le fichier doit être envoyé en multipart/form-data, dans le champ « file »";
const BAD_FORM = "Formulaire multipart invalide";
const BAD_TYPE =
  "Type de fichier non accepté : seuls les vidéos, les images (hors SVG) et les PDF sont acceptés";

function megabytes(bytes: number) {
  const value = bytes / (1024 * 1024);
  return new Intl.NumberFormat("fr-FR", { maximumFractionDigits: value >= 1 ? 1 : 3 }).format(
    value,
  );
}

/**
 * The product sets no size limit for demo files; we do (UPLOAD_MAX_BYTES). The connection is closed after
 * the answer so a client still sending a huge body does not keep it busy.
 */
export function uploadTooLarge(maxBytes: number) {
  return new HttpError(
    413,
    "payload_too_large",
    `Le fichier dépasse la taille maximale autorisée (${megabytes(maxBytes)} Mo)`,
    undefined,
    { Connection: "close" },
  );
}

export interface UploadResult {
  path: string;
  publicUrl: string;
  size: number;
  contentType: string;
}

/**
 * Reads the first bytes of `stream` without losing them: returns them and a stream that replays
 * them followed by the rest, so the real type is known before the destination is opened.
 */
async function peek(stream: Readable, bytes: number) {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const counted = { bytes: head.length };
  async function* replay() {
    try {
      if (head.length > 0) yield head;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        counted.bytes += next.value.length;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head, body: Readable.from(replay(), { objectMode: false }), counted };
}

/** Which files an upload takes: by family of the declared type, then by the bytes' real type. */
export interface AcceptRule {
  families: readonly MediaFamily[];
  /** When set, only these detected types (else any of the families). */
  types?: readonly string[];
  /** The 415's message. */
  refused: string;
}

/** The file of an upload as it arrives: its bytes, real type and client name. */
export interface IncomingFile {
  body: Readable;
  type: string;
  name: string;
  /** Bytes read so far (all of them once `body` has ended). */
  size: () => number;
  /** Whether the size limit cut the file: checked once `body` has ended. */
  truncated: () => boolean;
}

const DEMO_FILES: AcceptRule = { families: ["image", "video", "pdf"], refused: BAD_TYPE };

/**
 * A demo's file under `{timestamp}-{cleaned name}`: a video or a PDF as it came, an image written
 * again without its metadata (demo-images.server.ts).
 */
export function receiveUpload(
  deps: AppServices,
  request: Request,
  bucket: BucketName,
): Promise<UploadResult> {
  return receiveFile(deps, request, DEMO_FILES, async (file) => {
    const key = uploadPath(withDetectedExtension(file.name, file.type));
    const stored = { path: key, publicUrl: deps.storage.publicUrl(bucket, key) };
    if (isReencoded(file.type)) {
      return onDisk(deps, file, async (source, dir) => {
        const cleaned = path.join(dir, "cleaned");
        const rewritten = await inImageSlot(deps, () =>
          writeWithoutMetadata(source, cleaned, file.type),
        );
        const kept = rewritten ? cleaned : source;
        await deps.storage.put(bucket, key, createReadStream(kept), file.type);
        return { ...stored, size: (await stat(kept)).size, contentType: file.type };
      });
    }
    await deps.storage.put(bucket, key, file.body, file.type);
    if (file.truncated()) {
      // The limit was hit exactly at the end: the file is incomplete, remove it.
      await deps.storage.delete(bucket, key);
      throw uploadTooLarge(deps.config.UPLOAD_MAX_BYTES);
    }
    return { ...stored, size: file.size(), contentType: file.type };
  });
}

/**
 * Writes an upload to a temporary file (never held whole in memory), through `through` when
 * given, refuses it when the size limit cut it, then hands it to `use`; the file is removed after.
 */
export async function onDisk<T>(
  deps: AppServices,
  file: IncomingFile,
  use: (source: string, dir: string) => Promise<T>,
  through?: Transform,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ada-upload-"));
  try {
    const source = path.join(dir, "upload");
    const destination = createWriteStream(source, { flags: "wx" });
    if (through) await pipeline(file.body, through, destination);
    else await pipeline(file.body, destination);
    if (file.truncated()) throw uploadTooLarge(deps.config.UPLOAD_MAX_BYTES);
    return await use(source, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Streams one multipart upload (field `file`) into storage: never buffered whole, the size limit
 * enforced while the bytes arrive, the type checked from the declared type AND the first bytes.
 * On any failure nothing is left in storage. The caller has already checked the administrator
 * (before any byte of the body is read).
 */
export function receiveFile<T>(
  deps: AppServices,
  request: Request,
  accept: AcceptRule,
  store: (file: IncomingFile) => Promise<T>,
): Promise<T> {
  const max = deps.config.UPLOAD_MAX_BYTES;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw unsupportedType(NOT_MULTIPART);
  const declaredLength = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declaredLength > max + MULTIPART_OVERHEAD) throw uploadTooLarge(max);
  if (!request.body) throw badRequest(NO_FILE, undefined, "no_file");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8 (the upload-name rule then strips the accents).
      defParamCharset: "utf8",
      // busboy reports "limit" on reaching fileSize, not on passing it: max + 1 lets a file of
      // exactly UPLOAD_MAX_BYTES through.
      limits: { files: 1, fileSize: max + 1, fields: 10, fieldSize: 1024, parts: 20 },
    });
  } catch {
    throw badRequest(BAD_FORM, undefined, "invalid_multipart");
  }
  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);

  return new Promise<T>((resolve, reject) => {
    let failure: unknown;
    let saving: Promise<T> | undefined;
    let settled = false;

    const settle = async () => {
      if (settled) return;
      settled = true;
      const result = await saving?.catch((error: unknown) => {
        failure ??= error;
        return undefined;
      });
      if (failure) reject(failure);
      else if (result) resolve(result);
      else reject(badRequest(NO_FILE, undefined, "no_file"));
    };

    // Stops reading the body at once; @hono/node-server drains or closes the connection after
    // the answer. Destroying the parser also errors the file stream, so a write in progress fails
    // and removes its partial file before the answer is sent (settle waits for it).
    const abort = (error: unknown) => {
      failure ??= error;
      source.unpipe(parser);
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
      void settle();
    };

    parser.on("file", (field, stream, info) => {
      // Its errors reach us through the storage write (or do not matter once aborted); without a
      // listener, destroying the parser would throw them as uncaught exceptions.
      stream.on("error", () => {});
      if (field !== UPLOAD_FIELD || saving) {
        stream.resume();
        return;
      }
      const family = declaredFamily(info.mimeType);
      if (!family || !accept.families.includes(family)) {
        abort(unsupportedType(accept.refused));
        return;
      }
      // Deferred: busboy still touches the file stream right after emitting "limit".
      stream.on("limit", () => process.nextTick(() => abort(uploadTooLarge(max))));
      saving = (async () => {
        const { head, body, counted } = await peek(stream, SNIFF_BYTES);
        const real = sniffMediaType(head);
        if (
          !real ||
          real.family !== family ||
          (accept.types && !accept.types.includes(real.type))
        ) {
          body.destroy();
          throw unsupportedType(accept.refused);
        }
        return store({
          body,
          type: real.type,
          name: info.filename || "file",
          size: () => counted.bytes,
          truncated: () => stream.truncated === true,
        });
      })();
      saving.catch(abort);
    });
    parser.on("finish", () => void settle());
    parser.on("error", () => abort(badRequest(BAD_FORM, undefined, "invalid_multipart")));
    source.on("error", () => abort(badRequest("Téléversement interrompu", undefined, "aborted")));
    source.pipe(parser);
  });
}
