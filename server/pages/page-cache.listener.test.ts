import { request, type Server, type ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestServer } from "../test/support/harness";
import {
  bodyNonces,
  cspNonce,
  listenWith,
  rawGet,
  rendered,
  resetPages,
  startCachedPages,
} from "../test/support/page-cache";
import { PageCache } from "./page-cache.server";

/**
 * Kept pages answered by Node's listener before the middleware, compressed, for the configured
 * origin only, whatever the request's headers.
 */
let base: TestServer;
let server: Server;
let url: string;
let admin: Record<string, string>;
let close: () => Promise<void>;
const cache = new PageCache({ maxEntries: 3 });

beforeAll(async () => {
  ({ base, server, url, admin, close } = await startCachedPages(cache));
});
afterAll(() => close());
beforeEach(() => resetPages(cache));

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { headers });

describe("kept pages answered before the middleware", () => {
  /** Every header but those made for each answer, with the answer's nonce written N. */
  const pageHeaders = (res: Response) => {
    const nonce = cspNonce(res)!;
    return [...res.headers]
      .filter(([name]) => !["date", "x-request-id"].includes(name))
      .map(([name, value]) => [name, value.replaceAll(nonce, "N")]);
  };

  /** A series' value in the metrics (0 before its first observation). */
  const metric = async (series: string) => {
    const { body } = await base.deps.metrics.render();
    const line = body.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it("answers with the headers, log line and metrics the middleware gave the page", async () => {
    const counted = await metric(
      'http_request_duration_seconds_count{method="GET",route="/about",status="200"}',
    );
    const hits = await metric('page_cache_requests_total{result="hit"}');
    const first = await get("/about?lang=ar"); // rendered
    const second = await get("/about?lang=ar"); // from memory, through the middleware
    const third = await get("/about?lang=ar"); // from memory, before the middleware
    expect(rendered.count).toBe(1);
    expect(pageHeaders(third)).toEqual(pageHeaders(second));
    expect(third.headers.get("set-cookie")).toBe("language=ar; Path=/; SameSite=Lax");
    expect(third.headers.get("x-frame-options")).toBe("DENY");
    const [html2, html3] = [await second.text(), await third.text()];
    expect(bodyNonces(html3)).toEqual([cspNonce(third)]);
    expect(cspNonce(third)).not.toBe(cspNonce(second));
    expect(html3.replaceAll(cspNonce(third)!, "N")).toBe(html2.replaceAll(cspNonce(second)!, "N"));
    const ids = [first, second, third].map((res) => res.headers.get("x-request-id"));
    expect(new Set(ids).size).toBe(3);

    const line = base.logs.find((entry) => entry.request_id === ids[2]);
    expect(line).toMatchObject({ event: "request", method: "GET", path: "/about", status: 200 });
    expect(
      await metric('http_request_duration_seconds_count{method="GET",route="/about",status="200"}'),
    ).toBe(counted + 3);
    expect(await metric('page_cache_requests_total{result="hit"}')).toBe(hits + 2);
  });

  it("sends the same page gzip-compressed, and still drops it on a content write", async () => {
    await get("/cases");
    await get("/cases");
    const raw = await rawGet(`${url}/cases`, { "accept-encoding": "gzip" });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(raw.headers["content-length"]).toBe(String(raw.body.length));
    const html = gunzipSync(raw.body).toString("utf8");
    const nonce = /'nonce-([^']+)'/.exec(String(raw.headers["content-security-policy"]))?.[1];
    expect(bodyNonces(html)).toEqual([nonce]);
    expect(rendered.count).toBe(1);

    const created = await fetch(`${base.url}/api/services`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        title: "Gouvernance des données",
        description: "d",
        category: "Data",
      }),
    });
    expect(created.status).toBe(201);
    expect(await (await get("/cases")).text()).toContain("Gouvernance des données");
    expect(rendered.count).toBe(2);
  });

  it("keeps a header set before it, as the shutdown's Connection: close", async () => {
    let stopping = false;
    const mark = (_req: unknown, res: ServerResponse) => {
      if (stopping) res.setHeader("Connection", "close");
    };
    server.prependListener("request", mark);
    try {
      for (let i = 0; i < 3; i++) await get("/preferences?lang=en");
      stopping = true;
      const answer = await rawGet(`${url}/preferences?lang=en`, {});
      expect(answer.headers.connection).toBe("close");
      expect(answer.headers["set-cookie"]).toEqual([
        "theme=dark; Path=/",
        "language=en; Path=/; SameSite=Lax",
      ]);
      expect(answer.headers["content-security-policy"]).toContain("'nonce-");
    } finally {
      server.removeListener("request", mark);
    }
  });

  it("leaves conditional requests to the middleware", async () => {
    const etag = (await get("/legal")).headers.get("etag")!;
    await get("/legal");
    const again = await get("/legal", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(rendered.count).toBe(1);
  });
});

