import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities, entityNames } from "#domain/entities";
import { type Access, type Role, roleMay } from "#domain/roles";
import { translatableFields } from "#domain/translations";
import { createApp } from "../app";
import { issueSession } from "../auth/sessions.server";
import { type Bearer, startTestServer, type TestServer } from "../test/support/harness";
import { type DescribedRoute, describedRoutes } from "./openapi-route";

/**
 * The route × role matrix, generated from the declarations: every route the app serves is called
 * over real HTTP by each kind of caller, and answers as its access level says.
 */

let server: TestServer;
let routes: DescribedRoute[];

/** Who calls: anonymous, or an account of a role (a translator with its languages). */
interface Caller {
  name: string;
  role?: Role;
  languages?: string[];
  account?: Bearer;
}
const CALLERS: Caller[] = [
  { name: "anonymous" },
  { name: "user", role: "user" },
  { name: "translator (en)", role: "translator", languages: ["en"] },
  { name: "translator (ar)", role: "translator", languages: ["ar"] },
  { name: "editor", role: "editor" },
  { name: "admin", role: "admin" },
];

beforeAll(async () => {
  // Sign-up open, so its route answers as any public route does.
  server = await startTestServer({ ALLOW_SIGNUP: "true" });
  routes = describedRoutes(createApp(server.deps));
  for (const caller of CALLERS) {
    if (caller.role) caller.account = await server.bearerForMember(caller.role, caller.languages);
  }
});
afterAll(() => server.close());

/** The content tables the team alone reads: market analyses are never shown to visitors. */
const INTERNAL_TABLES: readonly string[] = ["markets"];

/**
 * Each route's access level, written out here rather than read from the routes: a route the app
 * serves that is missing here, or declared with another level, fails the listing test. A route
 * over several tables has a row per table, reads as well as writes.
 */
const EXPECTED: Record<string, Access> = {
  "GET /api/health": "public",
  "GET /api/openapi.json": "public",
  "POST /auth/v1/token": "public",
  "POST /auth/v1/signup": "public",
  "POST /auth/v1/recover": "public",
  "POST /auth/v1/verify": "public",
  "POST /auth/v1/logout": "user",
  "GET /auth/v1/user": "user",
  "PUT /auth/v1/user": "user",
  "GET /api/profile": "user",
  "GET /api/account/sessions": "user",
  "DELETE /api/account/sessions/{id}": "user",
  "POST /api/account/password": "user",
  "GET /api/team": "admin",
  "POST /api/team/invitations": "admin",
  "POST /api/team/{id}/invitation": "admin",
  "PATCH /api/team/{id}": "admin",
  "DELETE /api/team/{id}": "admin",
  "POST /api/contact": "public",
  "GET /api/contact": "editor",
  "PATCH /api/contact/{id}": "editor",
  "DELETE /api/contact/{id}": "editor",
  "POST /api/assistant": "public",
  "POST /api/assistant/handover": "public",
  "POST /api/assistant/feedback": "public",
  "GET /api/assistant/unanswered": "editor",
  "DELETE /api/assistant/unanswered/{id}": "editor",
  "GET /api/assistant/unhelpful": "editor",
  "GET /api/assistant/week": "editor",
  "POST /api/storage/media": "editor",
  "POST /api/storage/demos": "editor",
  "GET /api/storage/media": "staff",
  "PATCH /api/storage/media/{path}": "staff",
  "DELETE /api/storage/media/{path}": "editor",
  "PUT /api/storage/media/{path}": "editor",
  "GET /storage/{bucket}/{key}": "public",
  "GET /api/audit": "admin",
  "GET /api/audit/row": "staff",
  "GET /api/site_texts": "public",
  "GET /api/site_texts/keys": "staff",
  "PUT /api/site_texts/{lang}/{key}": "staff",
  "DELETE /api/site_texts/{lang}/{key}": "staff",
  "POST /api/site_texts/{key}/translations/approve": "staff",
  "POST /api/site_texts/{key}/translations/suggest": "staff",
  "POST /api/preview/session": "staff",
  "GET /api/translations/export": "staff",
  "POST /api/translations/import": "staff",
  "GET /api/translations/summary": "staff",
  ...Object.fromEntries(
    entityNames.flatMap((table) => [
      [`GET /api/${table}`, INTERNAL_TABLES.includes(table) ? "staff" : "public"],
      [`GET /api/${table}/{id}`, INTERNAL_TABLES.includes(table) ? "staff" : "public"],
      [`POST /api/${table}`, "editor"],
      [`PATCH /api/${table}/{id}`, "staff"],
      [`DELETE /api/${table}/{id}`, "editor"],
      [`POST /api/${table}/{id}/restore`, "editor"],
      ...(entities[table].publication ? [[`POST /api/${table}/order`, "editor"]] : []),
      ...(translatableFields(entities[table].fields).length > 0
        ? [
            [`POST /api/${table}/{id}/translations/approve`, "staff"],
            [`POST /api/${table}/{id}/translations/suggest`, "staff"],
          ]
        : []),
    ]),
  ),
};

