import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_MESSAGES } from "#domain/list-query";
import { searchCondition } from "../db/lists.server";
import { CONTACT_SEARCH_EXPRESSION, contactMessages } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";

/** The inbox a page at a time: search, status, source, `limit`, `offset`, `before`. */
let server: TestServer;
let admin: Record<string, string>;
type Message = { id: string; name: string; created_at: string };

const base = Date.parse("2026-06-01T10:00:00.000Z");

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers;
  await server.deps.database.db.insert(contactMessages).values([
    {
      name: "Leïla Haddad",
      email: "leila@clinique.example",
      company: "Clinique du Parc",
      message: "Nous voulons un chatbot multilingue.",
      created_at: new Date(base + 60_000),
    },
    {
      name: "أحمد",
      email: "ahmed@example.com",
      message: "مرحبا، نريد مساعدا ذكيا",
      status: "read",
      source: "assistant",
      created_at: new Date(base + 50_000),
    },
    ...Array.from({ length: 10 }, (_, n) => ({
      name: `Visiteur ${n}`,
      email: `v${n}@example.com`,
      message: "Une question sur vos études",
      status: n % 2 === 0 ? "handled" : "new",
      // Two messages share each instant: pages must still neither repeat nor skip one.
      created_at: new Date(base - Math.floor(n / 2) * 1000),
    })),
  ]);
});
afterAll(() => server.close());

const TOTAL = 12;
async function inbox(query: string, headers = admin) {
  const res = await fetch(`${server.url}/api/contact?${query}`, { headers });
  return {
    status: res.status,
    range: res.headers.get("content-range"),
    body: (await res.json()) as Message[] & { error?: { fields: Record<string, string> } },
  };
}
const names = async (query: string) => (await inbox(query)).body.map((m) => m.name).sort();

describe("the inbox a page at a time", () => {
  it("pages with limit and offset, newest first, with Content-Range", async () => {
    const first = await inbox("limit=5");
    expect(first.range).toBe(`0-4/${TOTAL}`);
    expect(first.body.map((m) => m.name).slice(0, 2)).toEqual(["Leïla Haddad", "أحمد"]);
    const last = await inbox("limit=5&offset=10");
    expect(last.range).toBe(`10-11/${TOTAL}`);
    expect((await inbox("limit=5&offset=40")).range).toBe(`*/${TOTAL}`);
    const whole = await fetch(`${server.url}/api/contact`, { headers: admin });
    expect(whole.headers.get("content-range")).toBeNull();
    expect(((await whole.json()) as Message[]).length).toBe(TOTAL);
  });

  it("pages with before, by the last entry's id or its created_at, without repeat or gap", async () => {
    const whole = (await inbox("limit=1000")).body.map((m) => m.id);
    for (const key of ["id", "created_at"] as const) {
      const seen: string[] = [];
      let before = "";
      for (;;) {
        const page = await inbox(`limit=3${before ? `&before=${before}` : ""}`);
        expect(page.status).toBe(200);
        if (page.body.length === 0) {
          expect(page.range).toBe(`*/${TOTAL}`);
          break;
        }
        // The page's place in the whole inbox, counted from 0, and the rows there.
        const ids = page.body.map((m) => m.id);
        const first = whole.indexOf(ids[0]!);
        expect(page.range).toBe(`${first}-${first + ids.length - 1}/${TOTAL}`);
        expect(ids).toEqual(whole.slice(first, first + ids.length));
        seen.push(...ids);
        before = encodeURIComponent(page.body.at(-1)![key]);
      }
      // By time, entries of the same instant as the page's last are left out with it.
      if (key === "id") expect(seen).toEqual(whole);
      else expect(seen.length).toBeLessThan(whole.length);
    }
  });

  it("searches the sender and the message, accents, case and Arabic forms ignored", async () => {
    expect(await names("q=CLINIQUE")).toEqual(["Leïla Haddad"]);
    expect(await names("q=leila%20chat")).toEqual(["Leïla Haddad"]);
    expect(await names(`q=${encodeURIComponent("احمد")}`)).toEqual(["أحمد"]);
    expect((await names("q=etudes")).length).toBe(10);
    expect((await inbox("q=etudes&limit=4")).range).toBe("0-3/10");
  });

  it("filters by status and source", async () => {
    expect(await names("source=assistant")).toEqual(["أحمد"]);
    expect((await inbox("status=handled&limit=2")).range).toBe("0-1/5");
    expect(await names("status=read")).toEqual(["أحمد"]);
    expect(await names("status=new&q=leila")).toEqual(["Leïla Haddad"]);
  });

  it("refuses a bad parameter with a French field message", async () => {
    const refused = async (query: string) => {
      const page = await inbox(query);
      expect(page.status).toBe(400);
      return page.body.error?.fields;
    };
    expect(await refused("limit=0")).toEqual({ limit: LIST_MESSAGES.limit });
    expect(await refused("offset=-1")).toEqual({ offset: LIST_MESSAGES.offset });
    expect(await refused("source=mail")).toEqual({ source: LIST_MESSAGES.source });
    expect(await refused("before=hier")).toEqual({ before: LIST_MESSAGES.before });
  });

  it("is the team's only", async () => {
    expect((await inbox("limit=5", {})).status).toBe(401);
  });

  it("is answered by the inbox's GIN index", async () => {
    const condition = searchCondition(CONTACT_SEARCH_EXPRESSION, "clin");
    await server.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from contact_messages where ${condition}`,
      );
      const rows = (result as { rows?: unknown[] }).rows ?? result;
      expect(JSON.stringify(rows)).toContain("contact_messages_search_idx");
    });
  });
});
