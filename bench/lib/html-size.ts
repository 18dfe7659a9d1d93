import { request } from "node:http";
import { gzipSync } from "node:zlib";
import { loopbackOnly } from "./server";

export interface HtmlSize {
  page: string;
  raw_bytes: number;
  /** The raw HTML gzipped at zlib's default level 6 (what nginx and most CDNs send). */
  gzip_bytes: number;
  /** The body the server itself sends to a browser that accepts gzip (its kept, compressed page). */
  sent_gzip_bytes: number;
}

/** The size of each page's HTML as a first visit receives it: raw, and gzip-compressed. */
export async function measureHtmlSizes(origin: string, pages: string[]): Promise<HtmlSize[]> {
  const sizes: HtmlSize[] = [];
  for (const page of pages) {
    const response = await fetch(loopbackOnly(`${origin}${page}`));
    const body = Buffer.from(await response.arrayBuffer());
    sizes.push({
      page,
      raw_bytes: body.length,
      gzip_bytes: gzipSync(body, { level: 6 }).length,
      sent_gzip_bytes: await sentGzipBytes(loopbackOnly(`${origin}${page}`)),
    });
  }
  return sizes;
}

/** The bytes of the body as sent (fetch would decompress them). */
function sentGzipBytes(url: URL) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      if (res.headers["content-encoding"] !== "gzip") {
        res.resume();
        reject(new Error(`${url.pathname}: the server did not send gzip`));
        return;
      }
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve(bytes));
    });
    req.on("error", reject);
    req.end();
  });
}
