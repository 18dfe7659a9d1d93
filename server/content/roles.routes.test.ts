import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Bearer, startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let admin: Bearer;
let editor: Bearer;
let translator: Bearer;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.bearerForMember("admin");
  editor = await server.bearerForMember("editor");
  translator = await server.bearerForMember("translator", ["ar"]);
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const write = (method: string, path: string, body: unknown, member: Bearer) =>
  api(path, { method, headers: member.headers, body: JSON.stringify(body) });

const service = {
  title: "Audit IA",
  description: "Un audit.",
  category: "Conseil",
  price: 1200,
  translations: { en: { title: "AI audit" }, ar: { title: "تدقيق", description: "قديم" } },
};

async function created(member = editor): Promise<Json & { id: string }> {
  const res = await write("POST", "/api/services", service, member);
  expect(res.status).toBe(201);
  return res.json();
}

/** The row as the team reads it. */
async function stored(id: string): Promise<Json | undefined> {
  const res = await api("/api/services", { headers: admin.headers });
  return ((await res.json()) as Json[]).find((row) => row.id === id);
}

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(403);
  expect((await res.json()).error).toEqual({ code: "forbidden", message });
}

const arabic = { title: "تدقيق الذكاء الاصطناعي", description: "تدقيق.", category: "استشارات" };

describe("a translator's edits", () => {
  it("writes the translations of its language, merged: French and the other languages stay", async () => {
    const row = await created();
    const res = await write(
      "PATCH",
      `/api/services/${row.id}`,
      { translations: { ar: arabic } },
      translator,
    );
    expect(res.status).toBe(200);
    const after = await stored(row.id);
    expect(after).toMatchObject({
      title: "Audit IA",
      description: "Un audit.",
      price: 1200,
      published: true,
      created_by: editor.id,
      updated_by: translator.id,
    });
    expect(after?.translations).toEqual({ en: { title: "AI audit" }, ar: arabic });
  });

  it("is refused another language, a French field, a publication or an untranslated field, changing nothing", async () => {
    const row = await created();
    const before = await stored(row.id);
    const patch = (body: Json) => write("PATCH", `/api/services/${row.id}`, body, translator);
    await expectRefused(
      await patch({ translations: { en: { title: "Audit" } } }),
      "Cette langue ne vous est pas attribuée : en",
    );
    await expectRefused(
      await patch({ translations: { fr: { title: "Audit" } } }),
      "Cette langue ne vous est pas attribuée : fr",
    );
    await expectRefused(
      await patch({ title: "Autre titre", translations: { ar: { title: "عنوان" } } }),
      "Un traducteur ne modifie que les traductions (refusé : Titre)",
    );
    await expectRefused(
      await patch({ published: false }),
      "Un traducteur ne publie ni ne dépublie une fiche",
    );
    await expectRefused(
      await patch({ translations: { ar: { price: "10" } } }),
      "Ce champ ne se traduit pas : Prix (€)",
    );
    expect(await stored(row.id)).toEqual(before);
  });

  it("is refused creating, deleting and ordering rows", async () => {
    const row = await created();
    await expectRefused(
      await write("POST", "/api/services", service, translator),
      "Cette action est réservée aux éditeurs et aux administrateurs",
    );
    expect(
      (await api(`/api/services/${row.id}`, { method: "DELETE", headers: translator.headers }))
        .status,
    ).toBe(403);
    const order = await write("POST", "/api/services/order", { ids: [row.id] }, translator);
    expect(order.status).toBe(403);
    expect((await order.json()).error.code).toBe("forbidden");
    expect(await stored(row.id)).toBeDefined();
  });
});

describe("an editor's edits", () => {
  it("creates, edits every field, publishes, orders and deletes, named as the rows' author", async () => {
    const row = await created(admin);
    expect(row).toMatchObject({ created_by: admin.id, updated_by: admin.id });
    const patched = await write(
      "PATCH",
      `/api/services/${row.id}`,
      { title: "Audit de données", published: false, translations: { en: { title: "Data" } } },
      editor,
    );
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      title: "Audit de données",
      published: false,
      translations: { en: { title: "Data" }, ar: service.translations.ar },
      created_by: admin.id,
      updated_by: editor.id,
    });
    // The second row moves to position 1: its last writer is now the editor.
    const other = await created(admin);
    const order = await write("POST", "/api/services/order", { ids: [row.id, other.id] }, editor);
    expect(order.status).toBe(204);
    expect(await stored(other.id)).toMatchObject({
      position: 1,
      created_by: admin.id,
      updated_by: editor.id,
    });
    const removed = await api(`/api/services/${row.id}`, {
      method: "DELETE",
      headers: editor.headers,
    });
    expect(removed.status).toBe(204);
    expect(await stored(row.id)).toBeUndefined();
  });
});

describe("a row's authors", () => {
  it("are the team's: visitors' lists do not carry them, in any language", async () => {
    const row = await created();
    for (const path of ["/api/services", "/api/services?lang=en"]) {
      const visitor = ((await (await api(path)).json()) as Json[]).find((r) => r.id === row.id);
      expect(visitor).toBeDefined();
      expect(visitor).not.toHaveProperty("created_by");
      expect(visitor).not.toHaveProperty("updated_by");
      const team = await api(path, { headers: translator.headers });
      const seen = ((await team.json()) as Json[]).find((r) => r.id === row.id);
      expect(seen).toMatchObject({ created_by: editor.id, updated_by: editor.id });
    }
  });
});
