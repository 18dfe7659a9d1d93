import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers;
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const write = (method: string, path: string, body: unknown, headers = admin) =>
  api(path, { method, headers, body: JSON.stringify(body) });
const created = async (table: string, body: Json): Promise<Json & { id: string }> => {
  const res = await write("POST", `/api/${table}`, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return res.json();
};
const list = async (path: string, headers: Record<string, string> = {}): Promise<Json[]> => {
  const res = await api(path, { headers });
  expect(res.status).toBe(200);
  return res.json();
};

const service = { title: "Audit IA", description: "Un audit.", category: "Conseil" };

describe("translations in the content API", () => {
  it("stores the translations given at creation and answers them with the row", async () => {
    const row = await created("services", {
      ...service,
      translations: { en: { title: "AI audit", description: "An audit." }, ar: { title: "تدقيق" } },
    });
    expect(row.translations).toEqual({
      en: { title: "AI audit", description: "An audit." },
      ar: { title: "تدقيق" },
    });
    expect(row).toMatchObject({ published: true, position: 0 });
    const stored = (await list("/api/services")).find((r) => r.id === row.id);
    expect(stored?.translations).toEqual(row.translations);
  });

  it("PATCH replaces each language given, removes one sent as null, keeps the others", async () => {
    const row = await created("services", {
      ...service,
      translations: { en: { title: "Old", category: "Advice" }, ar: { title: "قديم" } },
    });
    const res = await write("PATCH", `/api/services/${row.id}`, {
      translations: { en: { title: "New" } },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).translations).toEqual({
      en: { title: "New" },
      ar: { title: "قديم" },
    });
    const removed = await write("PATCH", `/api/services/${row.id}`, { translations: { ar: null } });
    expect((await removed.json()).translations).toEqual({ en: { title: "New" } });
    // A PATCH without translations keeps them.
    const other = await write("PATCH", `/api/services/${row.id}`, { price: 10 });
    expect((await other.json()).translations).toEqual({ en: { title: "New" } });
  });

  it("refuses an unknown language or field with a 400 naming it, and stores nothing", async () => {
    const before = (await list("/api/services")).length;
    const language = await write("POST", "/api/services", {
      ...service,
      translations: { de: { title: "KI" } },
    });
    expect(language.status).toBe(400);
    expect((await language.json()).error.fields).toEqual({
      "translations.de": "Langue inconnue (langues traduites : en, ar)",
    });
    // price is not translatable; client is not a field of services.
    const field = await write("POST", "/api/services", {
      ...service,
      translations: { en: { price: "12", client: "x" } },
    });
    expect(field.status).toBe(400);
    const fields = (await field.json()).error.fields;
    expect(Object.keys(fields).sort()).toEqual(["translations.en.client", "translations.en.price"]);
    expect((await list("/api/services")).length).toBe(before);
  });

  it("applies a field's rules to its translations, except 'required'", async () => {
    const tooLong = await write("POST", "/api/services", {
      ...service,
      translations: { en: { title: "x".repeat(201) } },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toEqual({
      "translations.en.title": "Ce champ ne doit pas dépasser 200 caractères",
    });
    // An empty translated value is a missing one.
    const row = await created("services", {
      ...service,
      translations: { en: { title: "  ", description: "Only this" }, ar: { title: "" } },
    });
    expect(row.translations).toEqual({ en: { description: "Only this" } });
  });

  it("leaves the stored row as it was when a PATCH is refused", async () => {
    const row = await created("services", { ...service, translations: { en: { title: "Kept" } } });
    const res = await write("PATCH", `/api/services/${row.id}`, {
      title: "Changed",
      translations: { en: { title: "Changed" }, xx: {} },
    });
    expect(res.status).toBe(400);
    const stored = (await list("/api/services")).find((r) => r.id === row.id);
    expect(stored).toMatchObject({ title: "Audit IA", translations: { en: { title: "Kept" } } });
  });
});

describe("?lang= resolution", () => {
  it("answers each row in the language asked, French where it is missing, and names those fields", async () => {
    const row = await created("services", {
      ...service,
      translations: { en: { title: "AI audit" } },
    });
    const en = (await list("/api/services?lang=en")).find((r) => r.id === row.id);
    expect(en).toMatchObject({
      title: "AI audit",
      description: "Un audit.",
      category: "Conseil",
      lang: "en",
    });
    expect([...((en?.fallback ?? []) as string[])].sort()).toEqual(["category", "description"]);
    expect(en).not.toHaveProperty("translations");
    const ar = (await list("/api/services?lang=ar")).find((r) => r.id === row.id);
    expect(ar).toMatchObject({ title: "Audit IA", lang: "ar" });
    expect([...((ar?.fallback ?? []) as string[])].sort()).toEqual([
      "category",
      "description",
      "title",
    ]);
    const fr = (await list("/api/services?lang=fr")).find((r) => r.id === row.id);
    expect(fr).toMatchObject({ title: "Audit IA", lang: "fr", fallback: [] });
  });

  it("refuses a language it does not know", async () => {
    const res = await api("/api/services?lang=de");
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("lang");
  });
});

describe("a research project's partner", () => {
  it("is a translatable field: stored, read per language with French as fallback, in OpenAPI", async () => {
    const project = await created("research", {
      title: "Vision embarquée",
      description: "Des modèles sur caméra.",
      partner: "école d'ingénieurs de Lyon",
      start_date: "2026-02-01",
      translations: { en: { title: "Embedded vision", partner: "Lyon engineering school" } },
    });
    expect(project.partner).toBe("école d'ingénieurs de Lyon");
    const en = (await list("/api/research?lang=en")).find((r) => r.id === project.id);
    expect(en).toMatchObject({ title: "Embedded vision", partner: "Lyon engineering school" });
    const ar = (await list("/api/research?lang=ar")).find((r) => r.id === project.id);
    expect(ar).toMatchObject({ partner: "école d'ingénieurs de Lyon" });
    expect(ar?.fallback).toContain("partner");
    const tooLong = await write("PATCH", `/api/research/${project.id}`, {
      translations: { ar: { partner: "x".repeat(201) } },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toHaveProperty(["translations.ar.partner"]);
    const doc = await (await api("/api/openapi.json")).json();
    const schemas = JSON.stringify(doc.components.schemas);
    expect(schemas).toContain('"partner"');
  });
});

describe("drafts and order", () => {
  it("lists drafts to the team only, and a publish shows the row to everyone", async () => {
    const draft = await created("research", {
      title: "Projet secret",
      description: "d",
      start_date: "2026-01-01",
      published: false,
    });
    const anonymous = await list("/api/research");
    expect(anonymous.some((r) => r.id === draft.id)).toBe(false);
    expect((await list("/api/research?lang=en")).some((r) => r.id === draft.id)).toBe(false);
    expect((await list("/api/research", admin)).some((r) => r.id === draft.id)).toBe(true);
    for (const member of [
      await server.bearerForMember("editor"),
      await server.bearerForMember("translator", ["en"]),
    ]) {
      expect((await list("/api/research", member.headers)).some((r) => r.id === draft.id)).toBe(
        true,
      );
    }
    // A signed-in account without a role of the team sees what visitors see.
    const user = (await server.bearerForMember("user")).headers;
    expect((await list("/api/research", user)).some((r) => r.id === draft.id)).toBe(false);

    const res = await write("PATCH", `/api/research/${draft.id}`, { published: true });
    expect(res.status).toBe(200);
    expect((await list("/api/research")).some((r) => r.id === draft.id)).toBe(true);
  });

  it("keeps the API's order newest first; position is stored for the public order", async () => {
    const a = await created("demos", {
      title: "A",
      type: "lien",
      media_url: "https://example.com/a",
      position: 2,
    });
    const b = await created("demos", {
      title: "B",
      type: "lien",
      media_url: "https://example.com/b",
      position: 1,
    });
    const ids = (await list("/api/demos")).map((r) => r.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(a.position).toBe(2);
    const bad = await write("PATCH", `/api/demos/${a.id}`, { position: 1.5 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      position: "Veuillez saisir un nombre entier",
    });
  });

  it("refuses publication fields on a table that has none", async () => {
    const res = await write("POST", "/api/markets", {
      name: "Golfe",
      description: "d",
      region: "GCC",
      published: false,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ published: "Champ inconnu" });
  });
});

describe("case study slugs", () => {
  const study = { title: "Étude : Santé & IA", description: "d", client: "Clinique" };

  it("makes a slug from the French title when none is given, and a free one when it is taken", async () => {
    const first = await created("case_studies", study);
    expect(first.slug).toBe("etude-sante-ia");
    const second = await created("case_studies", study);
    expect(second.slug).toBe("etude-sante-ia-2");
  });

  it("answers 409 slug_taken for a slug given that another row holds, and stores nothing", async () => {
    const taken = await created("case_studies", { ...study, slug: "pris" });
    const res = await write("POST", "/api/case_studies", { ...study, slug: "pris" });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error.code).toBe("slug_taken");
    expect(body.error.fields).toHaveProperty("slug");
    const other = await created("case_studies", { ...study, slug: "autre" });
    const patch = await write("PATCH", `/api/case_studies/${other.id}`, { slug: "pris" });
    expect(patch.status).toBe(409);
    const rows = await list("/api/case_studies");
    expect(rows.filter((r) => r.slug === "pris").map((r) => r.id)).toEqual([taken.id]);
    expect(rows.find((r) => r.id === other.id)?.slug).toBe("autre");
    // Its own slug is not taken by itself.
    const same = await write("PATCH", `/api/case_studies/${taken.id}`, {
      slug: "pris",
      title: "T",
    });
    expect(same.status).toBe(200);
  });

  it("refuses a slug that is not lowercase letters, digits and hyphens", async () => {
    for (const slug of ["Majuscule", "deux--tirets", "-debut", "espace ici", "x".repeat(81)]) {
      const res = await write("POST", "/api/case_studies", { ...study, slug });
      expect(res.status, slug).toBe(400);
      expect((await res.json()).error.fields, slug).toHaveProperty("slug");
    }
  });

  it("keeps the region to europe, gulf or none", async () => {
    const gulf = await created("case_studies", { ...study, region: "gulf" });
    expect(gulf.region).toBe("gulf");
    const none = await created("case_studies", { ...study, region: "" });
    expect(none.region).toBeNull();
    const res = await write("POST", "/api/case_studies", { ...study, region: "asia" });
    expect(res.status).toBe(400);
  });
});

describe("testimonials", () => {
  it("have the same calls as the other content tables", async () => {
    const row = await created("testimonials", {
      author: "Sara K.",
      quote: "Un travail remarquable.",
      role: "Directrice",
      company: "Acme",
      avatar_url: "/storage/media/sara.webp",
      translations: { en: { quote: "Remarkable work.", role: "Director" } },
    });
    const en = (await list("/api/testimonials?lang=en")).find((r) => r.id === row.id);
    expect(en).toMatchObject({ quote: "Remarkable work.", role: "Director", fallback: [] });
    const missing = await write("POST", "/api/testimonials", { quote: "Sans auteur" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toHaveProperty("author");
    const badUrl = await write("POST", "/api/testimonials", {
      author: "X",
      quote: "Q",
      avatar_url: "javascript:alert(1)",
    });
    expect(badUrl.status).toBe(400);
    expect(
      (await api(`/api/testimonials/${row.id}`, { method: "DELETE", headers: admin })).status,
    ).toBe(204);
  });

  it("are written by administrators only", async () => {
    const res = await write("POST", "/api/testimonials", { author: "X", quote: "Q" }, {});
    expect(res.status).toBe(401);
  });
});

describe("POST /api/{table}/order", () => {
  it("sets the public order in one call, and the visitors' pages follow it", async () => {
    const base = { description: "d", category: "Ordre" };
    const a = await created("services", { ...base, title: "Ordre A" });
    const b = await created("services", { ...base, title: "Ordre B" });
    const c = await created("services", { ...base, title: "Ordre C" });
    const res = await write("POST", "/api/services/order", { ids: [c.id, a.id, b.id] });
    expect(res.status).toBe(204);
    const rows = await list("/api/services");
    const position = (id: string) => rows.find((r) => r.id === id)?.position;
    expect([position(c.id), position(a.id), position(b.id)]).toEqual([0, 1, 2]);
    // Each moved row has its audit entry.
    const audit = await api(`/api/audit?table=services&row_id=${a.id}`, { headers: admin });
    const entries = (await audit.json()) as { action: string; changes: Json }[];
    expect(entries[0]).toMatchObject({
      action: "update",
      changes: { position: { before: 0, after: 1 } },
    });
  });

  it("refuses strangers, unknown rows, repeated ids and tables without a public order", async () => {
    const row = await created("services", { ...service });
    expect((await write("POST", "/api/services/order", { ids: [row.id] }, {})).status).toBe(401);
    const unknown = await write("POST", "/api/services/order", {
      ids: [row.id, "00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.status).toBe(404);
    const stored = (await list("/api/services")).find((r) => r.id === row.id);
    expect(stored?.position).toBe(0);
    expect((await write("POST", "/api/services/order", { ids: [row.id, row.id] })).status).toBe(
      400,
    );
    expect((await write("POST", "/api/services/order", { ids: "x" })).status).toBe(400);
    expect((await write("POST", "/api/markets/order", { ids: [row.id] })).status).toBe(404);
  });
});
