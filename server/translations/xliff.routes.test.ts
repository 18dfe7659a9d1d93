import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Bearer, startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let editor: Bearer;
let arabic: Bearer;

beforeAll(async () => {
  server = await startTestServer();
  editor = await server.bearerForMember("editor");
  arabic = await server.bearerForMember("translator", ["ar"]);
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const api = (path: string, as: Bearer, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...as.headers, ...init.headers } });
const post = async (path: string, body: unknown): Promise<Json & { id: string }> => {
  const res = await api(path, editor, { method: "POST", body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return res.json();
};
const exported = async (query: string, as = editor) => {
  const res = await api(`/api/translations/export?${query}`, as);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/x-xliff+xml");
  return res.text();
};
const imported = async (xml: string, as = editor) => {
  const form = new FormData();
  form.set("file", new Blob([xml], { type: "application/x-xliff+xml" }), "ar.xlf");
  const { "content-type": _json, ...headers } = as.headers;
  return fetch(`${server.url}/api/translations/import`, { method: "POST", headers, body: form });
};
const row = async (id: string): Promise<Json> =>
  (await api(`/api/case_studies/${id}`, editor)).json();

/** A CAT tool's save: a target filled in, its entities and white space its own, a note added. */
const fill = (xml: string, id: string, target: string) =>
  xml.replace(
    new RegExp(
      `(<trans-unit id="${id}"[^>]*>[\\s\\S]*?)<target\\s*/>|(<trans-unit id="${id}"[^>]*>[\\s\\S]*?)<target>[^<]*</target>`,
    ),
    (_all, a, b) =>
      `${a ?? b}<target state="translated">\n          ${target}\n        </target>\n        <note from="translator">vérifié</note>`,
  );

describe("XLIFF export and import", () => {
  it("round-trips a file as a CAT tool leaves it: targets filled, a unit refused whose French changed meanwhile", async () => {
    const study = await post("/api/case_studies", {
      title: "Étude R&D",
      description: "Un modèle prédit la demande.",
      client: "Client",
      results: "Moins de stock.",
      translations: { ar: { title: "دراسة البحث والتطوير" } },
    });
    const other = await post("/api/case_studies", {
      title: "Tableau ESG",
      description: "Des indicateurs suivis.",
      client: "Client",
    });
    const xml = await exported("lang=ar&state=missing,outdated&tables=case_studies");
    expect(xml).toContain('source-language="fr"');
    expect(xml).toContain('target-language="ar"');
    expect(xml).toContain(`id="case_studies/${study.id}/description"`);
    expect(xml).not.toContain(`id="case_studies/${study.id}/title"`);
    expect(xml).toContain("<source>Un modèle prédit la demande.</source>");

    // Unchanged, the file changes nothing.
    const same = await imported(xml);
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ updated: 0, refused: [] });

    let edited = fill(
      xml,
      `case_studies/${study.id}/description`,
      "نموذج يتنبأ بالطلب &amp; المخزون &#1605;",
    );
    edited = fill(edited, `case_studies/${study.id}/results`, "مخزون أقل.");
    edited = fill(edited, `case_studies/${other.id}/description`, "مؤشرات متابعة.");
    // Meanwhile an editor rewrites the other study's French.
    const patched = await api(`/api/case_studies/${other.id}`, editor, {
      method: "PATCH",
      body: JSON.stringify({ description: "Des indicateurs suivis chaque mois." }),
    });
    expect(patched.status).toBe(200);

    const res = await imported(edited, arabic);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      updated: 2,
      unchanged: expect.any(Number),
      refused: [{ id: `case_studies/${other.id}/description`, reason: "source_changed" }],
    });
    const after = (await row(study.id)) as {
      translations: Record<string, Record<string, string>>;
      translation_state: Record<string, Record<string, string>>;
    };
    expect(after.translations.ar).toEqual({
      title: "دراسة البحث والتطوير",
      description: "نموذج يتنبأ بالطلب & المخزون م",
      results: "مخزون أقل.",
    });
    expect(after.translation_state.ar?.description).toBe("current");
    expect(((await row(other.id)) as { translations: Json }).translations).toEqual({});

    // The same file again: nothing more to write.
    const again = await imported(edited, arabic);
    expect(await again.json()).toMatchObject({ updated: 0 });
  });

  it("exports and imports site texts, and keeps a translator to its languages", async () => {
    const xml = await exported("lang=ar&tables=site_texts", arabic);
    expect(xml).toContain('id="site_texts/hero.title"');
    const refused = await api("/api/translations/export?lang=en", arabic);
    expect(refused.status).toBe(403);
    const english = (await exported("lang=en&tables=site_texts")).replace(
      /<trans-unit id="site_texts\/hero\.title"([^>]*)>([\s\S]*?)<target>[^<]*<\/target>/,
      '<trans-unit id="site_texts/hero.title"$1>$2<target>AI that works</target>',
    );
    const byTranslator = await imported(english, arabic);
    expect(byTranslator.status).toBe(403);
    const byEditor = await imported(english);
    expect(await byEditor.json()).toMatchObject({ updated: 1, refused: [] });
    const texts = (await (await fetch(`${server.url}/api/site_texts`)).json()) as {
      en: Record<string, string>;
    };
    expect(texts.en["hero.title"]).toBe("AI that works");
  });

  it("refuses what is not an XLIFF file, and a file too large", async () => {
    const bad = await imported("<html>not xliff</html>");
    expect(bad.status).toBe(400);
    const huge = await imported(`<xliff>${"x".repeat(6 * 1024 * 1024)}</xliff>`);
    expect(huge.status).toBe(413);
  });
});

describe("the work left", () => {
  it("counts missing, outdated and machine fields per language and table, a translator its own, and lists the rows", async () => {
    const study = await post("/api/case_studies", {
      title: "Compter",
      description: "Une description.",
      client: "Client",
      translations: { en: { title: "Count", description: "A description." } },
    });
    await api(`/api/case_studies/${study.id}`, editor, {
      method: "PATCH",
      body: JSON.stringify({ description: "Une autre description." }),
    });
    const summary = (await (await api("/api/translations/summary", editor)).json()) as Record<
      string,
      Record<string, { missing: number; outdated: number; machine: number }>
    >;
    expect(summary.en?.case_studies?.outdated).toBeGreaterThanOrEqual(1);
    expect(summary.ar?.case_studies?.missing).toBeGreaterThanOrEqual(2);
    expect(summary.en?.site_texts).toBeDefined();
    const own = (await (await api("/api/translations/summary", arabic)).json()) as Json;
    expect(Object.keys(own)).toEqual(["ar"]);
    const outdated = (await (
      await api("/api/case_studies?translation=en:outdated&limit=50", editor)
    ).json()) as { id: string }[];
    expect(outdated.map((r) => r.id)).toContain(study.id);
    const machine = (await (
      await api("/api/case_studies?translation=en:machine&limit=50", editor)
    ).json()) as { id: string }[];
    expect(machine.map((r) => r.id)).not.toContain(study.id);
    const wrong = await api("/api/case_studies?translation=de:missing", editor);
    expect(wrong.status).toBe(400);
  });
});
