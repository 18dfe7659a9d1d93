import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import {
  type FallbackFormat,
  MEDIA_TYPES,
  mediaBase,
  variantKey,
  variantWidths,
} from "#domain/media";
import type { Deps } from "../http/context";
import { badRequest } from "../http/errors";
import { MEDIA_BUCKET, removeKeys } from "./media-files.server";
import type { Storage } from "./storage.server";
import { type AcceptRule, type IncomingFile, receiveFile, uploadTooLarge } from "./upload.server";

/**
 * libvips keeps recent operations in a cache of up to 50 MB; every upload is new, so nothing is
 * gained by it and the server's memory would grow by that much.
 */
sharp.cache(false);

/** Larger images are refused before being decoded (a small file can claim a huge size). */
export const MAX_IMAGE_PIXELS = 100_000_000;

const REFUSED = "Type d'image non accepté : seuls les JPEG, PNG, WebP et AVIF sont acceptés";
const UNREADABLE = "Image illisible : le fichier est endommagé ou incomplet";
const TOO_MANY_PIXELS = "Image trop grande : 100 mégapixels au plus";

const IMAGES: AcceptRule = { families: ["image"], types: MEDIA_TYPES, refused: REFUSED };

const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};
const TYPE_OF_FORMAT = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" } as const;

export interface MediaUploadResult {
  path: string;
  publicUrl: string;
  width: number;
  height: number;
  size: number;
  contentType: string;
  /** The files this upload added to the store (none when the same image was already there). */
  created: string[];
}

/**
 * An administrator's image upload: read to a temporary file while its bytes are hashed (never
 * held whole in memory), then its variants are made and stored beside the original under names
 * derived from the bytes. An image already stored is not processed again.
 */
export function receiveImage(deps: Deps, request: Request): Promise<MediaUploadResult> {
  return receiveFile(deps, request, IMAGES, async (file) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "ada-media-"));
    try {
      const source = path.join(dir, "upload");
      const digest = await writeHashed(file, source);
      if (file.truncated()) throw uploadTooLarge(deps.config.UPLOAD_MAX_BYTES);
      const stored = await storeImage(deps.storage, source, digest, file.type);
      return { ...stored, size: file.size(), contentType: file.type };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

async function writeHashed(file: IncomingFile, destination: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(
    file.body,
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    }),
    createWriteStream(destination, { flags: "wx" }),
  );
  return hash.digest("hex").slice(0, 24);
}

/** Width and height as displayed: EXIF orientations 5 to 8 turn the image a quarter. */
async function displayedSize(source: string) {
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(UNREADABLE, { file: UNREADABLE }, "unreadable_image");
  }
  const { width, height } = meta;
  if (!width || !height) throw badRequest(UNREADABLE, { file: UNREADABLE }, "unreadable_image");
  if (width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(TOO_MANY_PIXELS, { file: TOO_MANY_PIXELS }, "image_too_large");
  }
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: turned ? height : width,
    height: turned ? width : height,
    alpha: meta.hasAlpha,
  };
}

/**
 * Makes and stores the variants of the image in `source` (a file), then the original. Decoded
 * once, at the widest variant's size (JPEG shrinks while decoding), orientation applied and
 * converted to sRGB; each width is made from that. No metadata is written to a variant (sharp
 * keeps none unless asked), so EXIF, GPS and XMP are gone. On failure, what this call stored is
 * removed again.
 */
export async function storeImage(
  storage: Storage,
  source: string,
  digest: string,
  type: string,
): Promise<Omit<MediaUploadResult, "size" | "contentType">> {
  const { width, height, alpha } = await displayedSize(source);
  const base = mediaBase(digest, width, height);
  const fallback: FallbackFormat = alpha ? "png" : "jpg";
  const widths = variantWidths(width);
  const widest = widths[widths.length - 1]!;
  const existing = new Set((await storage.list(MEDIA_BUCKET, base)).map((o) => o.key));
  const created: string[] = [];
  const put = async (key: string, body: Readable, contentType: string) => {
    await storage.put(MEDIA_BUCKET, key, body, contentType);
    created.push(key);
  };
  try {
    const missing = widths.some(
      (w) =>
        !existing.has(variantKey(base, w, "webp")) || !existing.has(variantKey(base, w, fallback)),
    );
    if (missing) {
      let decoded: { data: Buffer; info: OutputInfo };
      try {
        decoded = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
          .autoOrient()
          .resize({ width: widest, withoutEnlargement: true })
          .toColourspace("srgb")
          .raw()
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw badRequest(UNREADABLE, { file: UNREADABLE }, "unreadable_image");
      }
      const { data, info } = decoded;
      const raw = { width: info.width, height: info.height, channels: info.channels };
      for (const w of widths) {
        const resized = sharp(data, { raw }).resize({ width: w });
        const modern = await resized.clone().webp({ quality: 78, effort: 3 }).toBuffer();
        await put(variantKey(base, w, "webp"), Readable.from([modern]), TYPE_OF_FORMAT.webp);
        const old =
          fallback === "png"
            ? await resized.clone().png({ compressionLevel: 8, palette: false }).toBuffer()
            : await resized.clone().jpeg({ quality: 80, progressive: true }).toBuffer();
        await put(variantKey(base, w, fallback), Readable.from([old]), TYPE_OF_FORMAT[fallback]);
      }
    }
    let original = [...existing].find((key) => key.startsWith(`${base}.original-`));
    if (!original) {
      // A random part: knowing a variant's name does not give the original's (with its EXIF).
      original = `${base}.original-${randomBytes(8).toString("hex")}.${EXTENSION[type] ?? "bin"}`;
      await put(original, createReadStream(source), type);
    }
    return {
      path: original,
      publicUrl: storage.publicUrl(MEDIA_BUCKET, variantKey(base, widest, fallback)),
      width,
      height,
      created,
    };
  } catch (error) {
    await removeKeys(storage, created);
    throw error;
  }
}
