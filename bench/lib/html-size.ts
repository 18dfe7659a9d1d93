import { gzipSync } from "node:zlib";
import { loopbackOnly } from "./server";

export interface HtmlSize {
  page: string;
  raw_bytes: number;
  gzip_bytes: number;
}

/**
 * The size of each page's HTML as a first visit receives it: raw, and gzipped at zlib's default
 * level 6 (what nginx and most CDNs send; the app itself does not compress).
 */
export async function measureHtmlSizes(origin: string, pages: string[]): Promise<HtmlSize[]> {
  const sizes: HtmlSize[] = [];
  for (const page of pages) {
    const response = await fetch(loopbackOnly(`${origin}${page}`));
    const body = Buffer.from(await response.arrayBuffer());
    sizes.push({ page, raw_bytes: body.length, gzip_bytes: gzipSync(body, { level: 6 }).length });
  }
  return sizes;
}
