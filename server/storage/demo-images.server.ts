import sharp, { type Sharp } from "sharp";
import { unsupportedType } from "../http/errors";
import { checkedImage, DECODE, decoding, MAX_IMAGE_PIXELS, tooLarge } from "./image-limits.server";

/**
 * A demo's image is served as stored, so it is stored re-encoded in its own format: nothing of
 * what the camera wrote (EXIF with its GPS position and make, XMP, IPTC, comments) is kept, since
 * sharp writes no metadata unless asked. The orientation is applied to the pixels first.
 */
const ENCODERS: Record<string, (image: Sharp, palette: boolean) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90 }),
  "image/png": (image, palette) => image.png({ palette }),
  "image/webp": (image) => image.webp({ quality: 90 }),
  "image/avif": (image) => image.avif({ quality: 70 }),
  "image/gif": (image) => image.gif(),
};

// libvips cannot decode HEIC (its codec is not built in) and a HEIC file carries EXIF.
const HEIC_REFUSED = "Image HEIC non acceptée : enregistrez-la en JPEG ou en PNG";
const TOO_MANY_FRAMES = "Animation trop grande : 100 mégapixels au plus, toutes images comprises";

/** Whether a demo image of this type is written again before it is stored (BMP carries none). */
export function isReencoded(type: string): boolean {
  if (type === "image/heic") throw unsupportedType(HEIC_REFUSED);
  return type in ENCODERS;
}

/**
 * Writes the image in `source` to `destination` without its metadata, every frame kept; answers
 * false, writing nothing, when libvips cannot read its header: no viewer shows such bytes as an
 * image either, and they are stored as they came (as demos were before images were rewritten).
 */
export async function writeWithoutMetadata(source: string, destination: string, type: string) {
  const readable = await sharp(source, { limitInputPixels: false })
    .metadata()
    .then(
      () => true,
      () => false,
    );
  if (!readable) return false;
  const meta = await checkedImage(source);
  const frames = meta.pages ?? 1;
  if (meta.pixels * frames > MAX_IMAGE_PIXELS) throw tooLarge(TOO_MANY_FRAMES);
  const image = sharp(source, { ...DECODE, animated: frames > 1 }).autoOrient();
  await decoding(() => ENCODERS[type]!(image, meta.isPalette === true).toFile(destination));
  return true;
}
