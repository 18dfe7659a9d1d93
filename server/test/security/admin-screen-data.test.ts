import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtSsr } from "../support/built-ssr";
import { type Bearer, startTestServer, type TestServer } from "../support/harness";

// A back-office screen's first data comes with its page and with a client navigation's data
// request (`{path}.data`): only for the members its API serves. Through real HTTP on the built
// pages, so the address a loader sees is the one the router gives it.
describe("the back office screens' data, with the page or a navigation", () => {
  let server: TestServer;
  let admin: Bearer;
  let editor: Bearer;
  let translator: Bearer;
  const visitor = `Visiteuse ${crypto.randomUUID()}`;
  const read = async (path: string, as: Bearer) => {
    const res = await fetch(`${server.url}${path}`, {
      headers: { authorization: as.headers.authorization! },
    });
    return { status: res.status, body: await res.text() };
  };

  beforeAll(async () => {
    server = await startTestServer({}, { ssr: await builtSsr() });
    admin = await server.bearerForMember("admin");
    editor = await server.bearerForMember("editor");
    translator = await server.bearerForMember("translator", ["ar"]);
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: visitor, email: "v@example.com", message: "Bonjour" }),
    });
    expect(sent.status).toBe(201);
  }, 120_000);
  afterAll(() => server.close());

  it("brings an administrator the team and the inbox, by page and by navigation", async () => {
    for (const path of ["/admin/team", "/admin/team.data"]) {
      const { status, body } = await read(path, admin);
      expect(status, path).toBe(200);
      expect(body, path).toContain(editor.email);
    }
    for (const path of ["/admin/messages", "/admin/messages.data"]) {
      expect((await read(path, admin)).body, path).toContain(visitor);
    }
  });

  it("brings the team to no editor and the inbox to no translator, whatever the address's form", async () => {
    for (const path of ["/admin/team", "/admin/team.data", "/admin/team/.data", "/admin/team/"]) {
      const { body } = await read(path, editor);
      expect(body, path).not.toContain(admin.email);
      expect(body, path).not.toContain(translator.email);
    }
    for (const path of ["/admin/messages", "/admin/messages.data", "/admin/messages/"]) {
      expect((await read(path, translator)).body, path).not.toContain(visitor);
    }
  });
});
