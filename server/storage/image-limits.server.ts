import sharp, { type Metadata, type SharpOptions } from "sharp";
import { badRequest, HttpError } from "../http/errors";
import { taskSlots } from "../http/task-slots.server";
import type { AppServices } from "../spine/context";

/**
 * What an uploaded image may be before libvips decodes it, read from its header alone
 * (`metadata()` decodes no pixel): a small file can claim a huge image.
 */

/** libvips keeps recent operations in a cache; every upload is new, so it would only hold memory. */
sharp.cache(false);

/** The widest side WebP takes: no variant may be larger, so no original either. */
export const MAX_IMAGE_SIDE = 16_383;
/** The long side at most this many times the short one (a 10×10,000,000 strip is no picture). */
export const MAX_ASPECT_RATIO = 40;
/** Read row by row (baseline JPEG, plain 8-bit PNG, WebP, AVIF), an image may be this large. */
export const MAX_IMAGE_PIXELS = 100_000_000;
/**
 * Interlaced PNG, progressive JPEG and 16-bit images are decoded whole in memory before the first
 * row comes out (a 10000×10000 16-bit interlaced PNG is 800 MB): far fewer pixels for them.
 */
export const MAX_WHOLE_DECODE_PIXELS = 25_000_000;

const UNREADABLE = "Image illisible : le fichier est endommagé ou incomplet";
const TOO_WIDE = "Image trop grande : 16 383 pixels de côté au plus";
const TOO_THIN = `Image trop étirée : son grand côté fait au plus ${MAX_ASPECT_RATIO} fois le petit`;
const TOO_MANY_PIXELS = "Image trop grande : 100 mégapixels au plus";
const TOO_MANY_WHOLE =
  "Image trop grande pour un fichier entrelacé, progressif ou en 16 bits : 25 mégapixels au plus";
const BUSY = "Trop d'images en cours de traitement : réessayez dans quelques secondes";

/** Every failure of sharp on an upload: the client sent something it cannot read. */
export const unreadableImage = () =>
  badRequest(UNREADABLE, { file: UNREADABLE }, "unreadable_image");
export const tooLarge = (message: string) =>
  badRequest(message, { file: message }, "image_too_large");

/** How every upload's pixels are read: never more than the limits, top to bottom when possible. */
export const DECODE: SharpOptions = {
  limitInputPixels: MAX_IMAGE_PIXELS,
  sequentialRead: true,
};

/** Runs a sharp call; any error it throws becomes the 400 `unreadable_image`. */
export async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw unreadableImage();
  }
}

function decodedWhole(meta: Metadata): boolean {
  const eightBit = meta.depth === "uchar" || meta.depth === "char";
  return meta.isProgressive === true || !eightBit;
}

/**
 * The header of the image in `source`, refused (400 `image_too_large`) when decoding it would
 * take more than the limits or make a variant no output format takes.
 */
export async function checkedImage(source: string): Promise<Metadata & { pixels: number }> {
  const meta = await decoding(() => sharp(source, { limitInputPixels: false }).metadata());
  const { width, height } = meta;
  if (!width || !height) throw unreadableImage();
  // Of an animated image only the first frame is read; pageHeight is one frame's.
  const frame = meta.pageHeight && meta.pageHeight < height ? meta.pageHeight : height;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw tooLarge(TOO_WIDE);
  if (Math.max(width, frame) > MAX_ASPECT_RATIO * Math.min(width, frame)) throw tooLarge(TOO_THIN);
  const pixels = width * height;
  if (pixels > MAX_IMAGE_PIXELS) throw tooLarge(TOO_MANY_PIXELS);
  if (decodedWhole(meta) && pixels > MAX_WHOLE_DECODE_PIXELS) throw tooLarge(TOO_MANY_WHOLE);
  return { ...meta, pixels };
}

/** Image tasks, `concurrency` at once: beyond the waiting ones, a 503 `images_busy`. */
export function imageSlots(
  concurrency: number,
  options: { waiting?: number; maxWaitMs?: number } = {},
) {
  return taskSlots(concurrency, {
    ...options,
    busy: () => {
      throw new HttpError(503, "images_busy", BUSY, undefined, { "Retry-After": "10" });
    },
  });
}

type Slots = ReturnType<typeof imageSlots>;
// One queue per app (its AppServices), sized by its IMAGE_CONCURRENCY.
const slotsOfApp = new WeakMap<AppServices, Slots>();

/**
 * Runs `task`, which decodes an upload, when the app has a free image slot (IMAGE_CONCURRENCY,
 * 1 by default): libvips' memory grows with every image decoded at once.
 */
export function inImageSlot<T>(deps: AppServices, task: () => Promise<T>): Promise<T> {
  let slots = slotsOfApp.get(deps);
  if (!slots) {
    slots = imageSlots(deps.config.IMAGE_CONCURRENCY);
    slotsOfApp.set(deps, slots);
  }
  return slots(task);
}
