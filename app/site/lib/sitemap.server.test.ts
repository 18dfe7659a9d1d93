import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#server/test/support/harness";
import { PUBLIC_PATHS } from "./site-config";
import { sitemapResponse } from "./sitemap.server";

let base: TestServer;

beforeAll(async () => {
  base = await startTestServer();
  const { headers } = await base.bearerFor("admin");
  for (let i = 1; i <= 14; i++) {
    const created = await fetch(`${base.url}/api/case_studies`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: `Étude numéro ${i}`,
        description: "Une étude.",
        client: "Client",
        published: true,
      }),
    });
    expect(created.status).toBe(201);
  }
  const draft = await fetch(`${base.url}/api/case_studies`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      title: "Brouillon caché",
      description: "d",
      client: "c",
      published: false,
    }),
  });
  expect(draft.status).toBe(201);
});
afterAll(() => base.close());

/** The sitemap at `query` with `maxUrls` URLs a file: its status, body and `<loc>`s. */
async function sitemap(query: string, maxUrls?: number) {
  const response = await sitemapResponse(
    base.deps,
    new Request(`http://localhost:3000/sitemap.xml${query}`),
    maxUrls,
  );
  const body = await response.text();
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  return { status: response.status, type: response.headers.get("content-type"), body, locs };
}

/** Every page the sitemap must list, in each language, as its `<loc>` writes it. */
async function expectedLocs() {
  const cases = (await (await fetch(`${base.url}/api/case_studies`)).json()) as { slug: string }[];
  const paths = [...PUBLIC_PATHS, "/cases?page=2", ...cases.map((row) => `/cases/${row.slug}`)];
  const origin = base.deps.config.PUBLIC_URL;
  return paths.flatMap((path) =>
    ["fr", "en", "ar"].map(
      (lang) => `${origin}${path}${path.includes("?") ? "&amp;" : "?"}lang=${lang}`,
    ),
  );
}

describe("the sitemap", () => {
  it("lists every public route, the second page of /cases and every published case study in one file up to its bound", async () => {
    const { status, type, body, locs } = await sitemap("");
    expect(status).toBe(200);
    expect(type).toContain("application/xml");
    expect(body).toContain("<urlset");
    expect(locs.sort()).toEqual((await expectedLocs()).sort());
    expect(body).not.toContain("brouillon-cache");
    // A case study's entry says when it last changed.
    expect(body).toMatch(/\/cases\/etude-numero-1\?lang=fr<\/loc>\n {4}<lastmod>\d{4}-/);
    expect((await sitemap("?page=1")).status).toBe(404);
  });

  it("becomes an index of files past its bound, each at most that many URLs, together every page once", async () => {
    // 10 routes + /cases?page=2 + 14 case studies (and the first start's, if any): 3 URLs each.
    const expected = await expectedLocs();
    const index = await sitemap("", 30);
    expect(index.status).toBe(200);
    expect(index.body).toContain("<sitemapindex");
    const files = Math.ceil(expected.length / 30);
    expect(index.locs).toEqual(
      Array.from({ length: files }, (_, i) => `http://localhost:3000/sitemap.xml?page=${i + 1}`),
    );
    const all: string[] = [];
    for (let part = 1; part <= files; part++) {
      const file = await sitemap(`?page=${part}`, 30);
      expect(file.status).toBe(200);
      expect(file.body).toContain("<urlset");
      expect(file.locs.length).toBeGreaterThan(0);
      expect(file.locs.length).toBeLessThanOrEqual(30);
      all.push(...file.locs);
    }
    expect(all.sort()).toEqual(expected.sort());
    for (const query of [
      `?page=${files + 1}`,
      "?page=0",
      "?page=abc",
      "?page=",
      "?page=1&page=2",
    ]) {
      expect((await sitemap(query, 30)).status, query).toBe(404);
    }
  });

  it("is sent gzipped to a client that takes gzip, as text otherwise", async () => {
    const plain = await sitemap("");
    const asked = (encoding: string) =>
      sitemapResponse(
        base.deps,
        new Request("http://localhost:3000/sitemap.xml", {
          headers: { "Accept-Encoding": encoding },
        }),
      );
    const zipped = await asked("br, gzip, deflate");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(plain.body);
    for (const encoding of ["gzip;q=0, deflate", "gzip;q=0, *", "identity"]) {
      const refused = await asked(encoding);
      expect(refused.headers.get("content-encoding"), encoding).toBeNull();
      expect(await refused.text()).toBe(plain.body);
    }
  });
});
