import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityNames } from "#domain/entities";
import { createApp } from "../app";
import { startTestServer, type TestServer } from "../test/support/harness";
import { type DescribedRoute, describedRoutes } from "./openapi-route";

let server: TestServer;
let routes: DescribedRoute[];

beforeAll(async () => {
  server = await startTestServer();
  routes = describedRoutes(createApp(server.deps));
});
afterAll(() => server.close());

/** A concrete URL for a declared path: any id, a language and key the site has. */
const urlOf = (path: string) =>
  path
    .replace("{id}", randomUUID())
    .replace("{lang}", "fr")
    .replace("{key}", "contact.toast.rateLimited")
    .replace("{bucket}", "demos");

async function call(route: DescribedRoute, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${urlOf(route.path)}`, {
    method: route.method.toUpperCase(),
    headers: { "content-type": "application/json", origin: server.url, ...headers },
    body: route.method === "get" || route.method === "delete" ? undefined : "{}",
  });
  await res.body?.cancel();
  return res.status;
}

describe("who may call each declared route", () => {
  it("lists every route with its access: anyone reads, a session names itself, the rest is the administrator's", () => {
    const open = routes
      .filter((route) => route.access !== "admin")
      .map((route) => `${route.access} ${route.method.toUpperCase()} ${route.path}`);
    expect(open.sort()).toEqual(
      [
        "public GET /api/health",
        "public GET /api/openapi.json",
        "public POST /api/contact",
        "public GET /api/site_texts",
        "public GET /storage/{bucket}/{key}",
        "public POST /auth/v1/token",
        "public POST /auth/v1/signup",
        "user POST /auth/v1/logout",
        "user GET /auth/v1/user",
        "user GET /api/profile",
        ...entityNames.map((table) => `public GET /api/${table}`),
      ].sort(),
    );
    const admin = routes.filter((route) => route.access === "admin");
    expect(admin.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/services",
        "POST /api/services/order",
        "DELETE /api/contact/{id}",
        "POST /api/storage/media",
        "GET /api/audit",
        "PUT /api/site_texts/{lang}/{key}",
      ]),
    );
  });

  it("answers 401 without a session on every route that needs one", async () => {
    const guarded = routes.filter((route) => route.access !== "public");
    const statuses = await Promise.all(
      guarded.map(async (route) => [route.path, await call(route)]),
    );
    expect(statuses.filter(([, status]) => status !== 401)).toEqual([]);
  });

  it("answers 403 to a signed-in user who is not an administrator on every administrator's route", async () => {
    const { headers } = await server.bearerFor("user");
    const admin = routes.filter((route) => route.access === "admin");
    const statuses = await Promise.all(
      admin.map(async (route) => [route.path, await call(route, headers)]),
    );
    expect(statuses.filter(([, status]) => status !== 403)).toEqual([]);
  });
});
