import type { Readable } from "node:stream";

/**
 * A small POSIX tar (pax) writer and reader, enough for the backup archive: regular files only,
 * long names through pax `path` records. Streams: a file's bytes are never held whole in memory.
 * (Written here: the archive needs regular files and long names only.)
 */

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK);

export interface TarEntry {
  name: string;
  size: number;
  /** The bytes: a buffer, or a stream of exactly `size` bytes. */
  body: Buffer | Readable;
  mtime?: Date;
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

function header(name: string, size: number, type: "0" | "x", mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 100), 0, "utf8");
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write("        ", 148); // checksum field counts as spaces while summing
  block.write(type, 156);
  block.write("ustar\0", 257);
  block.write("00", 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

/** A pax record `"<len> path=<name>\n"`, where len counts the whole record, itself included. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return Buffer.from(`${length}${body}`);
}

const padding = (size: number) => (size % BLOCK === 0 ? 0 : BLOCK - (size % BLOCK));

/** The tar stream of `entries`, in order; ends with the two zero blocks. */
export async function* writeTar(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>) {
  for await (const entry of entries) {
    const mtime = entry.mtime ?? new Date();
    if (Buffer.byteLength(entry.name) > 100 || /[^\x20-\x7e]/.test(entry.name)) {
      const pax = paxRecord("path", entry.name);
      yield header("pax-header", pax.length, "x", mtime);
      yield Buffer.concat([pax, Buffer.alloc(padding(pax.length))]);
    }
    yield header(entry.name, entry.size, "0", mtime);
    let written = 0;
    if (Buffer.isBuffer(entry.body)) {
      written = entry.body.length;
      yield entry.body;
    } else {
      for await (const chunk of entry.body) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        written += buffer.length;
        if (written > entry.size) throw new Error(`${entry.name} grew while being archived`);
        yield buffer;
      }
    }
    if (written !== entry.size) throw new Error(`${entry.name} changed size while being archived`);
    if (padding(entry.size) > 0) yield ZEROS.subarray(0, padding(entry.size));
  }
  yield ZEROS;
  yield ZEROS;
}

export class TarFormatError extends Error {}

/** An entry read back: its name, size, and its bytes as an async iterable (read it, or skip). */
export interface TarReadEntry {
  name: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

/**
 * Reads a tar stream entry by entry. Each entry's body must be consumed (or left: the reader
 * skips what was not read) before the next one is taken.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarReadEntry> {
  const iterator = source[Symbol.asyncIterator]();
  let buffered: Buffer = Buffer.alloc(0);
  let done = false;

  async function fill(bytes: number): Promise<boolean> {
    while (buffered.length < bytes && !done) {
      const next = await iterator.next();
      if (next.done) done = true;
      else buffered = buffered.length ? Buffer.concat([buffered, next.value]) : next.value;
    }
    return buffered.length >= bytes;
  }
  function take(bytes: number): Buffer {
    const out = buffered.subarray(0, bytes);
    buffered = buffered.subarray(bytes);
    return out;
  }
  /** Yields exactly `size` bytes, then skips the padding. */
  async function* body(size: number): AsyncGenerator<Buffer> {
    let left = size;
    while (left > 0) {
      if (buffered.length === 0 && !(await fill(1))) throw new TarFormatError("truncated archive");
      const chunk = take(Math.min(left, buffered.length));
      left -= chunk.length;
      yield chunk;
    }
    if (!(await fill(padding(size)))) throw new TarFormatError("truncated archive");
    take(padding(size));
  }
  async function collect(size: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of body(size)) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }

  let paxPath: string | undefined;
  for (;;) {
    if (!(await fill(BLOCK))) throw new TarFormatError("truncated archive");
    const block = take(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    const recorded = Number.parseInt(block.toString("latin1", 148, 156).trim(), 8);
    if (sum !== recorded) throw new TarFormatError("not a tar archive (bad header checksum)");
    const field = (start: number, length: number) =>
      block.toString("utf8", start, start + length).replace(/\0.*$/s, "");
    const size = Number.parseInt(field(124, 12).trim() || "0", 8);
    const type = field(156, 1) || "0";
    const prefix = field(345, 155);
    const name = paxPath ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    if (type === "x") {
      const records = (await collect(size)).toString("utf8");
      paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records)?.[1];
      continue;
    }
    paxPath = undefined;
    const entryBody = body(size);
    if (type === "0") {
      let consumed = false;
      const tracked = {
        async *[Symbol.asyncIterator]() {
          consumed = true;
          yield* entryBody;
        },
      };
      yield { name, size, body: tracked };
      if (!consumed) for await (const _ of entryBody);
    } else {
      for await (const _ of entryBody); // directories, links, global headers: not ours, skipped
    }
  }
}
