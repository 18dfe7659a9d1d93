import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#domain/audit";
import { auditLog } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";

/** The journal a page at a time: `limit`, `Content-Range`, `before` by id or by time. */
let server: TestServer;
let admin: Record<string, string>;
const base = Date.parse("2026-05-01T08:00:00.000Z");
const COUNT = 9;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers;
  await server.deps.database.db.insert(auditLog).values(
    Array.from({ length: COUNT }, (_, n) => ({
      action: "update",
      table_name: "site_texts",
      row_id: `fr/page-${n}`,
      // Entries of the same instant, as one transaction's writes may be.
      at: new Date(base - Math.floor(n / 3) * 1000),
    })),
  );
});
afterAll(() => server.close());

async function journal(query: string) {
  const res = await fetch(`${server.url}/api/audit?table=site_texts&${query}`, { headers: admin });
  expect(res.status).toBe(200);
  return { range: res.headers.get("content-range"), entries: (await res.json()) as AuditEntry[] };
}

describe("the journal a page at a time", () => {
  it("answers limit entries with Content-Range and the filters' total", async () => {
    expect((await journal("limit=4")).range).toBe(`0-3/${COUNT}`);
    expect((await journal("limit=200")).range).toBe(`0-${COUNT - 1}/${COUNT}`);
    expect((await journal("limit=4&action=delete")).range).toBe("*/0");
  });

  it("pages with before, an entry's id or its time, counting the page's place from 0", async () => {
    const whole = (await journal("limit=200")).entries.map((entry) => entry.id);
    const byId = await journal(`limit=4&before=${whole[3]}`);
    expect(byId.range).toBe(`4-7/${COUNT}`);
    expect(byId.entries.map((entry) => entry.id)).toEqual(whole.slice(4, 8));
    const last = await journal(`limit=4&before=${whole[7]}`);
    expect(last.range).toBe(`8-8/${COUNT}`);
    expect((await journal(`limit=4&before=${whole[8]}`)).range).toBe(`*/${COUNT}`);

    // By time: every entry older than that instant (its own instant's entries left out).
    const at = (await journal("limit=200")).entries[2]!.at;
    const byTime = await journal(`limit=4&before=${encodeURIComponent(at)}`);
    expect(byTime.entries.map((entry) => entry.id)).toEqual(whole.slice(3, 7));
    expect(byTime.range).toBe(`3-6/${COUNT}`);
  });

  it("refuses a before that is neither an id nor a time", async () => {
    const res = await fetch(`${server.url}/api/audit?before=hier`, { headers: admin });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
      "before",
    );
  });
});
