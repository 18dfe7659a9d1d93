import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";
import { ListCache } from "./list-cache.server";

/**
 * `GET /api/{table}` without parameters on a list longer than the server keeps whole: sent as it
 * is read, without an ETag, and still the whole list, in the order its pages give.
 */
let server: TestServer;
let admin: Record<string, string>;
const ROWS = ListCache.WHOLE_KEPT_ROWS + 150;
/** The rows of the table (its seeded content too) and its drafts, as the database counts them. */
let total = 0;
let drafts = 0;

type Row = Record<string, unknown> & { id: string; title: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers;
  // One row in fifty a draft; each row a minute older than the one before, "Étude 1" the newest.
  await server.deps.database.db.execute(sql`
    insert into case_studies (title, client, description, slug, published, translations, created_at)
    select 'Étude ' || i, 'Client ' || i, 'Une description', 'etude-' || i, i % 50 <> 0,
           jsonb_build_object('en', jsonb_build_object('title', 'Study ' || i)),
           now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}::int) as i`);
  const result = await server.deps.database.db.execute<{ total: number; drafts: number }>(
    sql`select count(*)::int as total, (count(*) filter (where not published))::int as drafts from case_studies`,
  );
  // PGlite answers { rows }, postgres.js the rows themselves.
  const [counts] =
    (result as { rows?: { total: number; drafts: number }[] }).rows ?? (result as never);
  ({ total, drafts } = counts!);
  expect(drafts).toBeGreaterThanOrEqual(ROWS / 50);
});
afterAll(() => server.close());

const whole = async (query: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}/api/case_studies${query}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return { rows: (await res.json()) as Row[], etag: res.headers.get("etag") };
};

/** The same list a page of 1,000 at a time, as a client that pages reads it. */
async function paged(headers: Record<string, string> = {}) {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 1000) {
    const res = await fetch(`${server.url}/api/case_studies?limit=1000&offset=${offset}`, {
      headers,
    });
    const page = (await res.json()) as Row[];
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

describe("a whole list longer than the server keeps", () => {
  it("comes whole to the team, drafts included, in the pages' order, without an ETag", async () => {
    const { rows, etag } = await whole("", admin);
    expect(etag).toBeNull();
    expect(rows).toHaveLength(total);
    expect(rows.map((row) => row.id)).toEqual((await paged(admin)).map((row) => row.id));
    expect(rows.at(-1)!.title).toBe(`Étude ${ROWS}`);
    expect(rows.filter((row) => row.published === false)).toHaveLength(drafts);
  });

  it("shows visitors the published rows only, without their authors", async () => {
    const { rows } = await whole("");
    expect(rows).toHaveLength(total - drafts);
    expect(rows.every((row) => row.published === true)).toBe(true);
    expect(rows.some((row) => "created_by" in row || "updated_by" in row)).toBe(false);
    expect(rows.map((row) => row.id)).toEqual((await paged()).map((row) => row.id));
  });

  it("reads every row in the language asked", async () => {
    const { rows } = await whole("?lang=en");
    const studies = rows.filter((row) => String(row.slug).startsWith("etude-"));
    const published = Array.from({ length: ROWS }, (_, n) => n + 1).filter((i) => i % 50 !== 0);
    expect(studies.map((row) => row.title)).toEqual(published.map((i) => `Study ${i}`));
  });

  it("follows a write: a deleted row is gone from the next answer", async () => {
    const { rows: before } = await whole("", admin);
    const gone = before[1234]!;
    const res = await fetch(`${server.url}/api/case_studies/${gone.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(res.status).toBeLessThan(300);
    const { rows: after } = await whole("", admin);
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((row) => row.id)).not.toContain(gone.id);
  });

  it("keeps a short list whole with its ETag, answered 304 when unchanged", async () => {
    const res = await fetch(`${server.url}/api/services`);
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^W\//);
    const again = await fetch(`${server.url}/api/services`, {
      headers: { "if-none-match": etag! },
    });
    expect(again.status).toBe(304);
  });
});
