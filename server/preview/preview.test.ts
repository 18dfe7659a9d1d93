import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDIT_ATTRIBUTE, MARK_END, MARK_SEP, MARK_START, PREVIEW_COOKIE } from "#domain/preview";
import type { BuiltPages } from "../start/ssr.server";
import { testPages } from "../test/support/built-ssr";
import { type Bearer, startTestServer, type TestServer } from "../test/support/harness";

// The preview (/preview/*) through the real app and its built pages, behind the page cache as in
// production: only a staff session's preview cookie opens it; its answers are private, never
// kept, never indexed, framed by the site only; it shows drafts the public site answers 404.

let server: TestServer;
let pages: BuiltPages;
let editor: Bearer;
const slug = `brouillon-${Date.now()}`;
let draftId: string;

beforeAll(async () => {
  pages = await testPages();
  server = await startTestServer({}, { ssr: pages.ssr });
  pages.pageCache.invalidateOn(server.deps.changes);
  editor = await server.bearerForMember("editor");
  const created = await fetch(`${server.url}/api/case_studies`, {
    method: "POST",
    headers: editor.headers,
    body: JSON.stringify({
      title: "Étude en préparation",
      description: "Pas encore publiée",
      client: "Client secret",
      slug,
      published: false,
      publish_at: "2099-01-15T09:00:00.000Z",
    }),
  });
  expect(created.status).toBe(201);
  draftId = ((await created.json()) as { id: string }).id;
}, 180_000);
afterAll(() => server.close());

/** A preview cookie for `member`, as the back office's screen asks for it. */
async function previewCookie(member: Bearer): Promise<string> {
  const opened = await fetch(`${server.url}/api/preview/session`, {
    method: "POST",
    headers: member.headers,
  });
  expect(opened.status).toBe(204);
  const cookie = opened.headers.getSetCookie().find((c) => c.startsWith(`${PREVIEW_COOKIE}=`));
  return cookie!.split(";", 1)[0]!;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" });

describe("opening the preview", () => {
  it("sets an HttpOnly, SameSite=Strict cookie for /preview only, for 15 minutes", async () => {
    const opened = await fetch(`${server.url}/api/preview/session`, {
      method: "POST",
      headers: (await server.bearerForMember("translator", ["en"])).headers,
    });
    expect(opened.status).toBe(204);
    const [cookie] = opened.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
    expect(cookie).toMatch(/; Path=\/preview(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=900/);
  });

  it("is refused to visitors (401) and to a signed-in account without a staff role (403)", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/preview/session`, { method: "POST", headers });
    expect((await post({})).status).toBe(401);
    expect((await post((await server.bearerFor("user")).headers)).status).toBe(403);
  });
});

describe("a preview page", () => {
  it("without the preview cookie: 401, private, noindex, nothing of the draft", async () => {
    const refusals = [
      await get(`/preview/cases/${slug}`),
      // A session's own token proves nothing here: only the preview cookie opens it.
      await get(`/preview/cases/${slug}`, editor.headers),
      await get(`/preview/cases/${slug}`, {
        cookie: `${PREVIEW_COOKIE}=${editor.headers.authorization!.slice("Bearer ".length)}`,
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(401);
      expect(refused.headers.get("cache-control")).toBe("private, no-store");
      expect(refused.headers.get("x-robots-tag")).toBe("noindex");
      expect(await refused.text()).not.toContain("Étude en préparation");
    }
  });

  it("shows a draft with its schedule, marked, private, noindex, framed by the site only", async () => {
    const cookie = await previewCookie(editor);
    const res = await get(`/preview/cases/${slug}?lang=fr`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain("Étude en préparation");
    expect(html).toContain("Aperçu");
    expect(main).toContain(
      "Brouillon : cette page n&#x27;est pas encore publiée. Programmé le 15 janvier 2099 à 10:00.",
    );
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`${EDIT_ATTRIBUTE}="field:case_studies/${draftId}/title"`);
    expect(html).toContain(`${EDIT_ATTRIBUTE}="text:cases.back"`);
    expect(html).toMatch(/<script type="module" src="\/assets\/preview-[^"]+\.js"/);
    // The site's links stay in the preview, in its language; nothing of the wrapping is left.
    expect(html).toContain('href="/preview/cases?lang=fr"');
    expect(html).not.toMatch(new RegExp(`[${MARK_START}${MARK_SEP}${MARK_END}]`));
  });

  it("the public site still answers 404 for the draft, and keeps its own framing rules", async () => {
    const res = await get(`/cases/${slug}?lang=fr`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(await res.text()).not.toContain("Étude en préparation");
  });

  it("is never kept by the page cache, nor answered from it", async () => {
    const cookie = await previewCookie(editor);
    pages.pageCache.clear();
    for (const path of ["/preview?lang=en", "/preview/cases?lang=en", "/preview?lang=en"]) {
      expect((await get(path, { cookie })).status).toBe(200);
    }
    expect(pages.pageCache.size).toBe(0);
    // A kept public page is not what the preview answers either.
    const visitor = await (await get("/?lang=en")).text();
    expect(pages.pageCache.size).toBe(1);
    const preview = await (await get("/preview?lang=en", { cookie })).text();
    expect(visitor).not.toContain(EDIT_ATTRIBUTE);
    expect(preview).toContain(EDIT_ATTRIBUTE);
  });

  it("a redirect stays in the preview", async () => {
    const cookie = await previewCookie(editor);
    const res = await get("/preview/cases?page=1&lang=ar", { cookie });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/preview/cases?lang=ar");
  });

  it("ends with the session it was opened by", async () => {
    const member = await server.bearerForMember("editor");
    const cookie = await previewCookie(member);
    expect((await get("/preview", { cookie })).status).toBe(200);
    const out = await fetch(`${server.url}/auth/v1/logout`, {
      method: "POST",
      headers: member.headers,
    });
    expect(out.status).toBe(204);
    expect((await get("/preview", { cookie })).status).toBe(401);
  });
});
