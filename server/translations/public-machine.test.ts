import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPages } from "../test/support/built-ssr";
import { type Bearer, startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let editor: Bearer;

beforeAll(async () => {
  const pages = await testPages();
  server = await startTestServer({}, { ssr: pages.ssr });
  pages.pageCache.invalidateOn(server.deps.changes);
  editor = await server.bearerForMember("editor");
});
afterAll(() => server.close());

const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

describe("a machine translation on the public page", () => {
  it("shows the French, marked as French, until a person approves it; an outdated one shows", async () => {
    const res = await fetch(`${server.url}/api/case_studies`, {
      method: "POST",
      headers: editor.headers,
      body: JSON.stringify({
        title: "Prévision de la demande",
        description: "Un modèle prévoit les ventes.",
        client: "Client",
        slug: "prevision-demande",
        translations: {
          en: { title: "Demand forecasting", description: "A model forecasts sales." },
        },
        translation_origin: { en: { description: "machine" } },
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const before = await page("/cases/prevision-demande?lang=en");
    expect(before).toContain("Demand forecasting");
    expect(before).not.toContain("A model forecasts sales.");
    expect(before).toMatch(/lang="fr"[^>]*>Un modèle prévoit les ventes\./);
    const approved = await fetch(`${server.url}/api/case_studies/${id}/translations/approve`, {
      method: "POST",
      headers: editor.headers,
      body: JSON.stringify({ lang: "en", fields: ["description"] }),
    });
    expect(approved.status).toBe(200);
    await fetch(`${server.url}/api/case_studies/${id}`, {
      method: "PATCH",
      headers: editor.headers,
      body: JSON.stringify({ description: "Un modèle prévoit les ventes chaque semaine." }),
    });
    expect(await page("/cases/prevision-demande?lang=en")).toContain("A model forecasts sales.");
  });
});
