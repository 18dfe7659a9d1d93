import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SsrHandler } from "../spine/context";
import type { TestServer } from "../test/support/harness";
import {
  bodyNonces,
  cspNonce,
  rendered,
  resetPages,
  startCachedPages,
} from "../test/support/page-cache";
import { PageCache } from "./page-cache.server";

/** The public page cache: what it keeps, for how long, and its bounds in entries and bytes. */
let base: TestServer;
let url: string;
let admin: Record<string, string>;
let close: () => Promise<void>;
const cache = new PageCache({ maxEntries: 3 });

beforeAll(async () => {
  ({ base, url, admin, close } = await startCachedPages(cache));
});
afterAll(() => close());
beforeEach(() => resetPages(cache));

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { headers });

describe("public page cache", () => {
  it("renders a page once and serves it again with each response's own nonce", async () => {
    const first = await get("/about");
    const second = await get("/about");
    const [html1, html2] = [await first.text(), await second.text()];
    expect(rendered.count).toBe(1);
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
    expect(rendered.count).toBe(2);
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
    expect(rendered.count).toBe(1);
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
    expect(rendered.count).toBe(4);
    // The saved-language cookie of `?lang=` is part of the page, replayed from the cache.
    expect(again.headers.get("set-cookie")).toBe("language=ar; Path=/; SameSite=Lax");
    // Already saved: no cookie in the answer; a visitor who has not saved it still gets one.
    const savedAr = await get("/?lang=ar", { cookie: "language=ar" });
    expect(savedAr.headers.get("set-cookie")).toBeNull();
    expect((await get("/?lang=ar")).headers.get("set-cookie")).toContain("language=ar");
    expect(rendered.count).toBe(5);
    // A saved theme is a different page.
    await get("/", { cookie: "theme=dark", "accept-language": "en" });
    expect(rendered.count).toBe(6);
  });

  it("never keeps the admin, signed-in requests, errors or cookies", async () => {
    for (let i = 0; i < 2; i++) {
      await get("/admin");
      await get("/admin/services");
      await get("/about", { cookie: "access_token=abc" });
      await get("/with-session");
      expect((await get("/missing")).status).toBe(404);
    }
    expect(rendered.count).toBe(10);
  });

  it("answers a query string no page reads with the page's kept entry", async () => {
    const page = await (await get("/about")).text();
    for (const query of ["?utm_source=newsletter", "?n=1", "?n=2&utm_medium=email"]) {
      const res = await get(`/about${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(page.replaceAll(bodyNonces(page)[0]!, cspNonce(res)!));
    }
    expect(rendered.count).toBe(1);
    // `?lang=` is read: another language is another page, and a second `lang` is never kept.
    await get("/about?utm_source=x&lang=ar");
    expect(rendered.count).toBe(2);
    await get("/about?lang=ar&lang=en");
    await get("/about?lang=ar&lang=en");
    expect(rendered.count).toBe(4);
  });

  it("keeps each page of a paged list under its own key, and never a page number no list has", async () => {
    await get("/cases");
    await get("/cases?page=2");
    await get("/cases?page=2&utm_source=x");
    await get("/cases?lang=ar&page=2");
    await get("/cases");
    await get("/cases?page=2");
    expect(rendered.count).toBe(3);
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
    expect(rendered.count).toBe(15);
    // A page that reads no `page` shares its entry whatever the parameter says.
    await get("/about");
    await get("/about?page=2");
    await get("/about?page=abc");
    expect(rendered.count).toBe(16);
  });

  it("keeps at most its bound of pages, dropping the least recently used", async () => {
    await get("/a");
    await get("/b");
    await get("/c");
    await get("/a"); // used again: /b is now the oldest
    await get("/d");
    expect(cache.size).toBe(3);
    expect(rendered.count).toBe(4);
    await get("/a");
    expect(rendered.count).toBe(4);
    await get("/b");
    expect(rendered.count).toBe(5);
  });

  it("renders a cold page once for many simultaneous visitors", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => get("/markets")));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(rendered.count).toBe(1);
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
      rendered.count += 1;
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
    expect(rendered.count).toBe(2);
    await visit(ssr, "/p/c");
    expect(small.size).toBe(2);
    expect(small.bytes).toBeLessThanOrEqual(40_000);
    await visit(ssr, "/p/a");
    await visit(ssr, "/p/c");
    expect(rendered.count).toBe(3);
    await visit(ssr, "/p/b");
    expect(rendered.count).toBe(4);
    small.clear();
    expect(small.bytes).toBe(0);
  });

  it("never keeps a page larger than its bound in bytes", async () => {
    const small = new PageCache({ maxBytes: 40_000 });
    const ssr = small.wrap(sized(50_000));
    const answers = [await visit(ssr, "/p/big"), await visit(ssr, "/p/big")];
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(rendered.count).toBe(2);
    expect(small.size).toBe(0);
    expect(small.bytes).toBe(0);
  });
});
