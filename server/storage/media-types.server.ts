import { cleanUploadName } from "#domain/upload-name";

/**
 * Which files a demo may be (the picker filters video/*, image/* or .pdf) and how a stored
 * file is served (nothing a browser could run as a page is ever served inline).
 */

/** How many leading bytes `sniffMediaType` needs to decide. */
export const SNIFF_BYTES = 16;

export type MediaFamily = "image" | "video" | "pdf";

/** The family of a declared type the demo form may send, or null when it is refused. */
export function declaredFamily(mimeType: string): MediaFamily | null {
  const type = mimeType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/pdf") return "pdf";
  // SVG is an image type that can carry scripts: refused.
  if (type.startsWith("image/") && !type.includes("svg")) return "image";
  if (type.startsWith("video/")) return "video";
  return null;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

const IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "heim", "heis", "mif1", "msf1"]);

/**
 * The real type of a file from its first bytes (magic numbers), or null when it is none of the
 * media types a demo may hold. The declared type alone proves nothing: a browser sends what the
 * file name suggests.
 */
export function sniffMediaType(head: Uint8Array): { type: string; family: MediaFamily } | null {
  if (ascii(head, 0, 5) === "%PDF-") return { type: "application/pdf", family: "pdf" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { type: "image/png", family: "image" };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { type: "image/jpeg", family: "image" };
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") {
    return { type: "image/gif", family: "image" };
  }
  if (ascii(head, 0, 4) === "RIFF") {
    const form = ascii(head, 8, 12);
    if (form === "WEBP") return { type: "image/webp", family: "image" };
    if (form === "AVI ") return { type: "video/x-msvideo", family: "video" };
  }
  if (ascii(head, 0, 2) === "BM" && head.length >= 14)
    return { type: "image/bmp", family: "image" };
  if (ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12).toLowerCase();
    if (IMAGE_BRANDS.has(brand)) {
      return { type: brand.startsWith("avi") ? "image/avif" : "image/heic", family: "image" };
    }
    if (brand === "qt  ") return { type: "video/quicktime", family: "video" };
    return { type: "video/mp4", family: "video" }; // isom, mp41, mp42, avc1, M4V , 3gp…
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { type: "video/webm", family: "video" };
  if (ascii(head, 0, 4) === "OggS") return { type: "video/ogg", family: "video" };
  return null;
}

/**
 * Types served inline, by extension. Everything else (html, svg, xml, js, unknown…) is served as
 * an `application/octet-stream` attachment.
 */
const INLINE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  bmp: "image/bmp",
  heic: "image/heic",
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  ogv: "video/ogg",
  avi: "video/x-msvideo",
  pdf: "application/pdf",
};
const INLINE_SET = new Set(Object.values(INLINE_TYPES));

/** The type a key's extension stands for when it is safe inline, else null. */
export function inlineTypeOf(key: string): string | null {
  const dot = key.lastIndexOf(".");
  if (dot < 0) return null;
  return INLINE_TYPES[key.slice(dot + 1).toLowerCase()] ?? null;
}

/** Whether a recorded content type (an S3 object's) may be served inline. */
export function isInlineType(contentType: string): boolean {
  return INLINE_SET.has(contentType.split(";")[0]!.trim().toLowerCase());
}

/** The one extension each detected type is stored under (the first listed for it above). */
const EXTENSION_OF_TYPE = new Map<string, string>();
for (const [extension, type] of Object.entries(INLINE_TYPES)) {
  if (!EXTENSION_OF_TYPE.has(type)) EXTENSION_OF_TYPE.set(type, extension);
}

/**
 * The client's file name with the extension of the type its bytes were detected as, whatever the
 * client wrote: files are served by their stored extension, so PNG bytes named `.pdf` must not be
 * served as a PDF. The upload-name rule drops leading dots, so of `....jpg` it would keep `jpg`,
 * no extension: such a name becomes `file.jpg`.
 */
export function withDetectedExtension(name: string, detectedType: string): string {
  const extension = EXTENSION_OF_TYPE.get(detectedType);
  if (!extension) return name;
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  const named = `${base}.${extension}`;
  if (cleanUploadName(named).endsWith(`.${extension}`)) return named;
  return `${cleanUploadName(base)}.${extension}`;
}
