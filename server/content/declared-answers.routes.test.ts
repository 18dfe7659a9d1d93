import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeModel, startFakeModel } from "#testing/fake-llm";
import { createApp } from "../app";
import { declaredAnswer, documentedAnswerErrors } from "../test/support/declared-answers";
import { startTestServer, type TestServer } from "../test/support/harness";
import { multipart, pdf, tinyPng } from "../test/support/uploads";

let server: TestServer;
let model: FakeModel;
let editor: Record<string, string>;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document, as served
let doc: any;

beforeAll(async () => {
  model = await startFakeModel();
  server = await startTestServer({ TRANSLATION_LLM_URL: model.url });
  editor = (await server.bearerForMember("editor")).headers;
  doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
});
afterAll(async () => {
  await server.close();
  await model.close();
});

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: editor,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * An answer of `status` is what its route declares: its zod schema (`route`, the path the route
 * is mounted at) and the document's schema of this table's operation (`operation`).
 */
async function expectDeclared(
  res: Response,
  status: number,
  where: { method: string; route: string; operation: string },
) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  const app = createApp(server.deps);
  const declared = declaredAnswer(app, where.method, where.route, status).safeParse(body);
  expect(declared.error?.issues ?? []).toEqual([]);
  const operation = { method: where.method, path: where.operation, status };
  expect(documentedAnswerErrors(app, doc, operation, body)).toEqual([]);
  return body;
}

describe("answers as their routes declare them", { timeout: 60_000 }, () => {
  it("a content row created, listed, read, changed and restored", async () => {
    const created = await expectDeclared(
      await call("POST", "/api/case_studies", {
        title: "Étude déclarée",
        description: "Une étude.",
        client: "Acme",
        translations: { en: { title: "Declared study" } },
      }),
      201,
      { method: "post", route: "/api/{table}", operation: "/api/case_studies" },
    );
    const list = { method: "get", route: "/api/{table}", operation: "/api/case_studies" };
    await expectDeclared(await call("GET", "/api/case_studies"), 200, list);
    await expectDeclared(await call("GET", "/api/case_studies?limit=2&order=title.asc"), 200, list);
    await expectDeclared(await call("GET", "/api/case_studies?lang=en"), 200, list);
    const one = {
      method: "get",
      route: "/api/{table}/{id}",
      operation: "/api/case_studies/{id}",
    };
    await expectDeclared(await call("GET", `/api/case_studies/${created.id}`), 200, one);
    await expectDeclared(await call("GET", `/api/case_studies/${created.id}?lang=ar`), 200, one);
    await expectDeclared(
      await call("PATCH", `/api/case_studies/${created.id}`, { client: "Globex" }),
      200,
      { method: "patch", route: "/api/{table}/{id}", operation: "/api/case_studies/{id}" },
    );
    // An internal table's rows, read by the team only.
    await expectDeclared(await call("GET", "/api/markets"), 200, {
      ...list,
      operation: "/api/markets",
    });

    const history = await (
      await call("GET", `/api/audit/row?table=case_studies&row_id=${created.id}`)
    ).json();
    const first = history.find((entry: { action: string }) => entry.action === "create");
    await expectDeclared(
      await call("POST", `/api/case_studies/${created.id}/restore`, {
        audit_id: first.id,
        dry_run: true,
      }),
      200,
      {
        method: "post",
        route: "/api/{table}/{id}/restore",
        operation: "/api/case_studies/{id}/restore",
      },
    );
  });

  it("an upload: a demo's file and an image", async () => {
    const send = (bucket: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
      const { body, contentType } = multipart(bytes, name, type);
      return fetch(`${server.url}/api/storage/${bucket}`, {
        method: "POST",
        headers: { ...editor, "content-type": contentType },
        body,
      });
    };
    await expectDeclared(await send("demos", pdf(), "plan.pdf", "application/pdf"), 201, {
      method: "post",
      route: "/api/storage/{bucket}",
      operation: "/api/storage/demos",
    });
    await expectDeclared(await send("media", tinyPng(), "logo.png", "image/png"), 201, {
      method: "post",
      route: "/api/storage/media",
      operation: "/api/storage/media",
    });
  });

  it("a row's translation approved and suggested, an XLIFF file imported", async () => {
    const study = await (
      await call("POST", "/api/case_studies", {
        title: "Étude à traduire",
        description: "Une étude.",
        client: "Acme",
        translations: { en: { title: "Study to translate" } },
      })
    ).json();
    const translations = (call: string) => ({
      method: "post",
      route: `/api/{table}/{id}/translations/${call}`,
      operation: `/api/case_studies/{id}/translations/${call}`,
    });
    const approved = await expectDeclared(
      await call("POST", `/api/case_studies/${study.id}/translations/approve`, {
        lang: "en",
        fields: ["title"],
      }),
      200,
      translations("approve"),
    );
    expect(approved.translation_state.en.title).toBe("current");
    model.answer = "A study.";
    const suggested = await expectDeclared(
      await call("POST", `/api/case_studies/${study.id}/translations/suggest`, { lang: "en" }),
      200,
      translations("suggest"),
    );
    expect(suggested.values.description).toBe("A study.");

    const xliff = await (
      await call("GET", "/api/translations/export?lang=en&tables=case_studies")
    ).text();
    const form = new FormData();
    form.set("file", new Blob([xliff], { type: "application/x-xliff+xml" }), "en.xlf");
    const { "content-type": _json, ...headers } = editor;
    const imported = await expectDeclared(
      await fetch(`${server.url}/api/translations/import`, { method: "POST", headers, body: form }),
      200,
      { method: "post", route: "/api/translations/import", operation: "/api/translations/import" },
    );
    expect(imported.refused).toEqual([]);
  });
});
