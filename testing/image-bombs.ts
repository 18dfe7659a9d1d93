import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";

/**
 * Images that are small files but huge once decoded, for the upload limits' tests and the bench.
 * A PNG of zeros is written by hand (its header says what it is, its pixels deflate to almost
 * nothing): far cheaper than making sharp encode that many pixels.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The bytes of the filtered scanlines of an image, all passes of Adam7 when interlaced. */
function scanlineBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean) {
  const row = (w: number) => (w > 0 ? 1 + Math.ceil((w * bitsPerPixel) / 8) : 0);
  if (!interlaced) return height * row(width);
  // Adam7: each pass's starting column and row, and its step across and down.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil(Math.max(0, width - x0) / dx);
    const h = Math.ceil(Math.max(0, height - y0) / dy);
    total += h * row(w);
  }
  return total;
}

async function deflateZeros(bytes: number, seed: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const zeros = Buffer.alloc(4 * 1024 * 1024);
  // A first row filtered with `Sub` instead of `None`: different bytes for each seed, same pixels.
  deflate.write(Buffer.from([seed % 5]));
  for (let left = bytes - 1; left > 0; left -= zeros.length) {
    const piece = left >= zeros.length ? zeros : zeros.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

export interface PngBombOptions {
  width: number;
  height: number;
  /** 8 or 16 bits per sample (RGB). */
  depth?: 8 | 16;
  interlaced?: boolean;
  /** Changes the bytes, not the pixels: uploads of the same bomb are not taken for one image. */
  seed?: number;
}

/** A black RGB PNG of `width`×`height`, written whole (every scanline deflated). */
export async function pngBomb(options: PngBombOptions): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height, depth = 8, interlaced = false, seed = 0 } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(depth, 8);
  header.writeUInt8(2, 9); // truecolour
  header.writeUInt8(interlaced ? 1 : 0, 12);
  const data = await deflateZeros(scanlineBytes(width, height, depth * 3, interlaced), seed);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new Uint8Array(bytes);
}

/** A progressive (multi-scan) JPEG of one colour: libjpeg keeps every coefficient until the end. */
export async function progressiveJpeg(
  width: number,
  height: number,
  seed = 0,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 40 + (seed % 200), g: 90, b: 140 } },
  })
    .jpeg({ progressive: true, quality: 60 })
    .toBuffer();
  return new Uint8Array(bytes);
}
