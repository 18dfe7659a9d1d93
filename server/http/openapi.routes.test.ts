import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../app";
import { startTestServer, type TestServer } from "../test/support/harness";
import {
  apiRouter,
  defineRoute,
  describedRoutes,
  mountedRoutes,
  openApiPath,
} from "./openapi-route";
import { idParameter } from "./openapi-schemas";

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

/**
 * Every call the app answers under /api, /auth/v1 and /storage, read from its own router: the
 * declared ones as their declarations list them (a route over every table once per table), and
 * any route mounted without a declaration as its path, so it fails here. [path, method], with
 * parameters written as OpenAPI writes them.
 */
function apiCalls(app = createApp(server.deps)): [string, string][] {
  const declared = new Set(mountedRoutes(app).map((route) => `${route.path} ${route.method}`));
  const undeclared = app.routes
    .filter((route) => route.method !== "ALL" && /^\/(api|auth|storage)\//.test(route.path))
    .map(({ method, path }) => `${openApiPath(path)} ${method.toLowerCase()}`)
    .filter((call) => !declared.has(call));
  return [
    ...describedRoutes(app).map(({ path, method }): [string, string] => [path, method]),
    ...[...new Set(undeclared)].map((call) => call.split(" ") as [string, string]),
    ["/sitemap.xml", "get"],
    ["/robots.txt", "get"],
  ];
}

// biome-ignore lint/suspicious/noExplicitAny: a JSON document walked by path
const undescribed = (calls: [string, string][], document: any = doc) =>
  calls.filter(([path, method]) => !document.paths[path]?.[method]);

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

  it("describes every route the app answers, read from its router", () => {
    const calls = apiCalls();
    // The routes this list once missed without any test failing.
    for (const path of ["/api/storage/media", "/api/audit", "/api/services/order"]) {
      expect(calls.map(([p]) => p)).toContain(path);
    }
    expect(undescribed(calls)).toEqual([]);
  });

  it("describes a route declared in the app, and names one added without a declaration", async () => {
    const app = createApp(server.deps);
    const throwaway = defineRoute(
      "admin",
      {
        method: "get",
        path: "/throwaway",
        operationId: "throwaway",
        responses: { 200: { description: "OK" } },
      },
      (c) => c.json({}),
    );
    app.route("/api", apiRouter([throwaway]));
    app.get("/api/undeclared", (c) => c.json({}));
    const document = await (await app.request("/api/openapi.json")).json();
    expect(document.paths["/api/throwaway"].get).toMatchObject({
      operationId: "throwaway",
      security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    });
    expect(undescribed(apiCalls(app), document)).toEqual([["/api/undeclared", "get"]]);
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

  it("passes a maintained validator, and names no parameter twice in an operation", async () => {
    await SwaggerParser.validate(structuredClone(doc));
    // The validator's own check of repeated parameters covers Swagger 2.0 only: an OpenAPI 3
    // operation's parameters must still be unique by name and location.
    const api = await SwaggerParser.dereference(structuredClone(doc));
    const twice = Object.entries(api.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {}).flatMap(([method, operation]) => {
        const keys = (
          (operation as { parameters?: { in: string; name: string }[] }).parameters ?? []
        ).map((parameter) => `${parameter.in} ${parameter.name}`);
        return keys
          .filter((key, i) => keys.indexOf(key) !== i)
          .map((key) => `${method.toUpperCase()} ${path}: ${key}`);
      }),
    );
    expect(twice).toEqual([]);
  });

  it("refuses a route that names a parameter twice, when it is declared", () => {
    const declare = (parameters: object[]) =>
      defineRoute(
        "user",
        {
          method: "delete",
          path: "/twice/{id}",
          request: { params: z.object({ id: z.uuid() }) },
          parameters: parameters as never,
          responses: { 204: { description: "OK" } },
        },
        (c) => c.body(null, 204),
      );
    expect(() => declare([idParameter])).toThrow(
      "delete /twice/{id} names the parameter path id twice",
    );
    expect(() => declare([{ name: "id", in: "path", required: true }])).toThrow(/path id twice/);
    expect(() => declare([{ name: "id", in: "query" }])).not.toThrow();
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

  it("lists 401 on every guarded operation, 403 where its guard refuses a session, and no 401 on a public one", () => {
    const wrong = describedRoutes(createApp(server.deps)).flatMap((route) => {
      const statuses = Object.keys(doc.paths[route.path][route.method].responses);
      const key = `${route.method.toUpperCase()} ${route.path}`;
      if (route.access === "public") return statuses.includes("401") ? [`${key} lists 401`] : [];
      // A level naming roles refuses the others; a link's session is refused before its
      // password is set; a cookie's write is refused from another origin.
      const refuses = route.access !== "user" || !route.beforePassword || route.method !== "get";
      return [
        ...(statuses.includes("401") ? [] : [`${key} lacks 401`]),
        ...(refuses && !statuses.includes("403") ? [`${key} lacks 403`] : []),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it("says a route's own meaning of 401 or 403 after the guard's", () => {
    const put = doc.paths["/auth/v1/user"].put.responses;
    const shared = doc.components.responses;
    expect(put["401"].description).toBe(
      `${shared.Unauthorized.description} ; \`reauthentication_needed\` : changer le mot de passe demande une connexion de moins de 10 minutes ou un lien`,
    );
    expect(put["403"].description).toBe(
      `${shared.Forbidden.description} ; \`password_required\` : une session ouverte par un lien ne change que le mot de passe`,
    );
    expect(doc.paths["/auth/v1/signup"].post.responses["403"].description).toMatch(
      /^signup_disabled/,
    );
  });

  it("is the same document on every request", async () => {
    const again = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(again).toEqual(doc);
  });
});
