import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers;
});
afterAll(() => server.close());

const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const post = (table: string, body: unknown, headers = admin) =>
  api(`/api/${table}`, { method: "POST", headers, body: JSON.stringify(body) });

describe("content API", () => {
  it("lists rows newest first, publicly", async () => {
    const first = await (
      await post("services", { title: "A", description: "d", category: "IA" })
    ).json();
    const second = await (
      await post("services", { title: "B", description: "d", category: "IA" })
    ).json();
    const res = await api("/api/services");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { id: string }[];
    expect(rows.map((r) => r.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("reads one row as the list answers it: a visitor a published one, without its authors", async () => {
    const row = await (
      await post("services", {
        title: "Un",
        description: "d",
        category: "IA",
        translations: { en: { title: "One" } },
      })
    ).json();
    const visitor = await api(`/api/services/${row.id}?lang=en`);
    expect(visitor.status).toBe(200);
    const read = await visitor.json();
    expect(read).toMatchObject({
      id: row.id,
      title: "One",
      lang: "en",
      fallback: ["description", "category"],
    });
    expect(read).not.toHaveProperty("created_by");
    const draft = await (
      await post("services", {
        title: "Brouillon",
        description: "d",
        category: "IA",
        published: false,
      })
    ).json();
    expect((await api(`/api/services/${draft.id}`)).status).toBe(404);
    const team = await api(`/api/services/${draft.id}`, { headers: admin });
    expect(team.status).toBe(200);
    expect(await team.json()).toMatchObject({
      id: draft.id,
      published: false,
      created_by: expect.any(String),
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      expect((await api(`/api/services/${id}`, { headers: admin })).status).toBe(404);
    }
  });

  it("answers 304 to a matching If-None-Match, and a new list after any write", async () => {
    const first = await api("/api/research");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    expect((await api("/api/research", { headers: { "if-none-match": etag } })).status).toBe(304);
    const row = await (
      await post("research", { title: "Cache", description: "d", start_date: "2026-03-01" })
    ).json();
    const after = await api("/api/research", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { id: string }[])[0]!.id).toBe(row.id);
    await api(`/api/research/${row.id}`, { method: "DELETE", headers: admin });
    const gone = (await (await api("/api/research")).json()) as { id: string }[];
    expect(gone.some((r) => r.id === row.id)).toBe(false);
  });

  it("inserts a row and returns it with server-set id and timestamps", async () => {
    const res = await post("services", {
      title: "Chatbots",
      description: "RAG",
      category: "IA",
      price: 1200.5,
    });
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({ title: "Chatbots", price: 1200.5, category: "IA" });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
  });

  it("stores an empty price as unset", async () => {
    const row = await (
      await post("services", { title: "T", description: "d", category: "c", price: "" })
    ).json();
    expect(row.price).toBeNull();
  });

  it("refuses a case study without a client with the product's message", async () => {
    const res = await post("case_studies", { title: "T", description: "d" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields.client).toBe("Veuillez remplir tous les champs obligatoires");
  });

  it("starts research as planned and keeps list fields as arrays", async () => {
    const res = await post("research", {
      title: "Distillation",
      description: "Compact models",
      start_date: "2026-01-15",
      team: ["Alice", " Bob ", ""],
    });
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row.status).toBe("planned");
    expect(row.team).toEqual(["Alice", "Bob"]);
    expect(row.publications).toEqual([]);
  });

  it("refuses a link demo whose link is not a URL, and an unknown research status", async () => {
    const demo = await post("demos", { title: "D", type: "lien", media_url: "not a url" });
    expect(demo.status).toBe(400);
    expect((await demo.json()).error.fields.media_url).toMatch(/URL/);
    const research = await post("research", {
      title: "T",
      description: "d",
      start_date: "2026-01-01",
      status: "paused",
    });
    expect(research.status).toBe(400);
  });

  it.each(["0000-01-01", "1899-12-31", "2201-01-01", "9999-12-31"])(
    "refuses a research date out of 1900–2200 (%s) with a field message, and stores nothing",
    async (date) => {
      const before = (await (await api("/api/research")).json()) as unknown[];
      for (const field of ["start_date", "end_date"]) {
        const res = await post("research", {
          title: "Hors limites",
          description: "d",
          start_date: "2026-03-01",
          [field]: date,
        });
        expect(res.status).toBe(400);
        const { error } = await res.json();
        expect(error.fields[field]).toBe("Veuillez saisir une date entre 1900 et 2200");
      }
      const patch = await api(
        `/api/research/${(await (await post("research", { title: "Ok", description: "d", start_date: "1900-01-01", end_date: "2200-12-31" })).json()).id}`,
        {
          method: "PATCH",
          headers: admin,
          body: JSON.stringify({ end_date: date }),
        },
      );
      expect(patch.status).toBe(400);
      expect((await (await api("/api/research")).json()) as unknown[]).toHaveLength(
        before.length + 1,
      );
    },
  );

  it("updates a row, setting updated_at, and validates the resulting row", async () => {
    const row = await (
      await post("markets", { name: "France", description: "d", region: "Europe" })
    ).json();
    expect(row.size).toBe(0);
    const res = await api(`/api/markets/${row.id}`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ size: 120.5, growth_rate: 3.2, key_players: ["A", "B"] }),
    });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({
      size: 120.5,
      growth_rate: 3.2,
      key_players: ["A", "B"],
      name: "France",
    });
    expect(updated.updated_at > row.updated_at).toBe(true);
    const bad = await api(`/api/markets/${row.id}`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ name: "  " }),
    });
    expect(bad.status).toBe(400);
    const list = (await (await api("/api/markets", { headers: admin })).json()) as {
      id: string;
      name: string;
    }[];
    expect(list.find((m) => m.id === row.id)?.name).toBe("France");
  });

  it("deletes a row (204) and answers 404 for unknown ids", async () => {
    const row = await (
      await post("services", { title: "X", description: "d", category: "c" })
    ).json();
    expect(
      (await api(`/api/services/${row.id}`, { method: "DELETE", headers: admin })).status,
    ).toBe(204);
    expect(
      (await api(`/api/services/${row.id}`, { method: "DELETE", headers: admin })).status,
    ).toBe(404);
    const patch = await api(`/api/services/${row.id}`, {
      method: "PATCH",
      headers: admin,
      body: "{}",
    });
    expect(patch.status).toBe(404);
    expect((await patch.json()).error.code).toBe("not_found");
    expect(
      (await api("/api/services/not-a-uuid", { method: "DELETE", headers: admin })).status,
    ).toBe(404);
  });

  it("refuses writes signed out (401) and to an account without a role of the team (403)", async () => {
    const anonymous = await post(
      "services",
      { title: "A", description: "d", category: "c" },
      {
        "content-type": "application/json",
      },
    );
    expect(anonymous.status).toBe(401);
    const user = await server.bearerFor("user");
    const res = await post(
      "services",
      { title: "A", description: "d", category: "c" },
      user.headers,
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  });

  it("answers 404 for an unknown table and 415 for a non-JSON body", async () => {
    expect((await api("/api/nope")).status).toBe(404);
    const res = await api("/api/services", {
      method: "POST",
      headers: { authorization: admin.authorization! },
      body: "title=x",
    });
    expect(res.status).toBe(415);
  });
});
