import type { LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseStudies } from "#domain/entities";
import { startTestServer, type TestServer } from "#server/test/support/harness";
import { firstPageLoader } from "./first-page.server";

// A content screen's first page, read with the document: exactly the API's page for the same
// member and address, and nothing for anyone the back office refuses.
describe("firstPageLoader", () => {
  let server: TestServer;
  const loader = firstPageLoader(caseStudies);
  const load = (path: string, headers: Record<string, string> = {}) =>
    loader({
      request: new Request(`http://localhost${path}`, { headers }),
      context: { deps: server.deps },
      params: {},
    } as unknown as LoaderFunctionArgs);

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await server.bearerFor("admin");
    for (const [title, published] of [
      ["Servie Alpha", true],
      ["Servie Bêta", false],
      ["Servie Gamma", true],
    ] as const) {
      const created = await fetch(`${server.url}/api/case_studies`, {
        method: "POST",
        headers: { ...admin.headers, "Content-Type": "application/json" },
        body: JSON.stringify({
          title,
          description: "Lue avec la page",
          client: "Client",
          industry: "Industrie",
          challenge: "Défi",
          solution: "Solution",
          results: "Résultats",
          published,
        }),
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(() => server.close());

  it("answers the page the address names, drafts included, as the API does", async () => {
    const editor = await server.bearerForMember("editor");
    const first = await load("/admin/cases?q=servie&order=title.desc&size=50", editor.headers);
    const api = await fetch(`${server.url}/api/case_studies?${first?.key}`, {
      headers: editor.headers,
    });
    expect(first?.key).toBe("limit=50&q=servie&order=title.desc");
    expect(first?.page.rows).toEqual(await api.json());
    expect(first?.page.rows.map((row) => row.title)).toEqual([
      "Servie Gamma",
      "Servie Bêta",
      "Servie Alpha",
    ]);
    expect(first?.page.total).toBe(3);
  });

  it("starts a translator on the rows missing its language, as its screen does", async () => {
    const translator = await server.bearerForMember("translator", ["ar"]);
    const first = await load("/admin/cases?q=servie", translator.headers);
    expect(first?.key).toContain("missing=ar");
    expect(first?.page.total).toBe(3);
  });

  it("reads nothing for a visitor, an account without a back-office role, or a bad address", async () => {
    expect(await load("/admin/cases")).toBeNull();
    const noRole = await server.bearerFor(null);
    expect(await load("/admin/cases", noRole.headers)).toBeNull();
    const admin = await server.bearerFor("admin");
    // An order on a column the list does not offer: nothing read; the screen's own read of the
    // API answers its error.
    expect(await load("/admin/cases?order=password.asc", admin.headers)).toBeNull();
    expect(await load("/admin/cases?order=title.asc", admin.headers)).not.toBeNull();
  });
});
