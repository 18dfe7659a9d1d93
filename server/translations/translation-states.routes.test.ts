import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Bearer, startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let editor: Bearer;
let arabic: Bearer;
let english: Bearer;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.bearerForMember("editor");
  arabic = await server.bearerForMember("translator", ["ar"]);
  english = await server.bearerForMember("translator", ["en"]);
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers read field by field, as a client does
type Json = Record<string, any>;
const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const send = (as: Bearer, method: string, path: string, body: unknown) =>
  api(path, { method, headers: as.headers, body: JSON.stringify(body) });
const ok = async (res: Response, status = 200): Promise<Json> => {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
};
const read = async (id: string, as?: Bearer, query = ""): Promise<Json> =>
  ok(await api(`/api/case_studies/${id}${query}`, { headers: as?.headers }));

const study = {
  title: "Chatbot pour une clinique",
  description: "Un assistant qui répond aux patients.",
  client: "Clinique du Lac",
  industry: "Santé",
  results: "30 % d'appels en moins.",
  translations: {
    en: { title: "Clinic chatbot", results: "30% fewer calls." },
    ar: { title: "روبوت محادثة لعيادة", results: "مكالمات أقل بنسبة 30٪." },
  },
};
const created = async () => ok(await send(editor, "POST", "/api/case_studies", study), 201);

