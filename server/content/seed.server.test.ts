import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";
import { seedContent } from "./seed.server";

type Json = Record<string, unknown> & { id: string };

describe("the first start's content", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  const list = async (path: string): Promise<Json[]> =>
    (await fetch(`${server.url}${path}`)).json();

  it("writes the services, case studies and research projects in three languages, once", async () => {
    expect(await seedContent(server.deps)).toBe(true);
    const services = await list("/api/services?lang=ar");
    expect(services).toHaveLength(6);
    expect(services.every((row) => (row.fallback as string[]).length === 0)).toBe(true);
    const cases = await list("/api/case_studies");
    expect(cases.map((row) => row.slug).sort()).toEqual([
      "chatbot-clinique",
      "dashboard-esg",
      "startup-saas",
    ]);
    const english = await list("/api/case_studies?lang=en");
    expect(english.find((row) => row.slug === "chatbot-clinique")).toMatchObject({
      title: "A multilingual chatbot for a clinic",
      region: "gulf",
      fallback: [],
    });
    const research = await list("/api/research");
    expect(research.map((row) => [row.title, row.status, row.partner, row.category])).toEqual(
      expect.arrayContaining([
        [
          "Distillation de modèles compacts",
          "ongoing",
          "laboratoire d'informatique d'une université lyonnaise",
          null,
        ],
        [
          "Détection de fausses informations en arabe",
          "planned",
          "université partenaire dans le Golfe",
          null,
        ],
      ]),
    );
    expect(research).toHaveLength(2);
    const arabic = await list("/api/research?lang=ar");
    expect(arabic.map((row) => row.fallback)).toEqual([[], []]);
    expect(arabic.map((row) => row.partner)).toContain("جامعة شريكة في منطقة الخليج");
    // A second start finds content and writes nothing.
    expect(await seedContent(server.deps)).toBe(false);
    expect(await list("/api/services")).toHaveLength(6);
  });

  it("does not come back once the content has been deleted", async () => {
    const admin = (await server.bearerFor("admin")).headers;
    for (const table of ["services", "case_studies", "research"]) {
      for (const row of await list(`/api/${table}`)) {
        const res = await fetch(`${server.url}/api/${table}/${row.id}`, {
          method: "DELETE",
          headers: admin,
        });
        expect(res.status).toBe(204);
      }
    }
    expect(await seedContent(server.deps)).toBe(false);
    expect(await list("/api/services")).toHaveLength(0);
  });
});

it("writes nothing with SEED_CONTENT=false", async () => {
  const server = await startTestServer({ SEED_CONTENT: "false" });
  try {
    expect(await seedContent(server.deps)).toBe(false);
    expect(await (await fetch(`${server.url}/api/services`)).json()).toEqual([]);
  } finally {
    await server.close();
  }
});
