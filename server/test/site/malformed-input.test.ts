import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RawAnswer, rawRequest } from "#testing/raw-http";
import { ADMIN_PAGES } from "#testing/routes";
import { PageRoutes } from "../../pages/page-cache/routes.server";
import { builtSsr } from "../support/built-ssr";
import { startTestServer, type TestServer } from "../support/harness";
import { BUILD_DIR, ROOT } from "../support/process";

// No request, however malformed, answers 5xx: broken cookies, Accept-Language, If-None-Match,
// query strings and paths are sent to every page (the sitemap's and the back office's) and every
// API route (the OpenAPI description's), each twice so the second is served from the page cache,
// and with the page's own ETag for a 304. Every answer carries the server's x-request-id.

let server: TestServer;
let targets: string[];
/** Every API route's path and methods, as the OpenAPI description names them (`{id}`…). */
let apiRoutes: [string, string[]][];

/** A request sent as written: fetch would normalise the path and drop the Host header. */
const send = (rawPath: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(server.url, { path: rawPath, headers, method });

beforeAll(async () => {
  server = await startTestServer({}, { ssr: await builtSsr() });
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!);
    return `${url.pathname}${url.search}`;
  });
  const openapi = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  apiRoutes = Object.entries(openapi.paths).map(([p, methods]) => [
    p,
    Object.keys(methods)
      .filter((key) => HTTP_METHODS.has(key))
      .map((m) => m.toUpperCase()),
  ]);
  const api = Object.keys(openapi.paths).map((p) =>
    p.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"),
  );

  targets = [
    ...new Set([
      ...pages.map((p) => p.split("?")[0]!),
      ...ADMIN_PAGES,
      "/admin/login",
      ...api,
      "/robots.txt",
    ]),
  ];
  expect(targets.length).toBeGreaterThan(20);
}, 180_000);
afterAll(() => server.close());

const MALFORMED_HEADERS: Record<string, Record<string, string>> = {
  "language cookie not percent-encoding": { cookie: "language=%E0" },
  "theme and language cookies broken": { cookie: "theme=%; language=%ZZ%" },
  "session cookie not percent-encoding": { cookie: "access_token=%E0%A4%A; refresh_token=%" },
  "cookie of separators": { cookie: ";;;=;=%;\t=" },
  "Accept-Language garbage": { "accept-language": ";q=;,,*;q=x,%E0,fr;q=2,,;" },
  "If-None-Match garbage": { "if-none-match": 'W/"", ,,"W/' },
  "If-None-Match star": { "if-none-match": "*" },
};

const MALFORMED_QUERIES = [
  "?lang=%E0",
  "?lang=fr&lang=en",
  "?lang[]=fr&lang[x]=ar",
  "?%=%&lang",
  "?lang=%00",
  `?q=${"%".repeat(2000)}`,
];

const MALFORMED_PATHS = (target: string) => [
  `${target}/%E0`,
  `${target}%`,
  `${target}/..`,
  `${target}//`,
  `/%2e%2e/${target}`,
  `//${target}`,
  `${target}/${"a".repeat(6000)}`,
  `${target}%00`,
];

/** Values no path parameter can hold: each must be refused before it reaches a query. */
const MALFORMED_PARAMETERS = [
  "%00",
  "a%00b",
  "%E0",
  "%C0%80",
  "%ZZ",
  "..",
  "%2E%2E",
  "%2F",
  "%5C",
  "%20",
  "%0A",
  "'%20OR%201=1--",
  "a".repeat(6000),
];

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** A value each API path parameter may hold, for the parameters not under test. */
const VALID_PARAMETERS: Record<string, string> = {
  id: "00000000-0000-4000-8000-000000000000",
  table: "services",
  bucket: "demos",
  key: "home.title",
  lang: "fr",
};

/** The page routes with a parameter (`/cases/:slug`), from the built app's route manifest. */
async function pageRoutesWithParameters(): Promise<string[]> {
  const entry = pathToFileURL(path.resolve(ROOT, BUILD_DIR, "server/index.js")).href;
  const build = (await import(entry)) as ServerBuild;
  return PageRoutes.fromManifest(build.routes).withParameters;
}

function expectAnswered(answer: RawAnswer, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.status, what).toBeGreaterThanOrEqual(200);
  expect(
    answer.headers["x-request-id"] ?? "",
    `x-request-id on ${what} (${answer.status})`,
  ).toMatch(/^[0-9a-f-]{36}$/);
}

describe("malformed input on every page and API route", () => {
  it("malformed headers answer no 5xx, cached pages and 304s included", async () => {
    for (const target of targets) {
      for (const [name, headers] of Object.entries(MALFORMED_HEADERS)) {
        for (let i = 0; i < 2; i++) {
          expectAnswered(await send(target, headers), `${name} on ${target}`);
        }
      }
      const first = await send(target);
      expectAnswered(first, target);
      if (first.headers.etag) {
        const notModified = await send(target, { "if-none-match": first.headers.etag });
        expectAnswered(notModified, `If-None-Match on ${target}`);
      }
    }
  });

  it("malformed query strings answer no 5xx", async () => {
    for (const target of targets) {
      for (const query of MALFORMED_QUERIES) {
        for (let i = 0; i < 2; i++)
          expectAnswered(await send(`${target}${query}`), `${target}${query}`);
      }
    }
  });

  it("malformed paths answer no 5xx", async () => {
    for (const target of targets) {
      for (const path of MALFORMED_PATHS(target)) {
        expectAnswered(await send(path), path.slice(0, 120));
      }
    }
  });

  it("malformed path parameters answer no 5xx, on pages and on every API route and method", async () => {
    const pages = await pageRoutesWithParameters();
    expect(pages).toContain("/cases/:slug");
    for (const pattern of pages) {
      for (const value of MALFORMED_PARAMETERS) {
        const path = pattern.replace(/:\w+/g, value);
        for (let i = 0; i < 2; i++) expectAnswered(await send(path), path.slice(0, 120));
      }
    }
    const withParameters = apiRoutes.filter(([p]) => p.includes("{"));
    expect(withParameters.length).toBeGreaterThan(3);
    for (const [pattern, methods] of withParameters) {
      // Each parameter malformed in turn, the others left valid.
      const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      for (const name of names) {
        for (const value of MALFORMED_PARAMETERS) {
          const path = pattern.replace(/\{(\w+)\}/g, (_, other: string) =>
            other === name ? value : (VALID_PARAMETERS[other] ?? "x"),
          );
          for (const method of methods) {
            expectAnswered(
              await send(path, { origin: "http://localhost:3000" }, method),
              `${method} ${path.slice(0, 120)}`,
            );
          }
        }
      }
    }
  });

  it("malformed cookies on writes answer no 5xx", async () => {
    for (const target of targets.filter((t) => t.startsWith("/api/") || t.startsWith("/auth/"))) {
      for (const headers of Object.values(MALFORMED_HEADERS)) {
        expectAnswered(
          await send(target, { ...headers, origin: "http://localhost:3000" }, "POST"),
          `POST ${target}`,
        );
      }
    }
  });
});
