import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_TABLES } from "../spine/changes";
import { startTestServer, type TestServer } from "../test/support/harness";

// The lists kept between writes: a table's until it is written, bounded whatever is asked.
describe("ListCache", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const page = () => server.deps.lists.page("case_studies", { limit: 25 }, "public");

  it("keeps a table's pages through writes to other tables, not through its own", async () => {
    const first = await page();
    expect(await page()).toBe(first);
    server.deps.changes.emit("testimonials");
    expect(await page()).toBe(first);
    server.deps.changes.emit("case_studies");
    const after = await page();
    expect(after).not.toBe(first);
    expect(after).toEqual(first);
    server.deps.changes.emit(ALL_TABLES);
    expect(await page()).not.toBe(after);
  });

  it("never reads a row a visitor may no longer see, though its list's ids were kept", async () => {
    const admin = await server.bearerFor("admin");
    for (const title of ["Visible un", "Visible deux"]) {
      const created = await fetch(`${server.url}/api/case_studies`, {
        method: "POST",
        headers: { ...admin.headers, "Content-Type": "application/json" },
        body: JSON.stringify({
          title,
          description: "Publiée",
          client: "Client",
          industry: "Industrie",
          challenge: "Défi",
          solution: "Solution",
          results: "Résultats",
          published: true,
        }),
      });
      expect(created.status).toBe(201);
    }
    const { db } = server.deps.database;
    const shown = JSON.parse(
      (await server.deps.lists.page("case_studies", { limit: 1 }, "public")).body,
    ) as { id: string; title: string }[];
    expect(shown).toHaveLength(1);
    const id = shown[0]?.id as string;
    // Withdrawn by another process whose news has not come yet: nothing told this one.
    await db.execute(sql`update case_studies set published = false where id = ${id}`);
    const later = JSON.parse(
      (await server.deps.lists.page("case_studies", { limit: 2 }, "public")).body,
    ) as { id: string }[];
    expect(later.map((row) => row.id)).not.toContain(id);
    server.deps.changes.emit("case_studies");
  });

  it("reads once for requests that miss together", async () => {
    let reads = 0;
    const read = async () => {
      reads++;
      return ["a", "b"];
    };
    const [one, two] = await Promise.all([
      server.deps.lists.ids("case_studies", "together", read),
      server.deps.lists.ids("case_studies", "together", read),
    ]);
    expect(reads).toBe(1);
    expect(two).toBe(one);
  });

  it("holds at most 10,000 entries, even of empty answers (searches anyone may send)", async () => {
    let reads = 0;
    const empty = async () => {
      reads++;
      return [];
    };
    for (let i = 0; i <= 10_000; i++) await server.deps.lists.ids("case_studies", `q${i}`, empty);
    expect(reads).toBe(10_001);
    // The last one asked is kept; the first one asked made room for it.
    await server.deps.lists.ids("case_studies", "q10000", empty);
    expect(reads).toBe(10_001);
    await server.deps.lists.ids("case_studies", "q0", empty);
    expect(reads).toBe(10_002);
  });
});