describe("compressed pages", () => {
  it("sends a kept page gzip-compressed, with this response's nonce, to a client that accepts it", async () => {
    const plain = await get("/research", { "accept-encoding": "identity" });
    const plainHtml = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const raw = await rawGet(`${url}/research`, { "accept-encoding": "gzip, deflate, br" });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(raw.headers.vary).toMatch(/Accept-Encoding/);
    // Decoded strictly (the whole stream, checksum and length included).
    const html = gunzipSync(raw.body).toString("utf8");
    const nonce = /'nonce-([^']+)'/.exec(String(raw.headers["content-security-policy"]))?.[1];
    expect(bodyNonces(html)).toEqual([nonce]);
    expect(html.replaceAll(nonce!, "N")).toBe(plainHtml.replaceAll(cspNonce(plain)!, "N"));
    expect(rendered.count).toBe(1);
  });

  it("does not compress for a client that refuses gzip", async () => {
    const raw = await rawGet(`${url}/research`, { "accept-encoding": "gzip;q=0, identity" });
    expect(raw.headers["content-encoding"]).toBeUndefined();
    expect(raw.body.toString("utf8")).toContain("<h1>/research</h1>");
  });
});

describe("a page cache kept for the configured origin", () => {
  const ORIGIN = "http://localhost:3000";
  let originUrl: string;
  let closeOrigin: () => Promise<void>;
  const originCache = new PageCache({ origin: ORIGIN });

  beforeAll(async () => {
    ({ url: originUrl, close: closeOrigin } = await listenWith(base, originCache));
  });
  afterAll(() => closeOrigin());

  /** A GET with the Host header a client chose (fetch always sends the URL's own). */
  const withHost = (host: string, path = "/about") =>
    new Promise<{ status: number; requestId: unknown }>((resolve, reject) => {
      const req = request(`${originUrl}${path}`, { headers: { host } }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, requestId: res.headers["x-request-id"] }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  it("caches pages asked for under the configured host only; other Host values neither hit nor evict", async () => {
    originCache.clear();
    rendered.count = 0;
    await withHost("localhost:3000");
    await withHost("localhost:3000");
    expect(rendered.count).toBe(1);
    expect(originCache.size).toBe(1);
    for (let i = 0; i < 5; i++) {
      const answer = await withHost(`evil-${i}.example`);
      expect(answer.status).toBe(200);
      expect(answer.requestId).toBeTruthy();
    }
    expect(rendered.count).toBe(6);
    expect(originCache.size).toBe(1);
    await withHost("localhost:3000");
    expect(rendered.count).toBe(6);
  });
});

describe("malformed request headers", () => {
  it.each([
    ["a language cookie that is not percent-encoding", { cookie: "language=%E0" }],
    ["a theme cookie that is not percent-encoding", { cookie: "theme=%; language=%ZZ" }],
    ["a session cookie that is not percent-encoding", { cookie: "access_token=%E0%A4%A" }],
    ["a cookie header of separators only", { cookie: ";;;=;=%;" }],
    ["an Accept-Language of garbage", { "accept-language": ";q=;,,*;q=x,%E0" }],
    ["an If-None-Match of garbage", { "if-none-match": 'W/"", ,,"' }],
  ])("answers a page, never a 5xx, to %s", async (_name, headers) => {
    for (let i = 0; i < 2; i++) {
      const res = await get("/about", headers);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
  });
});
