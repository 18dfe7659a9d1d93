import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/harness";
import {
  adminCalls,
  client,
  entityNames,
  expectCleanError,
  filesUnder,
  jsonInit,
  rawRequest,
  sendCall,
  validRow,
} from "../support/security";

// ASVS V4 (access control): every API write, and the contact inbox, is refused signed out (401)
// and to a signed-in account without a role of the team (403), before anything is written. Which
// role passes which route is the route × role test's (server/http/openapi-access.test.ts).

let server: TestServer;
let admin: Record<string, string>;
let user: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  admin = { authorization: (await server.bearerFor("admin")).headers.authorization! };
  user = { authorization: (await server.bearerFor("user")).headers.authorization! };
  const api = client(server);
  for (const name of entityNames) {
    const res = await api(`/api/${name}`, jsonInit("POST", validRow(name), admin));
    expect(res.status).toBe(201);
    ids[name] = ((await res.json()) as { id: string }).id;
  }
  const contact = await api(
    "/api/contact",
    jsonInit("POST", { name: "Ana", email: "ana@example.com", message: "Bonjour" }),
  );
  expect(contact.status).toBe(201);
  ids.contact = ((await contact.json()) as { id: string }).id;
});
afterAll(() => server.close());

/** What a refused call must not have changed: every table's rows and the uploads. */
async function snapshot() {
  const api = client(server);
  const tables: Record<string, unknown> = {};
  for (const name of entityNames) {
    tables[name] = await (await api(`/api/${name}`, { headers: admin })).json();
  }
  tables.contact = await (await api("/api/contact", { headers: admin })).json();
  tables.site_texts = await (await api("/api/site_texts")).json();
  tables.uploads = await filesUnder(`${server.config.DATA_DIR}/uploads`);
  return tables;
}

describe("every administrator call, generated from the entity declarations", () => {
  const calls = adminCalls();

  it("covers the entities, storage, the contact inbox and the site texts", () => {
    expect(calls.map((c) => c.label)).toEqual(
      expect.arrayContaining([
        ...entityNames.flatMap((n) => [
          `POST /api/${n}`,
          `PATCH /api/${n}/{id}`,
          `DELETE /api/${n}/{id}`,
        ]),
        "POST /api/storage/demos",
        "GET /api/contact",
        "PATCH /api/contact/{id}",
        "DELETE /api/contact/{id}",
        "PUT /api/site_texts/{lang}/{key}",
        "DELETE /api/site_texts/{lang}/{key}",
      ]),
    );
  });

  for (const call of calls) {
    it(`${call.label}: 401 signed out, 403 for a non-admin, nothing changed; the admin passes`, async () => {
      const before = await snapshot();
      await expectCleanError(await sendCall(server, call, ids, {}), 401, "not_authenticated");
      await expectCleanError(await sendCall(server, call, ids, user), 403, "forbidden");
      // A Bearer header that is not a token is no one.
      await expectCleanError(await sendCall(server, call, ids, { authorization: "Bearer " }), 401);
      expect(await snapshot()).toEqual(before);
      // The same call is a valid one: the refusals above were about who asked.
      const res = await sendCall(server, call, ids, admin);
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    });
  }
});

