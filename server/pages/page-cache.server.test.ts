import { randomBytes } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  request,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { languageOf } from "#domain/preferences";
import { createApp } from "../app";
import { listRows } from "../content/rows.server";
import type { SsrHandler } from "../spine/context";
import { startTestServer, type TestServer } from "../test/support/harness";
import { pageListener } from "./page-cache/replay.server";
import { PageCache } from "./page-cache.server";

/**
 * The cache wraps React Router's handler; here the wrapped renderer is a small one that reads
 * the real database and writes the nonce where React Router writes it (script tags and the
 * hydration data), and counts how often it runs.
 */
let renders = 0;
const render: SsrHandler = async (request, deps, nonce) => {
  renders += 1;
  const url = new URL(request.url);
  if (url.pathname === "/missing") {
    return new Response("<h1>Oops! Page not found</h1>", {
      status: 404,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  }
  const rows = await listRows(deps, "services");
  const lang = languageOf(request).language;
  const html = `<!DOCTYPE html><html lang="${lang}"><body><h1>${url.pathname}</h1><ul>${rows
    .map((r) => `<li>${r.title}</li>`)
    .join(
      "",
    )}</ul><script nonce="${nonce}">window.__ctx={"nonce":"${nonce}"}</script></body></html>`;
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  if (url.pathname === "/with-session") headers.set("set-cookie", "sid=abc; Path=/; HttpOnly");
  // Both preference cookies at once (a page may save the theme too).
  if (url.pathname === "/preferences") headers.append("set-cookie", "theme=dark; Path=/");
  // `?lang=` saves the language in a cookie, when it changes the saved one.
  const chosen = url.searchParams.get("lang");
  if (chosen && !request.headers.get("cookie")?.includes(`language=${chosen}`)) {
    headers.append("set-cookie", `language=${chosen}; Path=/; SameSite=Lax`);
  }
  return new Response(html, { headers });
};

let base: TestServer;
let server: Server;
let url: string;
let admin: Record<string, string>;
const cache = new PageCache({ maxEntries: 3 });

beforeAll(async () => {
  base = await startTestServer({ METRICS_TOKEN: "page-cache-test-metrics-token-0123456789" });
  admin = (await base.bearerFor("admin")).headers;
  cache.invalidateOn(base.deps.changes);
  cache.reportTo(base.deps.metrics);
  const app = createApp(base.deps, { ssr: cache.wrap(render) });
  server = createServer(pageListener(app.fetch, cache, base.deps));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await base.close();
});
beforeEach(() => {
  cache.clear();
  renders = 0;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { headers });
const cspNonce = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
const bodyNonces = (html: string) => [
  ...new Set([...html.matchAll(/nonce="([^"]+)"|"nonce":"([^"]+)"/g)].map((m) => m[1] ?? m[2])),
];

describe("public page cache", () => {
  it("renders a page once and serves it again with each response's own nonce", async () => {
    const first = await get("/about");
    const second = await get("/about");
    const [html1, html2] = [await first.text(), await second.text()];
    expect(renders).toBe(1);
    const [nonce1, nonce2] = [cspNonce(first), cspNonce(second)];
    expect(nonce1).toBeTruthy();
    expect(nonce2).toBeTruthy();
    expect(nonce2).not.toBe(nonce1);
    // Every nonce in each body is that response's CSP nonce, and only the nonce differs.
    expect(bodyNonces(html1)).toEqual([nonce1]);
    expect(bodyNonces(html2)).toEqual([nonce2]);
    expect(html2.replaceAll(nonce2!, "N")).toBe(html1.replaceAll(nonce1!, "N"));
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("etag")).toMatch(/^W\/".+"$/);
  });

  it("shows a content write on the next request", async () => {
    expect(await (await get("/")).text()).not.toContain("Audit de données");
    const created = await fetch(`${base.url}/api/services`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ title: "Audit de données", description: "d", category: "Data" }),
    });
    expect(created.status).toBe(201);
    expect(await (await get("/")).text()).toContain("Audit de données");
    expect(renders).toBe(2);
  });

  it("answers 304 without a body or a new CSP to a matching If-None-Match", async () => {
    const first = await get("/services");
    const etag = first.headers.get("etag")!;
    const again = await get("/services", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    // The browser keeps the policy of the page it already has, whose scripts carry its nonce.
    expect(again.headers.get("content-security-policy")).toBeNull();
    const stale = await get("/services", { "if-none-match": 'W/"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("content-security-policy")).toContain("'nonce-");
    expect(renders).toBe(1);
  });

  it("keeps one page per language, whatever header chose it", async () => {
    const fr = await (await get("/?lang=fr")).text();
    const ar = await (await get("/?lang=ar")).text();
    const en = await (await get("/", { "accept-language": "en-GB,en;q=0.9" })).text();
    expect(fr).toContain('lang="fr"');
    expect(ar).toContain('lang="ar"');
    expect(en).toContain('lang="en"');
    // German is not offered: English, the same page as for en-GB.
    expect(await (await get("/", { "accept-language": "de-DE,de;q=0.9" })).text()).toContain(
      'lang="en"',
    );
    expect(await (await get("/", { "accept-language": "ar-MA" })).text()).toContain('lang="ar"');
    const again = await get("/?lang=ar");
    expect(await again.text()).toContain('lang="ar"');
    expect(renders).toBe(4);
    // The saved-language cookie of `?lang=` is part of the page, replayed from the cache.
    expect(again.headers.get("set-cookie")).toBe("language=ar; Path=/; SameSite=Lax");
    // Already saved: no cookie in the answer; a visitor who has not saved it still gets one.
    const savedAr = await get("/?lang=ar", { cookie: "language=ar" });
    expect(savedAr.headers.get("set-cookie")).toBeNull();
    expect((await get("/?lang=ar")).headers.get("set-cookie")).toContain("language=ar");
    expect(renders).toBe(5);
    // A saved theme is a different page.
    await get("/", { cookie: "theme=dark", "accept-language": "en" });
    expect(renders).toBe(6);
  });

  it("never keeps the admin, signed-in requests, errors or cookies", async () => {
    for (let i = 0; i < 2; i++) {
      await get("/admin");
      await get("/admin/services");
      await get("/about", { cookie: "access_token=abc" });
      await get("/with-session");
      expect((await get("/missing")).status).toBe(404);
    }
    expect(renders).toBe(10);
  });

  it("answers a query string no page reads with the page's kept entry", async () => {
    const page = await (await get("/about")).text();
    for (const query of ["?utm_source=newsletter", "?n=1", "?n=2&utm_medium=email"]) {
      const res = await get(`/about${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(page.replaceAll(bodyNonces(page)[0]!, cspNonce(res)!));
    }
    expect(renders).toBe(1);
    // `?lang=` is read: another language is another page, and a second `lang` is never kept.
    await get("/about?utm_source=x&lang=ar");
    expect(renders).toBe(2);
    await get("/about?lang=ar&lang=en");
    await get("/about?lang=ar&lang=en");
    expect(renders).toBe(4);
  });

  it("keeps each page of a paged list under its own key, and never a page number no list has", async () => {
    await get("/cases");
    await get("/cases?page=2");
    await get("/cases?page=2&utm_source=x");
    await get("/cases?lang=ar&page=2");
    await get("/cases");
    await get("/cases?page=2");
    expect(renders).toBe(3);
    // `?page=1` (answered 301), an empty, non-numeric, zero, padded or repeated page: not kept.
    for (const query of [
      "?page=1",
      "?page=",
      "?page=abc",
      "?page=0",
      "?page=02",
      "?page=2&page=3",
    ]) {
      await get(`/cases${query}`);
      await get(`/cases${query}`);
    }
    expect(renders).toBe(15);
    // A page that reads no `page` shares its entry whatever the parameter says.
    await get("/about");
    await get("/about?page=2");
    await get("/about?page=abc");
    expect(renders).toBe(16);
  });

  it("keeps at most its bound of pages, dropping the least recently used", async () => {
    await get("/a");
    await get("/b");
    await get("/c");
    await get("/a"); // used again: /b is now the oldest
    await get("/d");
    expect(cache.size).toBe(3);
    expect(renders).toBe(4);
    await get("/a");
    expect(renders).toBe(4);
    await get("/b");
    expect(renders).toBe(5);
  });

  it("renders a cold page once for many simultaneous visitors", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => get("/markets")));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(renders).toBe(1);
    responses.forEach((res, i) => {
      expect(bodyNonces(bodies[i]!)).toEqual([cspNonce(res)]);
    });
  });
});

describe("the bound in bytes", () => {
  /** Pages of `/p/{name}` whose HTML is `length` random characters (that compress to about half). */
  const sized = (length: number) => {
    const pages = new Map<string, string>();
    const handler: SsrHandler = async (request) => {
      renders += 1;
      const { pathname } = new URL(request.url);
      if (!pages.has(pathname)) pages.set(pathname, randomBytes(length / 2).toString("hex"));
      return new Response(`<p>${pages.get(pathname)}</p>`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    };
    return handler;
  };
  const visit = (ssr: SsrHandler, path: string) =>
    ssr(new Request(`http://localhost${path}`), base.deps, "n0nce", "127.0.0.1");

  it("keeps pages up to its bound in bytes, least recently used first out, whatever their count", async () => {
    const small = new PageCache({ maxEntries: 500, maxBytes: 40_000 });
    const ssr = small.wrap(sized(10_000));
    await visit(ssr, "/p/a");
    const one = small.bytes;
    // The HTML and its compressed copy: more than the HTML alone, under twice it.
    expect(one).toBeGreaterThan(10_000);
    expect(one).toBeLessThan(20_000);
    await visit(ssr, "/p/b");
    await visit(ssr, "/p/a"); // used again: /p/b is now the oldest
    expect(renders).toBe(2);
    await visit(ssr, "/p/c");
    expect(small.size).toBe(2);
    expect(small.bytes).toBeLessThanOrEqual(40_000);
    await visit(ssr, "/p/a");
    await visit(ssr, "/p/c");
    expect(renders).toBe(3);
    await visit(ssr, "/p/b");
    expect(renders).toBe(4);
    small.clear();
    expect(small.bytes).toBe(0);
  });

  it("never keeps a page larger than its bound in bytes", async () => {
    const small = new PageCache({ maxBytes: 40_000 });
    const ssr = small.wrap(sized(50_000));
    const answers = [await visit(ssr, "/p/big"), await visit(ssr, "/p/big")];
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(renders).toBe(2);
    expect(small.size).toBe(0);
    expect(small.bytes).toBe(0);
  });
});

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
    expect(renders).toBe(1);
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
    const raw = await rawGet("/cases", { "accept-encoding": "gzip" });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(raw.headers["content-length"]).toBe(String(raw.body.length));
    const html = gunzipSync(raw.body).toString("utf8");
    const nonce = /'nonce-([^']+)'/.exec(String(raw.headers["content-security-policy"]))?.[1];
    expect(bodyNonces(html)).toEqual([nonce]);
    expect(renders).toBe(1);

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
    expect(renders).toBe(2);
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
      const answer = await rawGet("/preferences?lang=en", {});
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
    expect(renders).toBe(1);
  });
});

