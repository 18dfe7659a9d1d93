import { request } from "node:http";
import { Readable } from "node:stream";
import { rssMiB, sampleRss } from "./server";

export interface UploadFigures {
  bytes: number;
  status: number;
  seconds: number;
  mib_per_s: number;
  rss_before_mib: number;
  rss_peak_mib: number;
  rss_after_mib: number;
  /** Budget: at most 50 MiB. */
  peak_over_before_mib: number;
}

/** A file the storage accepts as a video (MP4 `ftyp` box), generated as it is sent. */
function* videoBytes(size: number) {
  const chunk = Buffer.alloc(256 * 1024, 0x2a);
  const head = Buffer.alloc(32);
  head.writeUInt32BE(32, 0);
  head.write("ftypisom", 4, "latin1");
  head.write("isomiso2mp41", 16, "latin1");
  let sent = 0;
  while (sent < size) {
    const piece = sent === 0 ? Buffer.concat([head, chunk]).subarray(0, chunk.length) : chunk;
    const part = piece.subarray(0, Math.min(piece.length, size - sent));
    sent += part.length;
    yield part;
  }
}

/**
 * Streams one `size`-byte file to `POST /api/storage/demos` while sampling the
 * server's resident memory every 20 ms (within 50 MiB of idle).
 */
export async function measureUpload(
  baseUrl: string,
  pid: number,
  auth: Record<string, string>,
  size: number,
): Promise<UploadFigures> {
  const boundary = `----ada-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="démo vidéo.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Readable.from(
    (function* () {
      yield head;
      yield* videoBytes(size);
      yield tail;
    })(),
  );
  const sampler = sampleRss(pid);
  const before = sampler.before;
  const started = performance.now();
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${baseUrl}/api/storage/demos`, {
        method: "POST",
        headers: {
          authorization: auth.authorization!,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(head.length + size + tail.length),
        },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      body.pipe(req);
    });
    const seconds = (performance.now() - started) / 1000;
    const peak = sampler.peak();
    return {
      bytes: size,
      status,
      seconds: Math.round(seconds * 100) / 100,
      mib_per_s: Math.round(size / 1048576 / seconds),
      rss_before_mib: before,
      rss_peak_mib: peak,
      rss_after_mib: rssMiB(pid),
      peak_over_before_mib: Math.round((peak - before) * 10) / 10,
    };
  } finally {
    sampler.peak();
  }
}