describe("other methods and spellings do not get around the guards", () => {
  it("HEAD and OPTIONS on every administrator path answer no data and change nothing", async () => {
    const fresh: Record<string, string> = {};
    const api = client(server);
    for (const name of entityNames) {
      const res = await api(`/api/${name}`, jsonInit("POST", validRow(name), admin));
      fresh[name] = ((await res.json()) as { id: string }).id;
    }
    const contact = await api(
      "/api/contact",
      jsonInit("POST", { name: "Bo", email: "bo@example.com", message: "Salut" }),
    );
    fresh.contact = ((await contact.json()) as { id: string }).id;
    const before = await snapshot();
    for (const call of adminCalls()) {
      for (const headers of [{}, user]) {
        // HEAD is GET without a body: the same guard, the same status, never the data.
        const get = await api(call.path(fresh), { headers });
        await get.body?.cancel();
        const head = await api(call.path(fresh), { method: "HEAD", headers });
        expect(head.status, `HEAD ${call.label}`).toBe(get.status);
        expect(await head.text()).toBe("");
        // No CORS preflight is answered: no other site may call the API with credentials.
        const options = await api(call.path(fresh), { method: "OPTIONS", headers });
        await options.body?.cancel();
        expect(options.status, `OPTIONS ${call.label}`).toBeGreaterThanOrEqual(400);
        expect(options.headers.get("access-control-allow-origin")).toBeNull();
        expect(options.headers.get("access-control-allow-credentials")).toBeNull();
      }
    }
    expect((await api("/api/contact", { method: "HEAD" })).status).toBe(401);
    expect((await api("/api/contact", { method: "HEAD", headers: user })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("method-override headers and path spellings write nothing", async () => {
    const api = client(server);
    const before = await snapshot();
    const target = `/api/services/${ids.services ?? "x"}`;
    for (const header of ["x-http-method-override", "x-http-method", "x-method-override"]) {
      const res = await api("/api/services", {
        method: "GET",
        headers: { [header]: "POST", "content-type": "application/json" },
      });
      expect(res.status).toBe(200); // a plain read, not a write
      const del = await api(target, { method: "POST", headers: { [header]: "DELETE" } });
      expect(del.status).toBeGreaterThanOrEqual(400);
    }
    for (const raw of [
      "/api/services/",
      "/api//services",
      "/API/services",
      "/api/./services",
      "/api/%73ervices",
      "/api/services;x",
      "/api/storage/../services",
    ]) {
      const res = await rawRequest(server, raw, "POST");
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

/** A row of its own for a describe block (the calls above delete the first ones). */
async function freshRow(name: (typeof entityNames)[number]) {
  const res = await client(server)(`/api/${name}`, jsonInit("POST", validRow(name), admin));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("market analyses are the team's", () => {
  beforeAll(async () => {
    ids.markets = await freshRow("markets");
  });
  const reads = () => [
    "/api/markets",
    "/api/markets?lang=en",
    "/api/markets?limit=5",
    "/api/markets?q=Sample",
    "/api/markets?order=size.desc&offset=0&limit=1",
    `/api/markets/${ids.markets}`,
    `/api/markets/${ids.markets}?lang=ar`,
  ];

  it("answers 401 signed out and 403 outside the team, whatever the parameters, with no row", async () => {
    const api = client(server);
    for (const path of reads()) {
      for (const [headers, status, code] of [
        [{}, 401, "not_authenticated"],
        [{ authorization: "Bearer " }, 401, undefined],
        [user, 403, "forbidden"],
      ] as const) {
        const res = await api(path, { headers });
        const body = await expectCleanError(res, status, code);
        expect(JSON.stringify(body), path).not.toMatch(/Sample/);
      }
      const head = await api(path, { method: "HEAD" });
      expect(head.status, `HEAD ${path}`).toBe(401);
      expect(await head.text()).toBe("");
    }
  });

  it("answers every member of the team, a translator included", async () => {
    const translator = (await server.bearerForMember("translator", ["ar"])).headers;
    for (const headers of [admin, translator]) {
      const list = await client(server)("/api/markets", { headers });
      expect(list.status).toBe(200);
      expect((await list.json()) as { id: string }[]).toContainEqual(
        expect.objectContaining({ id: ids.markets, name: "Sample" }),
      );
      const one = await client(server)(`/api/markets/${ids.markets}`, { headers });
      expect(one.status).toBe(200);
      expect(await one.json()).toMatchObject({ id: ids.markets, size: 1, threats: ["Sample"] });
    }
  });
});

describe("a translator reads the content, not people's data", () => {
  beforeAll(async () => {
    ids.services = await freshRow("services");
  });

  it("is refused the inbox, the visitors' questions, the journal and the team, in French", async () => {
    const translator = (await server.bearerForMember("translator", ["en"])).headers;
    for (const path of [
      "/api/contact",
      "/api/contact?limit=5",
      "/api/assistant/unanswered",
      "/api/audit",
      "/api/team",
      `/api/audit/row?table=contact_messages&row_id=${ids.contact}`,
      "/api/audit/row?table=assistant_questions&row_id=x",
    ]) {
      const body = await expectCleanError(
        await client(server)(path, { headers: translator }),
        403,
        "forbidden",
      );
      expect(body.error.message, path).toMatch(/^(Cette action|L'historique) .*réservé/);
      expect(JSON.stringify(body), path).not.toMatch(/ana@example\.com|Ana/);
    }
  });

  it("reads the content, the site texts, the media library and the history of a content row", async () => {
    const translator = (await server.bearerForMember("translator", ["en"])).headers;
    for (const path of [
      "/api/services",
      `/api/services/${ids.services}`,
      "/api/site_texts/keys",
      "/api/storage/media",
      `/api/audit/row?table=services&row_id=${ids.services}`,
      "/api/audit/row?table=site_texts&row_id=en/hero.title",
    ]) {
      const res = await client(server)(path, { headers: translator });
      await res.body?.cancel();
      expect(res.status, path).toBe(200);
    }
  });

  it("leaves the inbox's history to editors and administrators", async () => {
    const editor = (await server.bearerForMember("editor")).headers;
    const history = `/api/audit/row?table=contact_messages&row_id=${ids.contact}`;
    for (const headers of [editor, admin]) {
      const res = await client(server)(history, { headers });
      await res.body?.cancel();
      expect(res.status).toBe(200);
    }
  });
});

describe("GET /api/health", () => {
  it("stays public and says only its three facts", async () => {
    const res = await client(server)("/api/health");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(["database", "status", "storage"]);
    expect(text).not.toContain(server.config.DATA_DIR);
    expect(text).not.toContain(server.config.JWT_SECRET);
    expect(text).not.toMatch(/version|node|pid|uptime|memory|postgres:\/\//i);
  });
});
