import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = { ...(await server.bearerFor("admin")).headers, "content-type": "application/json" };
});

const createService = (title: string) =>
  fetch(`${server.url}/api/services`, {
    method: "POST",
    headers: { ...admin, "accept-encoding": "gzip" },
    body: JSON.stringify({ title, description: "Une description. ".repeat(100), category: "IA" }),
  });
afterAll(() => server.close());

/** A raw HTTP answer: its headers and its bytes as sent (fetch would decompress them). */
async function raw(path: string, headers: Record<string, string>, method = "GET") {
  const { request } = await import("node:http");
  const url = new URL(path, server.url);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("compressed answers", () => {
  it("sends a JSON answer gzipped, with its length, the same JSON once inflated", async () => {
    expect((await createService("Service lu compressé")).status).toBe(201);
    const plain = await raw("/api/services", { "accept-encoding": "identity" });
    const gzipped = await raw("/api/services", { "accept-encoding": "gzip, br" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzipped.headers["content-length"])).toBe(gzipped.body.length);
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
    // The list's validator is the same for both forms, weak, and revalidates the compressed one.
    expect(gzipped.headers.etag).toMatch(/^W\//);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const again = await raw("/api/services", {
      "accept-encoding": "gzip",
      "if-none-match": String(gzipped.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it("leaves a small JSON answer as it is, and a refused gzip", async () => {
    const small = await raw("/api/health", { "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(Number(small.headers["content-length"])).toBe(small.body.length);
    const refused = await raw("/api/services", { "accept-encoding": "gzip;q=0, identity" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toBeInstanceOf(Array);
  });

  it("answers a write's JSON gzipped too, and a HEAD without a body", async () => {
    const res = await createService("Service compressé");
    expect(res.status).toBe(201);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect((await res.json()).title).toBe("Service compressé");
    const head = await raw("/api/services", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.body.length).toBe(0);
  });
});
