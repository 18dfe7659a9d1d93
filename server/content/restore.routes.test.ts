import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let editor: Record<string, string>;
let translator: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  editor = (await server.bearerForMember("editor")).headers;
  translator = (await server.bearerForMember("translator", ["en"])).headers;
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
type Entry = Json & { id: string; action: string; changes: Record<string, Json> };
const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const write = (method: string, path: string, body: unknown, headers = editor) =>
  api(path, { method, headers, body: JSON.stringify(body) });
const history = async (id: string): Promise<Entry[]> =>
  (await api(`/api/audit/row?table=case_studies&row_id=${id}`, { headers: editor })).json();
const publicRow = async (id: string, lang = "") =>
  ((await (await api(`/api/case_studies${lang ? `?lang=${lang}` : ""}`)).json()) as Json[]).find(
    (row) => row.id === id,
  );
const restore = (id: string, body: Json, headers = editor) =>
  write("POST", `/api/case_studies/${id}/restore`, body, headers);

async function createCase(body: Json): Promise<Json & { id: string }> {
  const res = await write("POST", "/api/case_studies", {
    description: "Une étude.",
    client: "Acme",
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

describe("restoring a version from a row's history", () => {
  it("gives the row its values right after the entry, translations included, as a restore", async () => {
    const row = await createCase({
      title: "Titre d'hier",
      translations: { en: { title: "Yesterday's title" } },
    });
    await write("PATCH", `/api/case_studies/${row.id}`, {
      title: "Titre du jour",
      industry: "Santé",
      translations: { en: { title: "Today's title" } },
    });
    await write("PATCH", `/api/case_studies/${row.id}`, { client: "Globex" });
    const created = (await history(row.id)).find((entry) => entry.action === "create") as Entry;

    // What would change, nothing stored.
    const preview = await restore(row.id, { audit_id: created.id, dry_run: true });
    expect(preview.status).toBe(200);
    const { changes } = (await preview.json()) as { changes: Json };
    expect(changes).toEqual({
      title: { before: "Titre du jour", after: "Titre d'hier" },
      industry: { before: "Santé", after: null },
      client: { before: "Globex", after: "Acme" },
      translations: {
        before: { en: { title: "Today's title" } },
        after: { en: { title: "Yesterday's title" } },
      },
    });
    expect(await publicRow(row.id)).toMatchObject({ title: "Titre du jour" });

    const res = await restore(row.id, { audit_id: created.id });
    expect(res.status).toBe(200);
    expect((await res.json()).row).toMatchObject({ title: "Titre d'hier", client: "Acme" });
    expect(await publicRow(row.id)).toMatchObject({ title: "Titre d'hier", industry: null });
    expect(await publicRow(row.id, "en")).toMatchObject({ title: "Yesterday's title" });

    const [latest] = await history(row.id);
    expect(latest).toMatchObject({ action: "restore", user_email: expect.any(String) });
    expect(latest?.changes.restored_from).toEqual({ before: null, after: created.id });
    expect(latest?.changes.title).toEqual({ before: "Titre du jour", after: "Titre d'hier" });
  });

  it("takes back a later version too, and restoring the current one changes nothing", async () => {
    const row = await createCase({ title: "Première" });
    await write("PATCH", `/api/case_studies/${row.id}`, { title: "Deuxième" });
    await write("PATCH", `/api/case_studies/${row.id}`, { title: "Troisième" });
    const [third, second] = await history(row.id);
    const back = await restore(row.id, { audit_id: second?.id });
    expect((await back.json()).row).toMatchObject({ title: "Deuxième" });
    const again = await restore(row.id, { audit_id: (await history(row.id))[0]?.id });
    expect(again.status).toBe(200);
    expect((await again.json()).changes).toEqual({});
    expect(third?.action).toBe("update");
  });

  it("refuses a slug another row now holds with the field's message, storing nothing", async () => {
    const row = await createCase({ title: "Étude mobile", slug: "etude-mobile" });
    await write("PATCH", `/api/case_studies/${row.id}`, {
      title: "Étude fixe",
      slug: "etude-fixe",
    });
    await createCase({ title: "Une autre", slug: "etude-mobile" });
    const created = (await history(row.id)).find((entry) => entry.action === "create") as Entry;
    const before = (await history(row.id)).length;
    const res = await restore(row.id, { audit_id: created.id });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({
      code: "slug_taken",
      fields: { slug: "Cette adresse est déjà utilisée par une autre fiche" },
    });
    expect(await publicRow(row.id)).toMatchObject({ title: "Étude fixe", slug: "etude-fixe" });
    expect(await history(row.id)).toHaveLength(before);
  });

  it("answers a translator 403, an entry of another row 404, a malformed id 400", async () => {
    const row = await createCase({ title: "Protégée" });
    const other = await createCase({ title: "Autre" });
    const [entry] = await history(row.id);
    expect((await restore(row.id, { audit_id: entry?.id }, translator)).status).toBe(403);
    expect((await restore(other.id, { audit_id: entry?.id })).status).toBe(404);
    const malformed = await restore(row.id, { audit_id: "hier" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.fields).toEqual({
      audit_id: "Identifiant d'entrée invalide",
    });
    expect((await api(`/api/nowhere/${row.id}/restore`, { method: "POST" })).status).toBe(404);
  });

  it("has no version to give back at a deletion", async () => {
    const row = await createCase({ title: "Supprimée puis refaite" });
    await write("DELETE", `/api/case_studies/${row.id}`, undefined);
    // The deleted row is gone: its history holds the deletion, which nothing restores.
    const [deletion] = await history(row.id);
    expect(deletion?.action).toBe("delete");
    expect((await restore(row.id, { audit_id: deletion?.id })).status).toBe(409);
  });
});
