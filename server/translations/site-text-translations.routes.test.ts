import { describe, expect, it } from "vitest";
import { en } from "#domain/i18n/en";
import { siteTexts } from "../db/schema";
import type { Bearer } from "../test/support/harness";
import { translationSuite } from "../test/support/translation-model";

const suite = translationSuite();

// biome-ignore lint/suspicious/noExplicitAny: answers read field by field, as a client does
type Json = Record<string, any>;
const call = (method: string, path: string, as?: Bearer, body?: unknown) =>
  fetch(`${suite.server.url}${path}`, {
    method,
    headers: as?.headers ?? { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const ok = async (res: Response, status = 200): Promise<Json> => {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
};
const put = (lang: string, key: string, body: Json, as = suite.editor) =>
  call("PUT", `/api/site_texts/${lang}/${key}`, as, body);
const approve = (key: string, body: unknown, as = suite.editor) =>
  call("POST", `/api/site_texts/${key}/translations/approve`, as, body);
const suggest = (key: string, body: unknown, as = suite.editor) =>
  call("POST", `/api/site_texts/${key}/translations/suggest`, as, body);
const keyOf = async (key: string): Promise<Json> =>
  ((await ok(await call("GET", "/api/site_texts/keys", suite.editor))) as unknown as Json[]).find(
    (entry) => entry.key === key,
  )!;
const history = async (lang: string, key: string): Promise<Json[]> =>
  (await ok(
    await call("GET", `/api/audit/row?table=site_texts&row_id=${lang}/${key}`, suite.editor),
  )) as unknown as Json[];
const summary = async (): Promise<Json> =>
  ok(await call("GET", "/api/translations/summary", suite.editor));

describe("POST /api/site_texts/{key}/translations/approve", () => {
  it("makes a translation the French outdated current again, text unchanged, in one audited write", async () => {
    await ok(await put("fr", "hero.title", { text: "L'IA sur mesure et sûre" }));
    const outdated = await keyOf("hero.title");
    expect(outdated.translation_state).toEqual({ en: "outdated", ar: "outdated" });
    expect(outdated.translation_source.en).toBe("L'IA sur mesure, sécurisée et accessible");

    const approved = await ok(await approve("hero.title", { lang: "en" }, suite.english));
    expect(approved).toMatchObject({
      key: "hero.title",
      translation_state: { en: "current", ar: "outdated" },
      translation_source: { ar: "L'IA sur mesure, sécurisée et accessible" },
    });
    const visitors = await ok(await call("GET", "/api/site_texts"));
    expect(visitors.en["hero.title"]).toBe(en["hero.title"]);
    const [entry, ...older] = await history("en", "hero.title");
    expect(older).toEqual([]);
    // The catalog's English is kept as an override of the same text, made against the French now.
    expect(entry!.changes).toEqual({
      text: { before: null, after: en["hero.title"] },
      translation_state: {
        before: { en: { text: "outdated" }, ar: { text: "outdated" } },
        after: { en: { text: "current" }, ar: { text: "outdated" } },
      },
    });
    // Approving what is current writes nothing.
    await ok(await approve("hero.title", { lang: "en", fields: ["text"] }, suite.english));
    expect(await history("en", "hero.title")).toHaveLength(1);
  });

  it("limits a translator to its languages, and names the key or field the site does not have", async () => {
    await ok(await put("fr", "hero.eyebrow", { text: "Conseil en IA" }));
    const refused = await approve("hero.eyebrow", { lang: "ar" }, suite.english);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
    expect((await approve("no.such.key", { lang: "en" })).status).toBe(404);
    expect((await approve("hero.eyebrow", { lang: "fr" })).status).toBe(400);
    const field = await ok(await approve("hero.eyebrow", { lang: "en", fields: ["title"] }), 400);
    expect(field.error.message).toMatch(/non traduisible/);
    expect(
      (
        await call("POST", "/api/site_texts/hero.eyebrow/translations/approve", undefined, {
          lang: "en",
        })
      ).status,
    ).toBe(401);
    expect((await keyOf("hero.eyebrow")).translation_state).toEqual({
      en: "outdated",
      ar: "outdated",
    });
    expect(await history("ar", "hero.eyebrow")).toEqual([]);
  });
});

describe("a French edit's journal entry", () => {
  it("lists the translation states it made outdated", async () => {
    await ok(await put("fr", "hero.ctaDemo", { text: "Demandez une démo" }));
    const [entry] = await history("fr", "hero.ctaDemo");
    expect(entry!.changes.translation_state).toEqual({
      before: { en: { text: "current" }, ar: { text: "current" } },
      after: { en: { text: "outdated" }, ar: { text: "outdated" } },
    });
  });
});

describe("POST /api/site_texts/{key}/translations/suggest", () => {
  it("translates an outdated text's French with the glossary, saving nothing; saved unchanged it is the model's, kept from visitors until approved", async () => {
    await ok(await put("fr", "hero.ctaServices", { text: "Voir nos services" }));
    suite.model.answer = "See our services";
    const answer = await ok(await suggest("hero.ctaServices", { lang: "en" }, suite.english));
    expect(answer).toEqual({ lang: "en", values: { text: "See our services" } });
    const sent = JSON.stringify(suite.model.requests.map((request) => request.body.messages));
    expect(sent).toContain("Voir nos services");
    expect(sent).toContain("ADA");
    expect((await keyOf("hero.ctaServices")).translation_state.en).toBe("outdated");

    await ok(
      await put(
        "en",
        "hero.ctaServices",
        { text: "See our services", translation_origin: "machine" },
        suite.english,
      ),
    );
    expect((await keyOf("hero.ctaServices")).translation_state.en).toBe("machine");
    const visitors = await ok(await call("GET", "/api/site_texts"));
    expect(visitors.en["hero.ctaServices"]).toBeUndefined();
    const team = await ok(await call("GET", "/api/site_texts", suite.editor));
    expect(team.en["hero.ctaServices"]).toBe("See our services");

    await ok(await approve("hero.ctaServices", { lang: "en" }, suite.english));
    expect((await ok(await call("GET", "/api/site_texts"))).en["hero.ctaServices"]).toBe(
      "See our services",
    );
  });

  it("asks nothing for a current text unless named, limits a translator, and says in French the model failed", async () => {
    const current = await ok(await suggest("contact.title", { lang: "en" }));
    expect(current).toEqual({ lang: "en", values: {} });
    expect(suite.model.requests).toHaveLength(0);
    expect((await suggest("contact.title", { lang: "ar" }, suite.english)).status).toBe(403);
    expect((await suggest("no.such.key", { lang: "en" })).status).toBe(404);
    for (const [mode, status, code] of [
      ["error", 502, "translation_failed"],
      ["hostile", 502, "translation_refused"],
      ["slow", 503, "translation_timeout"],
    ] as const) {
      suite.model.mode = mode;
      if (mode === "slow") suite.slow(300);
      const res = await suggest("contact.title", { lang: "en", fields: ["text"] });
      const body = await ok(res, status);
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(/rien n'a été modifié/);
    }
  });
});

describe("GET /api/translations/summary", () => {
  it("is counted once and kept until a change is announced, and sees the next write", async () => {
    const before = await summary();
    // A write no announcement tells of is not seen: the counts are kept.
    await suite.server.deps.database.db
      .insert(siteTexts)
      .values({ language: "fr", key: "about.title", text: "Qui sommes-nous" });
    expect(await summary()).toEqual(before);
    // Another process's write, relayed: the counts are made again.
    suite.server.deps.changes.deliver("site_texts");
    const relayed = await summary();
    expect(relayed.en.site_texts.outdated).toBe(before.en.site_texts.outdated + 1);
    // A write of this process is seen by the next summary.
    await ok(await put("fr", "contact.title", { text: "Écrivez-nous" }));
    const after = await summary();
    expect(after.en.site_texts.outdated).toBe(relayed.en.site_texts.outdated + 1);
    expect(after.ar.site_texts.outdated).toBe(relayed.ar.site_texts.outdated + 1);
  });
});
