/**
 * Uploaded images and their responsive variants, named so that a stored URL alone says everything
 * a page needs to draw the image (sources, widths, intrinsic size): no lookup at render time.
 *
 * An image of W×H pixels (as displayed, orientation applied) whose bytes hash to `{hash}` is
 * stored in the `media` bucket as
 * - `{hash}-{W}x{H}-{w}.webp` and `{hash}-{W}x{H}-{w}.{jpg|png}` for each width `w` of
 *   `variantWidths(W)`: the variants, metadata stripped, served for a year as immutable;
 * - `{hash}-{W}x{H}.original-{random}.{ext}`: the upload as sent, never served by this process
 *   and not derivable from a variant's name.
 * A row keeps the URL of the widest fallback variant (the upload's `publicUrl`).
 */

/** The widths variants are made at; never wider than the original. */
export const MEDIA_WIDTHS = [160, 480, 960, 1600] as const;

/** The image types accepted by the image upload (checked on the bytes, not the declared type). */
export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** The picker's `accept`: the same four types. */
export const MEDIA_ACCEPT = MEDIA_TYPES.join(",");

export type FallbackFormat = "jpg" | "png";

/** The widths of an image `width` pixels wide: the listed ones below it, then its own (capped). */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? width);
  return [...MEDIA_WIDTHS.filter((w) => w < widest), widest];
}

/** The height of the variant `w` pixels wide of a W×H image. */
export function variantHeight(width: number, height: number, w: number): number {
  return Math.max(1, Math.round((height * w) / width));
}

/** `{hash}-{W}x{H}`: what every stored file of one image starts with. */
export function mediaBase(hash: string, width: number, height: number): string {
  return `${hash}-${width}x${height}`;
}

export function variantKey(base: string, w: number, format: "webp" | FallbackFormat): string {
  return `${base}-${w}.${format}`;
}

const VARIANT_KEY = /^([a-f0-9]{24})-(\d{1,5})x(\d{1,5})-(\d{1,5})\.(webp|jpg|png)$/;
const STORED_KEY = /^([a-f0-9]{24})-(\d{1,5})x(\d{1,5})[-.]/;

/** Whether a key of the media bucket is a variant (the only files served from it). */
export function isVariantKey(key: string): boolean {
  return VARIANT_KEY.test(key);
}

/** The `{hash}-{W}x{H}` a stored file of the media bucket belongs to, or null. */
export function baseOfKey(key: string): string | null {
  const match = STORED_KEY.exec(key);
  return match ? `${match[1]}-${match[2]}x${match[3]}` : null;
}

export interface PictureSource {
  type: "image/webp" | "image/jpeg" | "image/png";
  srcSet: string;
}

/** What `<picture>` needs for one stored image. */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  sources: PictureSource[];
}

/**
 * The responsive form of an image URL, when it is a variant of ours (a site path
 * `/storage/media/…` or the object store's `…/media/…`); null for any other URL (drawn as is).
 */
export function responsiveImage(url: string): ResponsiveImage | null {
  const slash = url.lastIndexOf("/");
  if (slash < 0 || !url.slice(0, slash).endsWith("/media")) return null;
  const match = VARIANT_KEY.exec(url.slice(slash + 1));
  if (!match) return null;
  const [, hash = "", w, h, , format] = match;
  const width = Number(w);
  const height = Number(h);
  if (width < 1 || height < 1) return null;
  const fallback: FallbackFormat = format === "png" ? "png" : "jpg";
  const prefix = url.slice(0, slash + 1);
  const base = mediaBase(hash, width, height);
  const widths = variantWidths(width);
  const srcSet = (format: "webp" | FallbackFormat) =>
    widths.map((each) => `${prefix}${variantKey(base, each, format)} ${each}w`).join(", ");
  const widest = widths[widths.length - 1]!;
  return {
    src: `${prefix}${variantKey(base, widest, fallback)}`,
    width: widest,
    height: variantHeight(width, height, widest),
    sources: [
      { type: "image/webp", srcSet: srcSet("webp") },
      { type: fallback === "png" ? "image/png" : "image/jpeg", srcSet: srcSet(fallback) },
    ],
  };
}