describe("compressed pages", () => {
  beforeEach(() => {
    cache.clear();
    renders = 0;
  });

  it("sends a kept page gzip-compressed, with this response's nonce, to a client that accepts it", async () => {
    const plain = await get("/research", { "accept-encoding": "identity" });
    const plainHtml = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const raw = await rawGet("/research", { "accept-encoding": "gzip, deflate, br" });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(raw.headers.vary).toMatch(/Accept-Encoding/);
    // Decoded strictly (the whole stream, checksum and length included).
    const html = gunzipSync(raw.body).toString("utf8");
    const nonce = /'nonce-([^']+)'/.exec(String(raw.headers["content-security-policy"]))?.[1];
    expect(bodyNonces(html)).toEqual([nonce]);
    expect(html.replaceAll(nonce!, "N")).toBe(plainHtml.replaceAll(cspNonce(plain)!, "N"));
    expect(renders).toBe(1);
  });

  it("does not compress for a client that refuses gzip", async () => {
    const raw = await rawGet("/research", { "accept-encoding": "gzip;q=0, identity" });
    expect(raw.headers["content-encoding"]).toBeUndefined();
    expect(raw.body.toString("utf8")).toContain("<h1>/research</h1>");
  });
});

function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(`${url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a page cache kept for the configured origin", () => {
  const ORIGIN = "http://localhost:3000";
  let originServer: Server;
  let originUrl: string;
  const originCache = new PageCache({ origin: ORIGIN });

  beforeAll(async () => {
    const app = createApp(base.deps, { ssr: originCache.wrap(render) });
    originServer = createServer(pageListener(app.fetch, originCache, base.deps));
    await new Promise<void>((resolve) => originServer.listen(0, "127.0.0.1", resolve));
    originUrl = `http://127.0.0.1:${(originServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    originServer.closeAllConnections();
    await new Promise((resolve) => originServer.close(resolve));
  });

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
    renders = 0;
    await withHost("localhost:3000");
    await withHost("localhost:3000");
    expect(renders).toBe(1);
    expect(originCache.size).toBe(1);
    for (let i = 0; i < 5; i++) {
      const answer = await withHost(`evil-${i}.example`);
      expect(answer.status).toBe(200);
      expect(answer.requestId).toBeTruthy();
    }
    expect(renders).toBe(6);
    expect(originCache.size).toBe(1);
    await withHost("localhost:3000");
    expect(renders).toBe(6);
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
