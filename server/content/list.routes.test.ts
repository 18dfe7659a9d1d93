import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities } from "#domain/entities";
import { LIST_MESSAGES, missesTranslation, parseContentRange } from "#domain/list-query";
import { searchCondition } from "../db/lists.server";
import { searchExpression, tableOf } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";

/**
 * `GET /api/{table}` a page at a time: bounds, totals, search (accents, case, Arabic,
 * translations, prefixes, several words), order and the back office's filters, as a client sees
 * them over HTTP.
 */
let server: TestServer;
let admin: Record<string, string>;
const ids: Record<string, string> = {};
const day = 24 * 3600 * 1000;

type Row = Record<string, unknown> & { id: string; title: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers;
  const table = tableOf("case_studies");
  const insert = async (key: string, values: Record<string, unknown>) => {
    const [row] = await server.deps.database.db
      .insert(table)
      .values({ client: "Client", description: "Une description", slug: key, ...values })
      .returning();
    ids[key] = (row as Row).id;
  };
  await insert("clinical", {
    title: "Étude clinique",
    client: "Hôpital Saint-Louis",
    translations: {
      en: { title: "Clinical study", description: "A description" },
      ar: { title: "دِراسَةٌ لِأَحْمَد", description: "وصف" },
    },
  });
  await insert("bank", { title: "Chatbot bancaire", client: "Banque Nord" });
  await insert("draft", { title: "Chatbot secret", published: false });
  await insert("soon", { title: "Lancement prévu", publish_at: new Date(Date.now() + 3 * day) });
  await insert("past", { title: "Lancement passé", publish_at: new Date(Date.now() - 3 * day) });
  await insert("school", { title: "مدرسة المستقبل", client: "مؤسسة" });
  await server.deps.database.db.insert(table).values(
    Array.from({ length: 30 }, (_, n) => ({
      title: `Projet ${String(n + 1).padStart(2, "0")}`,
      client: `Client ${n + 1}`,
      description: "Un projet",
      slug: `projet-${n + 1}`,
    })),
  );
});
afterAll(() => server.close());

const TOTAL = 36;
const api = (query: string, headers: Record<string, string> = admin) =>
  fetch(`${server.url}/api/case_studies?${query}`, { headers });
async function page(query: string, headers?: Record<string, string>) {
  const res = await api(query, headers);
  expect(res.status).toBe(200);
  return {
    rows: (await res.json()) as Row[],
    range: res.headers.get("content-range"),
  };
}
const titles = async (query: string, headers?: Record<string, string>) =>
  (await page(query, headers)).rows.map((row) => row.title).sort();

describe("a page of a list", () => {
  it("answers `limit` rows from `offset` with Content-Range and the total, from 0", async () => {
    const first = await page("limit=10");
    expect(first.rows).toHaveLength(10);
    expect(first.range).toBe(`0-9/${TOTAL}`);
    const last = await page("limit=10&offset=30");
    expect(last.rows).toHaveLength(TOTAL - 30);
    expect(last.range).toBe(`30-${TOTAL - 1}/${TOTAL}`);
    expect(parseContentRange(last.range)).toEqual({ first: 30, last: TOTAL - 1, total: TOTAL });
  });

  it("pages without overlap or gap, newest first by default", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < TOTAL; offset += 7) {
      seen.push(...(await page(`limit=7&offset=${offset}`)).rows.map((row) => row.id));
    }
    expect(new Set(seen).size).toBe(TOTAL);
    const whole = (await (await api("")).json()) as Row[];
    expect(seen).toEqual(whole.map((row) => row.id));
  });

  it("answers an empty page with a star range, past the end or when nothing matches", async () => {
    expect(await page("limit=10&offset=500")).toEqual({ rows: [], range: `*/${TOTAL}` });
    expect(await page("limit=10&q=zzzzzz")).toEqual({ rows: [], range: "*/0" });
  });

  it("keeps the whole list without parameters: no Content-Range, its ETag", async () => {
    const res = await api("");
    expect(res.headers.get("content-range")).toBeNull();
    expect(res.headers.get("etag")).toMatch(/^W\//);
    expect(((await res.json()) as Row[]).length).toBe(TOTAL);
  });

  it("refuses a limit outside 1–1000, a negative offset and an unknown order, naming the field in French", async () => {
    const refused = async (query: string) => {
      const res = await api(query);
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(await refused("limit=0")).toEqual({ limit: LIST_MESSAGES.limit });
    expect(await refused("limit=1001")).toEqual({ limit: LIST_MESSAGES.limit });
    expect(await refused("limit=10&offset=-1")).toEqual({ offset: LIST_MESSAGES.offset });
    expect((await refused("order=password.asc")).order).toMatch(
      /^Colonne de tri inconnue : password/,
    );
    expect(await refused("order=title")).toEqual({ order: LIST_MESSAGES.order });
    expect(await refused("missing=de")).toEqual({ missing: LIST_MESSAGES.missing });
    expect((await api("limit=1000")).status).toBe(200);
  });
});

