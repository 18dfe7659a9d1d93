import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { languageOf } from "#domain/preferences";
import { createApp } from "../../app";
import { listRows } from "../../content/rows.server";
import { pageListener } from "../../pages/page-cache/replay.server";
import type { PageCache } from "../../pages/page-cache.server";
import type { SsrHandler } from "../../spine/context";
import { startTestServer, type TestServer } from "./harness";

/** The page cache's tests: its pages served as Node serves them, through a renderer of our own. */

/**
 * The cache wraps React Router's handler; here the wrapped renderer is a small one that reads
 * the real database and writes the nonce where React Router writes it (script tags and the
 * hydration data), and counts how often it runs.
 */
/** How many pages the renderers ran for since the count was last set to 0. */
export const rendered = { count: 0 };
export const render: SsrHandler = async (request, deps, nonce) => {
  rendered.count += 1;
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

/** A test server and a listener of Node's whose pages go through `cache`. */
export interface CachedPages {
  base: TestServer;
  /** Node's server, for a listener a test adds before the page cache's. */
  server: Server;
  /** The listener's address, `http://127.0.0.1:PORT`. */
  url: string;
  /** An administrator's Bearer header. */
  admin: Record<string, string>;
  close(): Promise<void>;
}

/** Listens on loopback with Node's listener over the app, its pages rendered and kept by `cache`. */
export async function listenWith(base: TestServer, cache: PageCache) {
  const app = createApp(base.deps, { ssr: cache.wrap(render) });
  const server: Server = createServer(pageListener(app.fetch, cache, base.deps));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A test server with metrics on, its pages kept by `cache`, which changes and metrics reach. */
export async function startCachedPages(cache: PageCache): Promise<CachedPages> {
  const base = await startTestServer({ METRICS_TOKEN: "page-cache-test-metrics-token-0123456789" });
  const admin = (await base.bearerFor("admin")).headers;
  cache.invalidateOn(base.deps.changes);
  cache.reportTo(base.deps.metrics);
  const listener = await listenWith(base, cache);
  return {
    base,
    server: listener.server,
    url: listener.url,
    admin,
    async close() {
      await listener.close();
      await base.close();
    },
  };
}

/** Empties the cache and the count of renders, before each test. */
export function resetPages(cache: PageCache) {
  cache.clear();
  rendered.count = 0;
}

/** The nonce of an answer's Content-Security-Policy. */
export const cspNonce = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

/** Every nonce written in a page (script tags and the hydration data). */
export const bodyNonces = (html: string) => [
  ...new Set([...html.matchAll(/nonce="([^"]+)"|"nonce":"([^"]+)"/g)].map((m) => m[1] ?? m[2])),
];

/** A GET whose answer's body is left as it came (fetch would decompress it). */
export function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
