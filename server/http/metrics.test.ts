import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPages } from "../start/ssr.server";
import { startTestServer, type TestServer } from "../test/support/harness";
import { BUILD_DIR, ensureBuilt, ROOT } from "../test/support/process";
import { createMetrics } from "./metrics.server";

const TOKEN = "metrics-token-for-the-scraper-0123456789";

/** The value of one sample line (`name{labels} value`) in Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const matches = Object.entries(labels).every(([key, value]) =>
      line.includes(`${key}="${value}"`),
    );
    if (matches) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

describe("GET /metrics without METRICS_TOKEN", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers 404, with or without a token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const withToken = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(404);
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let server: TestServer;
  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    return { response, text: await response.text() };
  };

  beforeAll(async () => {
    ensureBuilt();
    const pages = await builtPages(path.resolve(ROOT, BUILD_DIR));
    server = await startTestServer({ METRICS_TOKEN: TOKEN }, { ssr: pages.ssr });
    pages.pageCache.reportTo(server.deps.metrics);
  });
  afterAll(() => server.close());

  it("refuses a missing or wrong token with 401", async () => {
    const missing = await fetch(`${server.url}/metrics`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization } });
      expect(wrong.status).toBe(401);
    }
    expect(server.rawLogs.join("\n")).not.toContain(TOKEN);
  });

  it("counts requests by route pattern and status, never by raw path", async () => {
    await fetch(`${server.url}/api/services`);
    const id = randomUUID();
    const { headers } = await server.bearerFor();
    const missing = await fetch(`${server.url}/api/services/${id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ title: "x" }),
    });
    expect(missing.status).toBe(404);
    const strangers = [1, 2, 3].map(() => `/no-such-page-${randomUUID()}`);
    for (const stranger of strangers)
      expect((await fetch(`${server.url}${stranger}`)).status).toBe(404);

    const { response, text } = await scrape();
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      sample(text, "http_request_duration_seconds_count", {
        method: "GET",
        route: "/api/:table",
        status: "200",
      }),
    ).toBe(1);
    expect(
      sample(text, "http_request_duration_seconds_count", {
        method: "PATCH",
        route: "/api/:table/:id",
        status: "404",
      }),
    ).toBe(1);
    expect(
      sample(text, "http_request_duration_seconds_count", { route: "other", status: "404" }),
    ).toBe(3);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(text).not.toContain(id);
    for (const stranger of strangers) expect(text).not.toContain(stranger);
  });

  it("counts page cache hits and misses, database queries, memory and event-loop lag", async () => {
    const before = (await scrape()).text;
    const cache = (text: string, result: string) =>
      sample(text, "page_cache_requests_total", { result }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/demos`)).status).toBe(200);
    const { text } = await scrape();
    // The first visit renders the page and keeps it; the next two are served from memory.
    expect(cache(text, "miss") - cache(before, "miss")).toBe(1);
    expect(cache(text, "hit") - cache(before, "hit")).toBe(2);
    expect(
      sample(text, "http_request_duration_seconds_count", { route: "/demos", status: "200" }),
    ).toBe(3);
    expect(
      sample(text, "db_query_duration_seconds_count", { operation: "select", outcome: "ok" }),
    ).toBeGreaterThan(0);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(sample(text, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "contact_notification_queue_length")).toBe(0);
    expect(sample(text, "contact_notification_failures_total")).toBe(0);
  });
});

describe("metrics between scrapes", () => {
  it("keeps every observation, in its bucket, however many arrive before a scrape", async () => {
    const metrics = createMetrics(TOKEN);
    metrics.labelPages((path) => (path === "/" ? "/" : "other"));
    // Many times what a series keeps waiting: most are handed over before the scrape.
    for (let i = 0; i < 70_000; i++) metrics.observePage("GET", "/", 200, i % 2 ? 0.002 : 0.02);
    metrics.observePage("GET", "/services", 404, 0.004);
    metrics.pageCache("hit");
    metrics.pageCache("hit");
    metrics.pageCache("miss");
    const { body } = await metrics.render();
    const ok = { route: "/", status: "200" };
    expect(sample(body, "http_request_duration_seconds_count", ok)).toBe(70_000);
    expect(sample(body, "http_request_duration_seconds_bucket", { ...ok, le: "0.0025" })).toBe(
      35_000,
    );
    expect(sample(body, "http_request_duration_seconds_bucket", { ...ok, le: "0.025" })).toBe(
      70_000,
    );
    expect(sample(body, "http_request_duration_seconds_sum", ok)).toBeCloseTo(35_000 * 0.022, 6);
    // A page no route answers is labelled "other", never by the path asked for.
    expect(
      sample(body, "http_request_duration_seconds_count", { route: "other", status: "404" }),
    ).toBe(1);
    expect(sample(body, "page_cache_requests_total", { result: "hit" })).toBe(2);
    expect(sample(body, "page_cache_requests_total", { result: "miss" })).toBe(1);
    // Read twice, the figures are not counted twice.
    const again = (await metrics.render()).body;
    expect(sample(again, "http_request_duration_seconds_count", ok)).toBe(70_000);
    expect(sample(again, "page_cache_requests_total", { result: "hit" })).toBe(2);
  });
});
