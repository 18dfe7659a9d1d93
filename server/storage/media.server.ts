import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import sharp, { type Sharp } from "sharp";
import {
  type FallbackFormat,
  MEDIA_TYPES,
  mediaBase,
  variantKey,
  variantWidths,
} from "#domain/media";
import { keptFileName } from "#domain/media-library";
import type { AppServices } from "../spine/context";
import { checkedImage, DECODE, decoding, inImageSlot } from "./image-limits.server";
import { MEDIA_BUCKET, removeKeys } from "./media-files.server";
import type { Storage } from "./storage.server";
import { type AcceptRule, onDisk, receiveFile } from "./upload.server";

const REFUSED = "Type d'image non accepté : seuls les JPEG, PNG, WebP et AVIF sont acceptés";

const IMAGES: AcceptRule = { families: ["image"], types: MEDIA_TYPES, refused: REFUSED };

const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};
const TYPE_OF_FORMAT = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" } as const;

export interface MediaUploadResult {
  /** The image's key in the library (its widest JPEG or PNG variant), never the original's. */
  path: string;
  publicUrl: string;
  width: number;
  height: number;
  size: number;
  contentType: string;
  /** The file's name as it was sent (kept to show), null when it had none. */
  name: string | null;
  /** The files this upload added to the store (none when the same image was already there). */
  created: string[];
}

/**
 * An administrator's image upload: read to a temporary file while its bytes are hashed (never
 * held whole in memory), then its variants are made and stored beside the original under names
 * derived from the bytes. An image already stored is not processed again.
 */
export function receiveImage(deps: AppServices, request: Request): Promise<MediaUploadResult> {
  return receiveFile(deps, request, IMAGES, (file) => {
    const hash = createHash("sha256");
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    return onDisk(
      deps,
      file,
      async (source) => {
        const digest = hash.digest("hex").slice(0, 24);
        const stored = await inImageSlot(deps, () =>
          storeImage(deps.storage, source, digest, file.type),
        );
        return {
          ...stored,
          size: file.size(),
          contentType: file.type,
          name: keptFileName(file.name),
        };
      },
      hashing,
    );
  });
}

/** Width and height as displayed: EXIF orientations 5 to 8 turn the image a quarter. */
async function displayedSize(source: string) {
  const meta = await checkedImage(source);
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: turned ? meta.height! : meta.width!,
    height: turned ? meta.width! : meta.height!,
    alpha: meta.hasAlpha,
  };
}

/**
 * The variants of one image, each encoded in both formats by `emit`. The original is decoded once,
 * row by row, at the widest variant's size (JPEG shrinks while decoding), orientation applied and
 * converted to sRGB, into a libvips file on disk; each width is read from that file. No decoded
 * image is ever copied into a Node buffer, only the encoded variants.
 */
async function makeVariants(
  source: string,
  widths: number[],
  emit: (width: number, image: Sharp) => Promise<void>,
) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ada-variants-"));
  try {
    const widest = path.join(dir, "widest.v");
    await decoding(() =>
      sharp(source, DECODE)
        .autoOrient()
        .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
        .toColourspace("srgb")
        .toFile(widest),
    );
    for (const w of widths) await emit(w, sharp(widest, DECODE).resize({ width: w }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Makes and stores the variants of the image in `source` (a file), then the original; refused
 * before any decoding when its header is beyond the limits (`checkedImage`). No metadata is
 * written to a variant (sharp keeps none unless asked), so EXIF, GPS and XMP are gone. On failure,
 * what this call stored is removed again.
 */
export async function storeImage(
  storage: Storage,
  source: string,
  digest: string,
  type: string,
): Promise<Omit<MediaUploadResult, "size" | "contentType" | "name">> {
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
      await makeVariants(source, widths, async (w, resized) => {
        const modern = await decoding(() =>
          resized.clone().webp({ quality: 78, effort: 3 }).toBuffer(),
        );
        await put(variantKey(base, w, "webp"), Readable.from([modern]), TYPE_OF_FORMAT.webp);
        const old = await decoding(() =>
          fallback === "png"
            ? resized.clone().png({ compressionLevel: 8, palette: false }).toBuffer()
            : resized.clone().jpeg({ quality: 80, progressive: true }).toBuffer(),
        );
        await put(variantKey(base, w, fallback), Readable.from([old]), TYPE_OF_FORMAT[fallback]);
      });
    }
    if (![...existing].some((key) => key.startsWith(`${base}.original-`))) {
      // A random part: knowing a variant's name does not give the original's (with its EXIF).
      const original = `${base}.original-${randomBytes(8).toString("hex")}.${EXTENSION[type] ?? "bin"}`;
      await put(original, createReadStream(source), type);
    }
    // The image is named by the file rows point to: the key the library lists and takes.
    const path = variantKey(base, widest, fallback);
    return {
      path,
      publicUrl: storage.publicUrl(MEDIA_BUCKET, path),
      width,
      height,
      created,
    };
  } catch (error) {
    await removeKeys(storage, created);
    throw error;
  }
}
