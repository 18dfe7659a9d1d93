import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";

/** Which answers go gzip-compressed to a client that accepts it, over HTTP. */
let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.bearerFor("admin")).headers;
});
afterAll(() => server.close());

const gzip = { "accept-encoding": "gzip" };
const row = { title: "Étude compressée", description: "Une description", client: "Client" };

describe("compression", () => {
  it("compresses the API's lists", async () => {
    const res = await fetch(`${server.url}/api/case_studies`, { headers: { ...admin, ...gzip } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it("sends the JSON answer to a write as it is, with its length", async () => {
    const created = await fetch(`${server.url}/api/case_studies`, {
      method: "POST",
      headers: { ...admin, ...gzip, "content-type": "application/json" },
      body: JSON.stringify(row),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("content-encoding")).toBeNull();
    const body = await created.text();
    expect(Number(created.headers.get("content-length"))).toBe(Buffer.byteLength(body));
    const { id, title } = JSON.parse(body) as { id: string; title: string };
    expect(title).toBe(row.title);

    const refused = await fetch(`${server.url}/api/case_studies/${id}`, {
      method: "PATCH",
      headers: { ...admin, ...gzip, "content-type": "application/json" },
      body: JSON.stringify({ title: "" }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-encoding")).toBeNull();
  });
});
