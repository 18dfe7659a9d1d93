import { expect, request as playwrightRequest, test } from "@playwright/test";
import { freePort } from "../support/built-server";
import { hydrated } from "../support/hydration";
import {
  ADMIN_PAGES,
  cspNonce,
  executableScripts,
  PUBLIC_PAGES,
  signedInContext,
  startServer,
} from "../support/security";

// Page-level security of the built server: the admin guard on the server
// The security headers and nonce CSP on every page, including pages
// served from the public page cache, and the limits of the site's own form action.

test.describe("admin pages signed out", () => {
  for (const path of ADMIN_PAGES) {
    test(`${path} redirects to /admin/login before any admin markup is sent`, async ({
      request,
    }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(new URL(res.headers().location!, "http://x").pathname).toBe("/admin/login");
      expect(await res.text()).not.toContain("Déconnexion");
      // A forged or stale session cookie is no session.
      const forged = await request.get(path, {
        maxRedirects: 0,
        headers: { cookie: "access_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." },
      });
      expect(forged.status()).toBe(302);
      // Nor is another method, or React Router's data request for the same route.
      const head = await request.head(path, { maxRedirects: 0 });
      expect(head.status()).toBe(302);
      const data = await request.get(`${path}.data`, { maxRedirects: 0 });
      const payload = await data.text();
      expect(payload).not.toMatch(/expires_at|dataSource|uploadMaxBytes/);
    });
  }
});

test.describe("security headers and CSP on every page", () => {
  async function checkPage(
    get: (
      path: string,
    ) => Promise<{ status: number; headers: Record<string, string>; html: string }>,
    path: string,
  ) {
    const first = await get(path);
    const second = await get(path);
    for (const res of [first, second]) {
      const h = res.headers;
      expect(h["content-type"], path).toMatch(/^text\/html/);
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["x-frame-options"], path).toBe("DENY");
      expect(h["referrer-policy"], path).toMatch(/strict-origin-when-cross-origin|no-referrer/);
      expect(h["permissions-policy"], path).toMatch(/camera=\(\)/);
      const csp = h["content-security-policy"] ?? "";
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(csp, path).toMatch(/object-src 'none'/);
      expect(csp, path).toMatch(/base-uri 'self'/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      const nonce = cspNonce(csp);
      expect(nonce, `${path}: a nonce in script-src`).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
      // Every script the page runs carries this response's nonce.
      const scripts = executableScripts(res.html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      // No other nonce is left in the page (a cached page keeps none of its first render's).
      const nonces = new Set([...res.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces], path).toEqual([nonce]);
    }
    // A fresh nonce for every response, cached pages included.
    expect(cspNonce(first.headers["content-security-policy"])).not.toBe(
      cspNonce(second.headers["content-security-policy"]),
    );
  }

  test("every public page, twice (the second from the page cache)", async ({ request }) => {
    const get = async (path: string) => {
      const res = await request.get(path);
      return { status: res.status(), headers: res.headers(), html: await res.text() };
    };
    for (const path of PUBLIC_PAGES) await checkPage(get, path);
  });

  test("every admin page, signed in as the administrator", async ({ baseURL }) => {
    const { context } = await signedInContext(baseURL!);
    const get = async (path: string) => {
      const res = await context.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toMatch(/no-store/);
      return { status: res.status(), headers: res.headers(), html: await res.text() };
    };
    for (const path of ADMIN_PAGES) await checkPage(get, path);
    await context.dispose();
  });

  test("the browser runs the pages without a single CSP violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    for (const path of ["/", "/demos", "/contact", "/admin/login"]) {
      await page.goto(path);
      await hydrated(page);
      // Twice: the second visit is served from the page cache with a new nonce.
      await page.goto(path);
      await hydrated(page);
    }
    expect(violations).toEqual([]);
  });
});

test.describe("the site's own form action", () => {
  test("refuses a body over 1 MiB on the contact page with 413", async ({ request }) => {
    const res = await request.post("/contact", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `name=${"a".repeat(2 * 1024 * 1024)}&email=a%40b.co&message=hello`,
    });
    expect(res.status()).toBe(413);
  });
});

test.describe("on a server with sign-up open", () => {
  test.describe.configure({ mode: "serial" });
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer(await freePort(), { ALLOW_SIGNUP: "true" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a signed-up account is refused every admin page (403), and /admin/login does not let it in", async () => {
    const context = await playwrightRequest.newContext({ baseURL: server.origin });
    const signup = await context.post("/auth/v1/signup", {
      data: {
        email: "visitor@example.com",
        password: "Visitor-Passw0rd-2026!",
        data: { username: "v" },
      },
    });
    expect(signup.status()).toBe(200);
    for (const path of ADMIN_PAGES) {
      const res = await context.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(403);
      expect(await res.text(), path).not.toContain("Déconnexion");
    }
    // The profile bootstrap did not make it an administrator on the way.
    const profile = await context.get("/api/profile");
    expect((await profile.json()).role).toBe("user");
    const login = await context.get("/admin/login", { maxRedirects: 0 });
    expect(login.status()).toBe(200);
    await context.dispose();
  });

  test("the contact form without JavaScript shares the contact rate limit with the API", async () => {
    const context = await playwrightRequest.newContext({ baseURL: server.origin });
    const form = { name: "Ana", email: "ana@example.com", message: "Bonjour, un devis ?" };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await context.post("/contact", { form })).status());
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sixth = await context.post("/contact", { form });
    expect(sixth.status()).toBe(429);
    expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(0);
    const api = await context.post("/api/contact", { data: form });
    expect(api.status()).toBe(429);
    await context.dispose();
  });
});
