import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureBuilt,
  type ServerProcess,
  seedDataDir,
  startServer,
  tempDataDir,
} from "../support/process";

// The built server against what any client may ask for: the spellings of a page's path, paths
// no route has, and more renders than it can make at once.

const TOKEN = "path-variants-metrics-token-0123456789";
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  ensureBuilt();
  dataDir = await tempDataDir();
  // A database already created and migrated: a first start on an empty DATA_DIR is the
  // notifications test's (and every e2e run's shared server's).
  await seedDataDir(dataDir);
  // The page cache keeps pages for PUBLIC_URL's host only: the port is chosen first.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  server = await startServer({
    DATA_DIR: dataDir,
    METRICS_TOKEN: TOKEN,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  const body = await response.text();
  return { status: response.status, location: response.headers.get("location"), response, body };
};

const scrape = async () => {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
};

/** A sample's value in Prometheus text (0 when absent). */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};
const misses = async () => sample(await scrape(), 'page_cache_requests_total{result="miss"}');

/** The server's resident memory, in MiB. */
const rssMiB = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024;
};

/** Requests `paths`, `concurrency` at a time, and counts the statuses. */
async function requestAll(paths: string[], concurrency = 16) {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const { status } = await get(paths[next++]!);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

/** `/about` spelt `count` ways (case, repeated and trailing slashes, escapes) and unknown paths. */
const variants = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const slashes = "/".repeat(1 + Math.floor(i / 4));
    switch (i % 4) {
      case 0:
        return `/about${slashes}`;
      case 1:
        return `/About${slashes}`;
      case 2:
        return `/%61bout${slashes}`;
      default:
        return `/no-such-page-${i}`;
    }
  });

describe("one path per page", () => {
  it("answers another spelling of a page's path 301 to its one path, query string kept", async () => {
    for (const [path, location] of [
      ["/About", "/about"],
      ["/about/", "/about"],
      ["/about///", "/about"],
      ["//about", "/about"],
      ["/%61bout", "/about"],
      ["/%61%62out", "/about"],
      ["/ABOUT?lang=en", "/about?lang=en"],
      ["/Cases/Some-Case", "/cases/some-case"],
      ["/cases/", "/cases"],
    ] as const) {
      const answer = await get(path);
      expect({ path, status: answer.status, location: answer.location }).toEqual({
        path,
        status: 301,
        location,
      });
    }
  });

  it("still answers the site's own paths as before", async () => {
    for (const path of [
      "/",
      "/?lang=en",
      "/about",
      "/cases",
      "/contact?lang=ar",
      "/admin/login",
      "/api/health",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 200 });
    }
    expect((await get("/admin")).status).toBe(302); // to the sign-in page
    // The admin's route manifest, asked for as it navigates: React Router's own answer (204
    // for a build version it does not know), never the not-found page.
    expect((await get("/__manifest?paths=%2Fadmin%2C%2Fadmin%2Fservices&version=0")).status).toBe(
      204,
    );
    expect((await get("/api/nothing-here")).status).toBe(404);
    expect((await get("/storage/nothing-here.png")).status).toBe(404);
  });

  it("answers 400 or 404, never 500, to a NUL, a malformed escape or an overlong path", async () => {
    for (const path of [
      "/%00",
      "/about%00",
      "/cases/%00",
      "/%ZZ",
      "/%",
      "/%4",
      "/cases/%zz",
      `/${"a".repeat(8_000)}`,
      `/${"%41".repeat(2_500)}`,
      `/about${"/".repeat(8_000)}x`,
    ]) {
      const { status } = await get(path);
      expect({ path: path.slice(0, 40), status: [400, 404].includes(status) }).toEqual({
        path: path.slice(0, 40),
        status: true,
      });
    }
  });
});

describe("unknown paths", () => {
  it("share one kept 404 page per language, which names none of them", async () => {
    const before = await misses();
    const first = await get("/no-such-page-a?lang=en");
    const second = await get("/no-such-page-b?lang=en");
    const third = await get("/no-such-page-c?lang=en");
    for (const answer of [first, second, third]) expect(answer.status).toBe(404);
    expect(second.body).not.toContain("no-such-page");
    expect(third.body).toContain('lang="en"');
    // The first renders the page and keeps it; the other two are answered from memory.
    expect((await misses()) - before).toBe(1);
    expect((await get("/no-such-page-d?lang=ar")).body).toContain('lang="ar"');
  });

  it("leave what the app answers before the pages as it was, once a 404 page is kept", async () => {
    for (let i = 0; i < 3; i++) expect((await get(`/still-no-such-page-${i}`)).status).toBe(404);
    const home = await get("/");
    const script = /src="(\/assets\/islands-[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();
    for (const path of [script!, "/favicon.ico", "/api/health", "/robots.txt"]) {
      for (let i = 0; i < 2; i++) {
        expect({ path, status: (await get(path)).status }).toEqual({ path, status: 200 });
      }
    }
    const api = await get("/api/no-such-route");
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body).error.code).toBe("not_found");
  });
});

describe("5,000 path variants", () => {
  it("leave the kept page in place, /metrics small with route patterns for labels, and the memory flat", async () => {
    expect((await get("/about")).status).toBe(200);
    // Other variants first, so the heap has reached the size such a load gives it.
    await requestAll(variants(1_000).map((path) => `${path}/`));
    const rssBefore = rssMiB();

    const statuses = await requestAll(variants(5_000));

    const metrics = await scrape();
    expect(metrics.length).toBeLessThan(200_000);
    const routes = new Set(
      [...metrics.matchAll(/^http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map(
        (m) => m[1],
      ),
    );
    expect([...routes].filter((route) => /no-such|%|\/\/|[A-Z]/.test(route!))).toEqual([]);
    expect(routes).toContain("/about");
    expect(routes).toContain("other");
    expect(rssMiB() - rssBefore).toBeLessThan(64);
    const missesBefore = await misses();
    expect((await get("/about")).status).toBe(200);
    expect(await misses()).toBe(missesBefore); // still kept
    expect(statuses).toEqual({ 301: 3_750, 404: 1_250 });
  }, 300_000);
});
