import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";
import { listPageOf, pageCount, readCaseSlugs, readPublicPage } from "./public-lists.server";

let base: TestServer;
/** The published research projects, as a visitor's API call lists them (newest first). */
let published: { id: string; title: string }[];

beforeAll(async () => {
  base = await startTestServer();
  const { headers } = await base.bearerFor("admin");
  const post = async (table: string, body: Record<string, unknown>) => {
    const created = await fetch(`${base.url}/api/${table}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
  };
  for (let i = 1; i <= 14; i++) {
    await post("research", {
      title: `Projet ${i}`,
      description: "d",
      status: "ongoing",
      start_date: "2026-01-01",
    });
  }
  await post("research", {
    title: "Projet caché",
    description: "d",
    status: "planned",
    start_date: "2026-01-01",
    published: false,
  });
  await post("case_studies", { title: "Cas publié", description: "d", client: "c" });
  await post("case_studies", {
    title: "Cas caché",
    description: "d",
    client: "c",
    published: false,
  });
  published = await (await fetch(`${base.url}/api/research`)).json();
});
afterAll(() => base.close());

describe("public lists a page at a time", () => {
  it("reads twelve published rows a page in the public order, and the published total", async () => {
    const first = await readPublicPage(base.deps, "research", 1);
    const second = await readPublicPage(base.deps, "research", 2);
    expect(first.total).toBe(published.length);
    expect(second.total).toBe(published.length);
    expect(first.rows).toHaveLength(12);
    expect(second.rows).toHaveLength(published.length - 12);
    // Every row at position 0 (created through the API): newest first, as the API lists them.
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(
      published.map((row) => row.id),
    );
    expect((await readPublicPage(base.deps, "research", 3)).rows).toEqual([]);
    expect(pageCount(published.length)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });

  it("gives the sitemap the published case studies' slugs and last changes only", async () => {
    const slugs = await readCaseSlugs(base.deps, 0, 100);
    expect(slugs.map((row) => row.slug)).toContain("cas-publie");
    expect(slugs.map((row) => row.slug)).not.toContain("cas-cache");
    for (const row of slugs) {
      expect(Object.keys(row).sort()).toEqual(["slug", "updatedAt"]);
      expect(row.updatedAt.getTime()).not.toBeNaN();
    }
  });

  it("reads the page a query string names: 1 bare, N from 2, `first` for ?page=1, null otherwise", () => {
    const page = (query: string) => listPageOf(new URLSearchParams(query));
    expect(page("")).toBe(1);
    expect(page("lang=ar")).toBe(1);
    expect(page("page=2")).toBe(2);
    expect(page("page=834&lang=fr")).toBe(834);
    expect(page("page=1")).toBe("first");
    for (const query of [
      "page=",
      "page=0",
      "page=abc",
      "page=02",
      "page=-1",
      "page=2.5",
      "page=2&page=3",
      "page=1234567",
    ]) {
      expect(page(query), query).toBeNull();
    }
  });
});
