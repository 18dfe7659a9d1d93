import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityNames } from "#domain/entities";
import { startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
// biome-ignore lint/suspicious/noExplicitAny: a JSON document walked by path
let doc: any;

beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  doc = await res.json();
});
afterAll(() => server.close());

/** Every call of the HTTP API (docs/product.md, HTTP API): [path, method]. */
const API_CALLS: [string, string][] = [
  ...entityNames.flatMap((table): [string, string][] => [
    [`/api/${table}`, "get"],
    [`/api/${table}`, "post"],
    [`/api/${table}/{id}`, "patch"],
    [`/api/${table}/{id}`, "delete"],
  ]),
  ["/api/profile", "get"],
  ["/api/storage/demos", "post"],
  ["/storage/{bucket}/{key}", "get"],
  ["/auth/v1/token", "post"],
  ["/auth/v1/signup", "post"],
  ["/auth/v1/logout", "post"],
  ["/auth/v1/user", "get"],
  ["/api/contact", "post"],
  ["/api/contact", "get"],
  ["/api/contact/{id}", "patch"],
  ["/api/contact/{id}", "delete"],
  ["/api/site_texts", "get"],
  ["/api/site_texts/keys", "get"],
  ["/api/site_texts/{lang}/{key}", "put"],
  ["/api/site_texts/{lang}/{key}", "delete"],
  ["/api/health", "get"],
  ["/api/openapi.json", "get"],
  ["/sitemap.xml", "get"],
  ["/robots.txt", "get"],
];

function resolve(pointer: string) {
  return pointer
    .replace(/^#\//, "")
    .split("/")
    .reduce((node, part) => node?.[part.replaceAll("~1", "/").replaceAll("~0", "~")], doc);
}

function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, out);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") out.push(value);
      else refsIn(value, out);
    }
  }
  return out;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document with bearer and cookie security schemes", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "access_token",
    });
  });

  it("describes every call of the API", () => {
    const missing = API_CALLS.filter(([path, method]) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it("has unique operation ids and no dangling reference", () => {
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as object)
        .map((op) => (op as { operationId?: string }).operationId)
        .filter(Boolean),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const dangling = refsIn(doc).filter((ref) => resolve(ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it("derives request schemas from the shared zod schemas", () => {
    const servicesPost =
      doc.paths["/api/services"].post.requestBody.content["application/json"].schema;
    const services = resolve(servicesPost.$ref);
    expect(services.required).toContain("title");
    expect(services.required).not.toContain("price"); // the price is optional
    expect(services.properties.title).toMatchObject({ type: "string", maxLength: 200 });

    const research = resolve("#/components/schemas/ResearchInput");
    expect([...research.required].sort()).toEqual(["description", "start_date", "title"]);
    expect(research.properties.status.enum).toEqual(["planned", "ongoing", "completed"]);
    expect(research.properties.team).toMatchObject({ type: "array" });

    const demos = resolve("#/components/schemas/DemosInput");
    expect([...demos.required].sort()).toEqual(["media_url", "title", "type"]);

    const contact = resolve("#/components/schemas/ContactMessageInput");
    expect([...contact.required].sort()).toEqual(["email", "message", "name"]);
    expect(contact.properties.message.maxLength).toBe(5000);
    expect(contact.properties.email.format).toBe("email");
  });

  it("marks administrator calls as secured and public reads as open", () => {
    expect(doc.paths["/api/services"].post.security).toEqual([
      { bearerAuth: [] },
      { cookieAuth: [] },
    ]);
    expect(doc.paths["/api/services"].get.security).toBeUndefined();
    expect(doc.paths["/api/contact"].post.security).toBeUndefined();
    expect(doc.paths["/api/contact"].get.security).toBeDefined();
  });

  it("is the same document on every request", async () => {
    const again = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(again).toEqual(doc);
  });
});