const keyOf = (route: DescribedRoute) => `${route.method.toUpperCase()} ${route.path}`;

/**
 * A concrete URL for a declared path: any id, a key the site has, and a language the caller
 * writes (a translator's own; a route narrowing languages further is tested beside it).
 */
const urlOf = (path: string, caller: Caller) =>
  path
    .replace("{id}", randomUUID())
    .replace("{lang}", caller.languages?.[0] ?? "fr")
    .replace("{key}", "contact.toast.rateLimited")
    .replace("{bucket}", "demos");

/**
 * The query strings a read is also called with: none, then each query parameter its document
 * lists, alone, with a value it accepts. A parameter that sends the read down another path
 * (a page, a search, a language) meets the same guard.
 */
function queriesOf(route: DescribedRoute): string[] {
  if (route.method !== "get") return [""];
  const parameters = (route.operation.parameters ?? []) as {
    name: string;
    in: string;
    schema?: { enum?: unknown[]; type?: string; minimum?: number; pattern?: string };
  }[];
  const samples = parameters
    .filter((parameter) => parameter.in === "query")
    .map(({ name, schema = {} }) => {
      if (schema.enum) return `${name}=${schema.enum[0]}`;
      if (schema.type === "integer") return `${name}=${schema.minimum ?? 1}`;
      if (name === "order") return "order=created_at.desc";
      return `${name}=a`;
    });
  return ["", ...samples.map((sample) => `?${sample}`)];
}

/** One call as `caller`, on a session of its own (a route may end the session it is called on). */
async function call(route: DescribedRoute, caller: Caller, query = "") {
  const account = caller.account;
  const session = account ? await issueSession(server.deps, account) : undefined;
  const res = await fetch(`${server.url}${urlOf(route.path, caller)}${query}`, {
    method: route.method.toUpperCase(),
    headers: {
      "content-type": "application/json",
      origin: server.url,
      ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
    },
    body: route.method === "get" || route.method === "delete" ? undefined : "{}",
  });
  const text = await res.text();
  const code = res.headers.get("content-type")?.includes("json")
    ? (JSON.parse(text) as { error?: { code?: string } }).error?.code
    : undefined;
  return { status: res.status, code };
}

/**
 * What the access level says of a caller: anonymous is 401 on anything not public; a role the
 * level does not let through is 403 `forbidden`; anyone else reaches the route itself.
 */
function verdict(access: Access, caller: Caller): "401" | "403 forbidden" | "reached" {
  if (!caller.role) return access === "public" ? "reached" : "401";
  return roleMay(caller.role, access) ? "reached" : "403 forbidden";
}

function observed({ status, code }: { status: number; code?: string }) {
  if (status === 401) return "401";
  if (status === 403) return code === "forbidden" ? "403 forbidden" : `403 ${code}`;
  return "reached";
}

describe("who may call each declared route", () => {
  it("declares each route with the access level of the table", () => {
    const mounted = routes.map((route) => `${route.access} ${keyOf(route)}`).sort();
    const expected = routes.map((route) => `${EXPECTED[keyOf(route)] ?? "?"} ${keyOf(route)}`);
    expect(mounted).toEqual(expected.sort());
  });

  it("serves every route of the table, but those still being added", () => {
    const served = new Set(routes.map(keyOf));
    const missing = Object.keys(EXPECTED).filter((key) => !served.has(key));
    expect(missing).toEqual([]);
  });

  it.each(CALLERS)("answers $name as each route's access level says", async (caller) => {
    const answers = await Promise.all(
      routes.flatMap((route) =>
        queriesOf(route).map(async (query) => {
          const expected = verdict(route.access, caller);
          const got = observed(await call(route, caller, query));
          return { route: `${route.access} ${keyOf(route)}${query}`, expected, got };
        }),
      ),
    );
    expect(answers.filter(({ expected, got }) => expected !== got)).toEqual([]);
  });

  it("calls the reads with each of their documented parameters too", () => {
    const markets = routes.find((route) => keyOf(route) === "GET /api/markets");
    expect(markets && queriesOf(markets)).toEqual(
      expect.arrayContaining(["", "?limit=1", "?offset=0", "?q=a", "?order=created_at.desc"]),
    );
    const services = routes.find((route) => keyOf(route) === "GET /api/services");
    expect(services && queriesOf(services)).toEqual(expect.arrayContaining(["?lang=fr"]));
  });
});
