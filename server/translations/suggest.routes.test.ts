import { describe, expect, it } from "vitest";
import { type Bearer, startTestServer } from "../test/support/harness";
import { translationSuite } from "../test/support/translation-model";

const suite = translationSuite({
  TRANSLATION_LLM_MODEL: "translator",
  TRANSLATION_LLM_KEY: "translation-key",
});

type Json = Record<string, unknown>;
const send = (as: Bearer, path: string, body: unknown) =>
  fetch(`${suite.server.url}${path}`, {
    method: "POST",
    headers: as.headers,
    body: JSON.stringify(body),
  });

const study = {
  title: "Chatbot pour une clinique",
  description: "Un assistant qui répond aux patients.",
  client: "Clinique secrète du Lac",
  results: "30 % d'appels en moins.",
  translations: { en: { title: "Clinic chatbot" } },
};
const created = async (): Promise<Json & { id: string }> => {
  const res = await send(suite.editor, "/api/case_studies", study);
  expect(res.status).toBe(201);
  return res.json();
};
const suggest = (id: string, body: unknown, as = suite.editor) =>
  send(as, `/api/case_studies/${id}/translations/suggest`, body);
const stored = async (id: string) =>
  (
    await fetch(`${suite.server.url}/api/case_studies/${id}`, { headers: suite.editor.headers })
  ).json();

describe("POST /api/{table}/{id}/translations/suggest", () => {
  it("suggests the missing and outdated fields, sending the model only their French, their names and the glossary, and saves nothing", async () => {
    const row = await created();
    suite.model.answer = "An assistant for the patients of a clinic.";
    const res = await suggest(row.id, { lang: "en" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { lang: string; values: Record<string, string> };
    expect(body.lang).toBe("en");
    expect(Object.keys(body.values).sort()).toEqual(["description", "results"]);
    expect(body.values.description).toBe("An assistant for the patients of a clinic.");
    const sent = suite.model.requests.map((request) => JSON.stringify(request.body.messages));
    expect(sent).toHaveLength(2);
    expect(sent.join()).toContain("Un assistant qui répond aux patients.");
    expect(sent.join()).toContain("ADA");
    expect(sent.join()).toContain("Description");
    expect(sent.join()).not.toContain("Clinique secrète");
    expect(sent.join()).not.toContain(row.id);
    expect(suite.model.requests[0]?.authorization).toBe("Bearer translation-key");
    expect(suite.model.requests[0]?.body.model).toBe("translator");
    expect(await stored(row.id)).toMatchObject({ translations: study.translations });
  });

  it("answers the fields named, and limits a translator to its languages", async () => {
    const row = await created();
    suite.model.answer = "Clinic chatbot";
    const named = await suggest(row.id, { lang: "en", fields: ["title"] }, suite.english);
    expect(((await named.json()) as Json).values).toEqual({ title: "Clinic chatbot" });
    const arabic = await suggest(row.id, { lang: "ar" }, suite.english);
    expect(arabic.status).toBe(403);
    expect(suite.model.requests).toHaveLength(1);
  });

  it("says in French that the model is slow, failing or off its task, changing nothing", async () => {
    const row = await created();
    const cases = [
      { mode: "slow", status: 503, code: "translation_timeout" },
      { mode: "error", status: 502, code: "translation_failed" },
      { mode: "hostile", status: 502, code: "translation_refused" },
      { mode: "leak", status: 502, code: "translation_refused" },
    ] as const;
    for (const { mode, status, code } of cases) {
      suite.model.mode = mode;
      if (mode === "slow") suite.slow(300);
      const res = await suggest(row.id, { lang: "en", fields: ["description"] });
      expect(res.status, mode).toBe(status);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/rien n'a été modifié/);
    }
    expect(await stored(row.id)).toMatchObject({ translations: study.translations });
  });

  it("cleans markup out of a suggestion, and refuses one in another language", async () => {
    const row = await created();
    suite.model.answer = '<b>مساعد</b> <script>alert("x")</script>يجيب على المرضى.';
    const cleaned = await suggest(row.id, { lang: "ar", fields: ["description"] });
    expect(((await cleaned.json()) as Json).values).toEqual({
      description: "مساعد يجيب على المرضى.",
    });
    suite.model.answer = "Un assistant qui répond aux patients de la clinique et à leurs familles.";
    const french = await suggest(row.id, { lang: "en", fields: ["description"] });
    expect(french.status).toBe(502);
    suite.model.answer = "Клиника и её пациенты.";
    const cyrillic = await suggest(row.id, { lang: "ar", fields: ["description"] });
    expect(cyrillic.status).toBe(502);
  });
});

describe("without a translation model", () => {
  it("answers 501 translation_unavailable", async () => {
    const bare = await startTestServer();
    try {
      const as = await bare.bearerForMember("editor");
      const create = await fetch(`${bare.url}/api/services`, {
        method: "POST",
        headers: as.headers,
        body: JSON.stringify({ title: "Audit", description: "Un audit.", category: "Conseil" }),
      });
      const { id } = (await create.json()) as { id: string };
      const res = await fetch(`${bare.url}/api/services/${id}/translations/suggest`, {
        method: "POST",
        headers: as.headers,
        body: JSON.stringify({ lang: "en" }),
      });
      expect(res.status).toBe(501);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        "translation_unavailable",
      );
    } finally {
      await bare.close();
    }
  });
});
