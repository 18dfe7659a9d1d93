import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Bytes that start like real files of each type (magic numbers), padded to `size`. */
function withHead(head: number[] | string, size: number): Uint8Array<ArrayBuffer> {
  const start = typeof head === "string" ? Buffer.from(head, "latin1") : Buffer.from(head);
  const bytes = Buffer.alloc(Math.max(size, start.length));
  start.copy(bytes);
  for (let i = start.length; i < bytes.length; i++) bytes[i] = (i * 31) % 251;
  return new Uint8Array(bytes);
}

export const png = (size = 2048) =>
  withHead(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
    size,
  );
export const mp4 = (size = 4096) => withHead("\0\0\0\x20ftypisom\0\0\x02\0isomiso2mp41", size);
export const pdf = (size = 1024) => withHead("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", size);
export const html = () => new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
export const svg = () =>
  new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );

/** A multipart body with one file part, for requests sent as a raw stream. */
export function multipart(
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
  field = "file",
): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----ada-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: new Uint8Array(Buffer.concat([head, Buffer.from(bytes), tail])),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Every file (not directory) under `dir`, relative, or [] when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** A real 1×1 PNG: a file both upload routes take (the image route decodes it). */
export const tinyPng = () =>
  new Uint8Array(
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
  );

/** A JPEG of random noise: each call another image (another hash). */
export const noiseJpeg = (width = 800, height = 600) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

/** The GPS datum written in `phonePhoto`'s EXIF: plain text, so its absence can be checked. */
export const PHOTO_GPS_MARK = "WGS-84";

/**
 * A real JPEG as a phone writes it: `width`×`height` pixels stored sideways with EXIF orientation
 * 6 (shown turned a quarter clockwise), a camera make and a GPS position in its EXIF. Its left
 * half is red and its right half blue, so once turned the top is red and the bottom blue.
 */
export async function phonePhoto(width = 4000, height = 3000): Promise<Uint8Array<ArrayBuffer>> {
  const half = Math.floor(width / 2);
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#d00000" } })
    .composite([
      {
        input: { create: { width: width - half, height, channels: 3, background: "#0000d0" } },
        left: half,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker" },
      IFD3: { GPSMapDatum: PHOTO_GPS_MARK, GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** A small PNG with transparency (its variants keep PNG as the fallback). */
export async function transparentPng(width = 300, height = 200): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  return new Uint8Array(bytes);
}