describe("the totals", () => {
  it("follow a write at once (a new row counts, a deleted one no more)", async () => {
    const before = parseContentRange((await page("limit=1&q=projet")).range)!.total;
    const created = await fetch(`${server.url}/api/case_studies`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ title: "Projet tardif", description: "d", client: "C" }),
    });
    expect(created.status).toBe(201);
    expect((await page("limit=1&q=projet")).range).toBe(`0-0/${before + 1}`);
    const { id } = (await created.json()) as Row;
    await fetch(`${server.url}/api/case_studies/${id}`, { method: "DELETE", headers: admin });
    expect((await page("limit=1&q=projet")).range).toBe(`0-0/${before}`);
  });
});

describe("the API's document", () => {
  it("describes the list's parameters and its Content-Range header", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const list = document.paths["/api/case_studies"]!.get as {
      parameters: { name: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(["lang", "limit", "offset", "q", "order", "published", "missing"]),
    );
    expect(list.responses["200"]!.headers).toHaveProperty("Content-Range");
  });
});

describe("a search", () => {
  it("ignores accents and case, and matches word prefixes", async () => {
    expect(await titles("q=etude")).toEqual(["Étude clinique"]);
    expect(await titles("q=ÉTUDE CLIN")).toEqual(["Étude clinique"]);
    expect(await titles("q=hopital")).toEqual(["Étude clinique"]);
    expect(await titles("q=chat")).toEqual(["Chatbot bancaire", "Chatbot secret"]);
  });

  it("needs every word (AND)", async () => {
    expect(await titles("q=chat%20banc")).toEqual(["Chatbot bancaire"]);
    expect(await titles("q=chat%20clinique")).toEqual([]);
  });

  it("finds a row by its translations, and reads it in a language with paging", async () => {
    expect(await titles("q=clinical")).toEqual(["Étude clinique"]);
    const english = await page("q=clinical&lang=en&limit=5");
    expect(english.rows.map((row) => row.title)).toEqual(["Clinical study"]);
    expect(english.range).toBe("0-0/1");
  });

  it("folds Arabic: with or without marks, hamza forms", async () => {
    expect(await titles(`q=${encodeURIComponent("دراسة")}`)).toEqual(["Étude clinique"]);
    expect(await titles(`q=${encodeURIComponent("لاحمد")}`)).toEqual(["Étude clinique"]);
    expect(await titles(`q=${encodeURIComponent("مَدْرَسَة")}`)).toEqual(["مدرسة المستقبل"]);
    expect(await titles(`q=${encodeURIComponent("موسسة")}`)).toEqual(["مدرسة المستقبل"]);
  });

  it("shows visitors published rows only, whatever they ask", async () => {
    expect(await titles("q=chat", {})).toEqual(["Chatbot bancaire"]);
    expect(await page("q=secret&limit=5", {})).toEqual({ rows: [], range: "*/0" });
    expect(await page("published=false&limit=5", {})).toEqual({ rows: [], range: "*/0" });
    const visitor = await page("limit=1", {});
    expect(visitor.range).toBe(`0-0/${TOTAL - 1}`);
    expect(visitor.rows[0]).not.toHaveProperty("created_by");
  });

  it("ignores a search without letters or digits", async () => {
    expect((await page("q=%3A*%7C!&limit=1")).range).toBe(`0-0/${TOTAL}`);
  });

  it("is answered by the table's GIN index", async () => {
    const { db } = server.deps.database;
    const condition = searchCondition(searchExpression(entities.case_studies), "Clin etude");
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from case_studies where ${condition}`);
      const rows = (result as { rows?: unknown[] }).rows ?? result;
      expect(JSON.stringify(rows)).toContain("case_studies_search_idx");
    });
  });
});

describe("an order", () => {
  it("sorts on a text column, ascending or descending, ties by id", async () => {
    const asc = (await page("q=projet&order=title.asc&limit=30")).rows.map((row) => row.title);
    expect(asc).toEqual(
      Array.from({ length: 30 }, (_, n) => `Projet ${String(n + 1).padStart(2, "0")}`),
    );
    const desc = (await page("q=projet&order=title.desc&limit=5&offset=5")).rows;
    expect(desc.map((row) => row.title)).toEqual(asc.slice().reverse().slice(5, 10));
  });
});

describe("the back office's filters", () => {
  it("published=true|false", async () => {
    expect(await titles("published=false")).toEqual(["Chatbot secret"]);
    expect((await page("published=true&limit=1")).range).toBe(`0-0/${TOTAL - 1}`);
  });

  it("missing=ar: the rule of 'Traduction manquante en', row for row", async () => {
    const all = (await (await api("")).json()) as Row[];
    for (const lang of ["ar", "en"] as const) {
      const expected = all
        .filter((row) => missesTranslation(entities.case_studies.fields, row, lang))
        .map((row) => row.title)
        .sort();
      expect(await titles(`missing=${lang}`)).toEqual(expected);
    }
    expect(await titles("missing=ar&q=etude")).toEqual([]);
    expect(await titles("missing=en&q=etude")).toEqual([]);
    expect(await titles("missing=ar&q=chat")).toEqual(["Chatbot bancaire", "Chatbot secret"]);
  });

  it("scheduled=true: a publication or unpublication still to come", async () => {
    expect(await titles("scheduled=true")).toEqual(["Lancement prévu"]);
    expect(ids.soon).toBeDefined();
  });
});