describe("translation states", () => {
  it("tells the team each field's state per language, and visitors nothing of it", async () => {
    const row = await created();
    expect(row.translation_state.en).toMatchObject({
      title: "current",
      results: "current",
      description: "missing",
      industry: "missing",
      challenge: "current",
    });
    expect(row.translation_state.ar.title).toBe("current");
    expect(row.translation_source).toEqual({});
    expect(row).not.toHaveProperty("translation_basis");
    const staffList = await ok(await api("/api/case_studies", { headers: editor.headers }));
    expect(staffList.find((r: Json) => r.id === row.id).translation_state.en.title).toBe("current");
    const visitor = await read(row.id);
    expect(visitor).not.toHaveProperty("translation_state");
    expect(visitor).not.toHaveProperty("translation_basis");
    expect(JSON.stringify(await read(row.id, undefined, "?lang=en"))).not.toContain("basis");
  });

  it("makes translations outdated when the French changes, keeping them and the French they were made from", async () => {
    const row = await created();
    const changed = await ok(
      await send(editor, "PATCH", `/api/case_studies/${row.id}`, {
        ...row,
        results: "40 % d'appels en moins.",
      }),
    );
    expect(changed.translation_state.en.results).toBe("outdated");
    expect(changed.translation_state.ar.results).toBe("outdated");
    expect(changed.translation_state.en.title).toBe("current");
    expect(changed.translations.en.results).toBe("30% fewer calls.");
    expect(changed.translation_source).toEqual({
      en: { results: "30 % d'appels en moins." },
      ar: { results: "30 % d'appels en moins." },
    });
    // Visitors still read the outdated translation.
    expect((await read(row.id, undefined, "?lang=en")).results).toBe("30% fewer calls.");
    // The write's journal entry holds the states it changed.
    const history = await ok(
      await api(`/api/audit/row?table=case_studies&row_id=${row.id}`, { headers: editor.headers }),
    );
    const entry = (history as unknown as Json[]).find(
      (e: Json) => e.action === "update" && e.changes.results,
    );
    expect(entry?.changes.translation_state.before.en.results).toBe("current");
    expect(entry?.changes.translation_state.after.en.results).toBe("outdated");
    expect(entry?.changes).not.toHaveProperty("translation_basis");
  });

  it("makes a person's new translation current and approves one that still holds, in the translator's languages only", async () => {
    const row = await created();
    await ok(await send(editor, "PATCH", `/api/case_studies/${row.id}`, { results: "Moins." }));
    const fixed = await ok(
      await send(arabic, "PATCH", `/api/case_studies/${row.id}`, {
        translations: { ar: { ...study.translations.ar, results: "أقل." } },
      }),
    );
    expect(fixed.translation_state.ar.results).toBe("current");
    expect(fixed.translation_state.en.results).toBe("outdated");
    const refused = await send(arabic, "POST", `/api/case_studies/${row.id}/translations/approve`, {
      lang: "en",
      fields: ["results"],
    });
    expect(refused.status).toBe(403);
    const approved = await ok(
      await send(english, "POST", `/api/case_studies/${row.id}/translations/approve`, {
        lang: "en",
        fields: ["results"],
      }),
    );
    expect(approved.translation_state.en.results).toBe("current");
    expect(approved.translations.en.results).toBe("30% fewer calls.");
    expect(approved.translation_source).toEqual({});
    const missing = await send(editor, "POST", `/api/case_studies/${row.id}/translations/approve`, {
      lang: "en",
      fields: ["industry"],
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.fields).toContain("Secteur");
  });

  it("keeps a model's translation saved unchanged as machine, shown to visitors in French until approved", async () => {
    const row = await created();
    const saved = await ok(
      await send(editor, "PATCH", `/api/case_studies/${row.id}`, {
        translations: { en: { ...study.translations.en, industry: "Healthcare" } },
        translation_origin: { en: { industry: "machine" } },
      }),
    );
    expect(saved.translation_state.en.industry).toBe("machine");
    expect(saved.translation_state.en.title).toBe("current");
    const english = await read(row.id, undefined, "?lang=en");
    expect(english.industry).toBe("Santé");
    expect(english.fallback).toContain("industry");
    await ok(
      await send(editor, "POST", `/api/case_studies/${row.id}/translations/approve`, {
        lang: "en",
      }),
    );
    const approved = await read(row.id, undefined, "?lang=en");
    expect(approved.industry).toBe("Healthcare");
    expect(approved.fallback).not.toContain("industry");
  });

  it("refuses a translator's origin in another language", async () => {
    const row = await created();
    const res = await send(arabic, "PATCH", `/api/case_studies/${row.id}`, {
      translations: { ar: { title: "عنوان" } },
      translation_origin: { en: { title: "machine" } },
    });
    expect(res.status).toBe(403);
    expect((await read(row.id, editor)).translations.ar.title).toBe(study.translations.ar.title);
  });

  it("migrates each existing translation as a person's, made against today's French", async () => {
    const row = await created();
    const { db } = server.deps.database;
    await db.execute(sql`update case_studies set translation_basis = '{}' where id = ${row.id}`);
    const migration = readFileSync("drizzle/0016_translation_states.sql", "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) => statement.includes('UPDATE "case_studies"'));
    for (const statement of migration) await db.execute(sql.raw(statement));
    await db.execute(
      sql`update case_studies set results = 'Autre chose.', translations = translations where id = ${row.id}`,
    );
    const after = await read(row.id, editor);
    expect(after.translation_state.en.results).toBe("outdated");
    expect(after.translation_state.en.title).toBe("current");
    expect(after.translation_source.en.results).toBe(study.results);
  });

  it("gives site texts the same states: an override of the French leaves the others outdated until written again", async () => {
    const keyStates = async () => {
      const keys = await ok(await api("/api/site_texts/keys", { headers: arabic.headers }));
      return (keys as unknown as Json[]).find((entry) => entry.key === "hero.title");
    };
    expect((await keyStates())?.translation_state).toEqual({ en: "current", ar: "current" });
    await ok(await send(editor, "PUT", "/api/site_texts/fr/hero.title", { text: "Une IA utile" }));
    const changed = await keyStates();
    expect(changed?.translation_state).toEqual({ en: "outdated", ar: "outdated" });
    expect(changed?.translation_source.ar).toBeDefined();
    await ok(await send(arabic, "PUT", "/api/site_texts/ar/hero.title", { text: "ذكاء مفيد" }));
    expect((await keyStates())?.translation_state).toEqual({ en: "outdated", ar: "current" });
  });
});
