import { describe, expect, it } from "vitest";
import { caseStudies } from "#domain/entities";
import { keepsRow, pageInBrowser } from "./local-source";

type TestRow = Record<string, unknown> & { id: string; created_at: string; updated_at: string };

const row = (id: string, created_at: string, values: Record<string, unknown> = {}): TestRow => ({
  ...values,
  id,
  created_at,
  updated_at: created_at,
});

describe("pageInBrowser", () => {
  const rows = Array.from({ length: 30 }, (_, i) =>
    row(String(i), `2026-01-${String(i + 1).padStart(2, "0")}T00:00:00Z`, {
      title: i % 3 === 0 ? `Étude ${i}` : `Projet ${i}`,
      client: i % 4 === 0 ? null : `Client ${String(i).padStart(2, "0")}`,
    }),
  );
  const texts = (r: TestRow) => [String(r.title)];

  it("pages newest first and counts every match", () => {
    const page = pageInBrowser(rows, { limit: 25, offset: 25 }, { texts });
    expect(page.total).toBe(30);
    expect(page.rows.map((r) => r.id)).toEqual(["4", "3", "2", "1", "0"]);
  });

  it("searches before paging, the total the matches'", () => {
    const page = pageInBrowser(rows, { limit: 5, q: "etude" }, { texts });
    expect(page.total).toBe(10);
    expect(page.rows).toHaveLength(5);
  });

  it("sorts on a column, rows without a value last in both directions", () => {
    const up = pageInBrowser(rows, { order: { column: "client", direction: "asc" } }, { texts });
    expect(up.rows[0]?.client).toBe("Client 01");
    expect(up.rows.at(-1)?.client).toBeNull();
    const down = pageInBrowser(rows, { order: { column: "client", direction: "desc" } }, { texts });
    expect(down.rows[0]?.client).toBe("Client 29");
    expect(down.rows.at(-1)?.client).toBeNull();
  });

  it("keeps the rows' own order when asked", () => {
    const page = pageInBrowser(rows, { limit: 3 }, { texts, ownOrder: true });
    expect(page.rows.map((r) => r.id)).toEqual(["0", "1", "2"]);
  });
});

describe("the content filters", () => {
  const draft = row("a", "2026-01-01T00:00:00Z", {
    title: "Titre",
    description: "Texte",
    client: "X",
    published: false,
    translations: { en: { title: "Title", description: "Text" } },
  });
  const published = row("b", "2026-01-02T00:00:00Z", {
    title: "Titre",
    description: "Texte",
    client: "X",
    published: true,
  });

  it("filters on publication and on a missing language", () => {
    const all = [draft, published];
    const keep = (params: Parameters<typeof keepsRow>[1]) =>
      all.filter(keepsRow(caseStudies, params)).map((r) => r.id);
    expect(keep({ published: false })).toEqual(["a"]);
    expect(keep({ published: true })).toEqual(["b"]);
    expect(keep({ missing: "en" })).toEqual(["b"]);
    expect(keep({ missing: "ar" })).toEqual(["a", "b"]);
    expect(keep({ scheduled: true })).toEqual([]);
  });
});
