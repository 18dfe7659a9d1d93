import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#domain/audit";
import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { fr } from "#domain/i18n/fr";
import type { SiteTextKey } from "#domain/site-texts";
import { testPages } from "../test/support/built-ssr";
import { startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let admin: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  const pages = await testPages();
  server = await startTestServer({}, { ssr: pages.ssr });
  pages.pageCache.invalidateOn(server.deps.changes);
  admin = await server.bearerFor("admin");
});
afterAll(() => server.close());

const api = (path: string, init: RequestInit = {}, headers = admin.headers) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...headers, ...init.headers } });

const put = (language: string, key: string, text: unknown, headers = admin.headers) =>
  api(
    `/api/site_texts/${language}/${key}`,
    { method: "PUT", body: JSON.stringify({ text }) },
    headers,
  );

async function overrides() {
  const res = await fetch(`${server.url}/api/site_texts`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, Record<string, string>>;
}

/**
 * A public page in one language, as a returning visitor gets it (the language cookie, no query:
 * the page cache serves it once rendered).
 */
/** A text as React writes it in HTML. */
const html = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/** The page's main heading (the home hero's title), as written in the HTML. */
const heading = (body: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[1];

async function page(language: string) {
  const res = await fetch(`${server.url}/`, {
    headers: { cookie: `language=${language}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

describe("site texts: reading", () => {
  it("answers every language's overrides to anyone, none at first", async () => {
    expect(await overrides()).toEqual({ fr: {}, en: {}, ar: {} });
  });

  it("lists every catalog key with its group and three defaults to an administrator", async () => {
    const res = await api("/api/site_texts/keys");
    expect(res.status).toBe(200);
    const keys = (await res.json()) as SiteTextKey[];
    expect(keys.map((entry) => entry.key)).toEqual(Object.keys(fr));
    expect(keys.find((entry) => entry.key === "hero.title")).toEqual({
      key: "hero.title",
      group: "Accueil",
      defaults: { fr: fr["hero.title"], en: en["hero.title"], ar: ar["hero.title"] },
      translation_state: { en: "current", ar: "current" },
      translation_source: {},
    });
    expect(keys.every((entry) => entry.group.length > 0)).toBe(true);
  });

  it("lists the keys to the whole team (a translator too), not to an account without a role", async () => {
    expect((await fetch(`${server.url}/api/site_texts/keys`)).status).toBe(401);
    const user = await server.bearerForMember("user");
    const refused = await api("/api/site_texts/keys", {}, user.headers);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
    for (const member of [
      await server.bearerForMember("editor"),
      await server.bearerForMember("translator", ["ar"]),
    ]) {
      expect((await api("/api/site_texts/keys", {}, member.headers)).status).toBe(200);
    }
  });
});

describe("site texts: writing", () => {
  it("sets an override, shows it on the next page in that language only, and resets it", async () => {
    // Rendered twice: the second comes from the page cache, which the write must drop.
    expect(await page("ar")).toContain(html(ar["hero.title"]));
    expect(await page("ar")).toContain(html(ar["hero.title"]));

    const res = await put("ar", "hero.title", "  الذكاء الاصطناعي لكل شركة  ");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      language: "ar",
      key: "hero.title",
      text: "الذكاء الاصطناعي لكل شركة",
    });
    expect(await overrides()).toEqual({
      fr: {},
      en: {},
      ar: { "hero.title": "الذكاء الاصطناعي لكل شركة" },
    });
    // The page cache was dropped: the next request renders the override, in the first HTML.
    expect(heading(await page("ar"))).toBe("الذكاء الاصطناعي لكل شركة");
    expect(await page("fr")).toContain(html(fr["hero.title"]));
    expect(await page("en")).toContain(html(en["hero.title"]));

    expect((await api("/api/site_texts/ar/hero.title", { method: "DELETE" })).status).toBe(204);
    expect(await overrides()).toEqual({ fr: {}, en: {}, ar: {} });
    expect(await page("ar")).toContain(html(ar["hero.title"]));
    // Resetting a text that has no override leaves it at its default.
    expect((await api("/api/site_texts/ar/hero.title", { method: "DELETE" })).status).toBe(204);
  });

  it("records each write in the audit log with who, the key and the text before and after", async () => {
    expect((await put("en", "hero.eyebrow", "First")).status).toBe(200);
    expect((await put("en", "hero.eyebrow", "Second")).status).toBe(200);
    expect((await api("/api/site_texts/en/hero.eyebrow", { method: "DELETE" })).status).toBe(204);
    const res = await api("/api/audit?table=site_texts&row_id=en/hero.eyebrow");
    const entries = (await res.json()) as AuditEntry[];
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["delete", { text: { before: "Second", after: null } }],
      ["update", { text: { before: "First", after: "Second" } }],
      ["create", { text: { before: null, after: "First" } }],
    ]);
    for (const entry of entries) expect(entry.user_id).toBe(admin.id);
  });

  it("keeps an override's HTML as text on the public page, in its body and in its meta tags", async () => {
    expect((await put("fr", "hero.title", "<b>x</b>")).status).toBe(200);
    const attack = '</script><script>alert("blurb")</script>';
    expect((await put("fr", "footer.blurb", attack)).status).toBe(200);
    expect(
      (await put("fr", "meta.home.description", '"><img src=x onerror=alert(1)>')).status,
    ).toBe(200);
    const body = await page("fr");
    expect(body).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(body).not.toContain("<b>x</b>");
    expect(body).not.toContain(attack);
    expect(body).not.toContain("<script>alert");
    expect(body).not.toContain("<img src=x");
    expect(body).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    for (const key of ["hero.title", "footer.blurb", "meta.home.description"]) {
      expect((await api(`/api/site_texts/fr/${key}`, { method: "DELETE" })).status).toBe(204);
    }
  });

  it("refuses a text without a placeholder of its default, naming it, and keeps the stored one", async () => {
    expect((await put("en", "footer.copyright", "© {year} {siteName}, all mine.")).status).toBe(
      200,
    );
    const res = await put("en", "footer.copyright", "© {year}, all rights reserved.");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        code: "validation_failed",
        fields: { text: "Le texte doit contenir {siteName}." },
      },
    });
    const both = await put("en", "footer.copyright", "All rights reserved.");
    expect((await both.json()).error.fields.text).toBe(
      "Le texte doit contenir {year} et {siteName}.",
    );
    expect((await overrides()).en).toEqual({
      "footer.copyright": "© {year} {siteName}, all mine.",
    });
    expect(await page("en")).toContain(`© ${new Date().getFullYear()} `);
    expect((await api("/api/site_texts/en/footer.copyright", { method: "DELETE" })).status).toBe(
      204,
    );
  });

  it("refuses an empty, too long or non-text value with a French field message", async () => {
    const cases: [unknown, string][] = [
      ["   ", "Le texte est obligatoire."],
      ["x".repeat(2001), "Le texte ne doit pas dépasser 2000 caractères."],
      [42, "Le texte est obligatoire."],
      ["bell\u0007", "Le texte ne doit pas contenir de caractères de contrôle."],
    ];
    for (const [text, message] of cases) {
      const res = await put("fr", "hero.title", text);
      expect(res.status, String(text)).toBe(400);
      expect((await res.json()).error.fields.text).toBe(message);
    }
    expect((await put("fr", "hero.title", "x".repeat(2000))).status).toBe(200);
    expect((await api("/api/site_texts/fr/hero.title", { method: "DELETE" })).status).toBe(204);
    expect(await overrides()).toEqual({ fr: {}, en: {}, ar: {} });
  });

  it("refuses bidi controls and invisible spaces, and keeps the Arabic marks for Arabic texts", async () => {
    const res = await put("en", "hero.title", "Invoice \u202Efdp.exe");
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.text).toBe(
      "Le texte ne doit pas contenir de caractères de direction ou d'espaces invisibles.",
    );
    expect((await put("fr", "hero.title", "Bon\u200Bjour")).status).toBe(400);
    expect((await put("fr", "hero.title", "Lyon\u200F")).status).toBe(400);
    expect((await put("ar", "hero.title", "الذكاء الاصطناعي AI\u200F")).status).toBe(200);
    expect((await api("/api/site_texts/ar/hero.title", { method: "DELETE" })).status).toBe(204);
    expect(await overrides()).toEqual({ fr: {}, en: {}, ar: {} });
  });

  it("answers 404 for an unknown key or language", async () => {
    for (const [language, key] of [
      ["fr", "hero.nope"],
      ["de", "hero.title"],
      ["fr", "constructor"],
      ["fr", "__proto__"],
    ]) {
      const res = await put(language!, key!, "Bonjour");
      expect(res.status, `${language}/${key}`).toBe(404);
      expect((await api(`/api/site_texts/${language}/${key}`, { method: "DELETE" })).status).toBe(
        404,
      );
    }
  });

  it("refuses writes to an account without a role (403) and to anyone anonymous (401)", async () => {
    const user = await server.bearerForMember("user");
    expect((await put("fr", "hero.title", "Bonjour", user.headers)).status).toBe(403);
    expect(
      (await api("/api/site_texts/fr/hero.title", { method: "DELETE" }, user.headers)).status,
    ).toBe(403);
    const anonymous = { "content-type": "application/json" };
    expect((await put("fr", "hero.title", "Bonjour", anonymous)).status).toBe(401);
    expect(
      (await api("/api/site_texts/fr/hero.title", { method: "DELETE" }, anonymous)).status,
    ).toBe(401);
    expect(await overrides()).toEqual({ fr: {}, en: {}, ar: {} });
  });
});

describe("site texts: the team's languages", () => {
  it("lets an editor write every language, French included", async () => {
    const editor = await server.bearerForMember("editor");
    for (const language of ["fr", "en", "ar"]) {
      expect((await put(language, "hero.title", "Titre", editor.headers)).status).toBe(200);
      const reset = await api(
        `/api/site_texts/${language}/hero.title`,
        { method: "DELETE" },
        editor.headers,
      );
      expect(reset.status).toBe(204);
    }
  });

  it("lets a translator write its own language only: French and the others are a 403 naming them", async () => {
    const translator = await server.bearerForMember("translator", ["ar"]);
    const saved = await put("ar", "hero.title", "عنوان", translator.headers);
    expect(saved.status).toBe(200);
    expect((await overrides()).ar).toEqual({ "hero.title": "عنوان" });
    for (const language of ["fr", "en"]) {
      const refused = await put(language, "hero.title", "Titre", translator.headers);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error).toMatchObject({
        code: "forbidden",
        message: `Cette langue ne vous est pas attribuée : ${language}`,
      });
      const reset = await api(
        `/api/site_texts/${language}/hero.title`,
        { method: "DELETE" },
        translator.headers,
      );
      expect(reset.status).toBe(403);
    }
    expect(
      (await api("/api/site_texts/ar/hero.title", { method: "DELETE" }, translator.headers)).status,
    ).toBe(204);
    expect(await overrides()).toEqual({ fr: {}, en: {}, ar: {} });
  });
});
