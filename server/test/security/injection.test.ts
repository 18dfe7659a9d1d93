import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EntityDef, entities, entitySchema } from "#domain/entities";
import { startTestServer, type TestServer } from "../support/harness";
import {
  account,
  client,
  entityNames,
  expectCleanError,
  jsonInit,
  textFields,
  validRow,
} from "../support/security";

// ASVS V5 (validation, sanitisation, encoding): what an attacker types is data. SQL does not run,
// markup is kept verbatim and returned as JSON text (the pages escape it; the browser tests in
// e2e/security check that), and nothing sent can reach the server's objects or crash it.

const PAYLOADS = [
  "'; DROP TABLE services; --",
  "' OR '1'='1",
  "1) UNION SELECT email, password_hash FROM users --",
  "$$; DELETE FROM users; $$",
  "\\'; SELECT pg_sleep(10); --",
  "<script>alert('xss')</script>",
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  "javascript:alert(document.cookie)",
  "{{constructor.constructor('alert(1)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  "${7*7} #{7*7} <%= 7*7 %>",
  "</script><script>alert(1)</script>",
  "\u202Egnp.exe",
  "ملف عربي — 😀",
];

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = { authorization: (await server.bearerFor("admin")).headers.authorization! };
});
afterAll(() => server.close());

/** A list field carries the payload as an item; a text field as its whole value. */
const withPayload = (def: { kind: string }, payload: string) =>
  def.kind === "list" ? [payload] : payload;

describe("SQL-injection and XSS payloads in every text field of every entity", () => {
  for (const name of entityNames) {
    for (const { field, def } of textFields(name)) {
      it(`${name}.${field}: stored verbatim and returned as data, or refused by its own rule`, async () => {
        const api = client(server);
        const schema = entitySchema(entities[name] as EntityDef);
        for (const payload of PAYLOADS) {
          const row = { ...validRow(name), [field]: withPayload(def, payload) };
          const res = await api(`/api/${name}`, jsonInit("POST", row, admin));
          if (!schema.safeParse(row).success) {
            // A field with a format (a demo's media URL) refuses it like the admin form does.
            await expectCleanError(res, 400, "validation_failed");
            continue;
          }
          expect(res.status, payload).toBe(201);
          expect(res.headers.get("content-type")).toMatch(/^application\/json/);
          const created = (await res.json()) as Record<string, unknown>;
          expect(created[field]).toEqual(withPayload(def, payload));
          const listed = (await (await api(`/api/${name}`, { headers: admin })).json()) as Record<
            string,
            unknown
          >[];
          expect(listed.find((r) => r.id === created.id)?.[field]).toEqual(
            withPayload(def, payload),
          );
          // And through an update.
          const patched = await api(
            `/api/${name}/${created.id}`,
            jsonInit("PATCH", { [field]: withPayload(def, `${payload} (2)`) }, admin),
          );
          expect(patched.status).toBe(200);
          expect(((await patched.json()) as Record<string, unknown>)[field]).toEqual(
            withPayload(def, `${payload} (2)`),
          );
        }
        // Every table is still there and still answers.
        for (const other of entityNames) {
          expect((await api(`/api/${other}`, { headers: admin })).status).toBe(200);
        }
        const who = await account(server);
        expect(who.id).toMatch(/^[0-9a-f-]{36}$/);
      });
    }
  }
});

describe("payloads in ids, queries and the contact form", () => {
  it("answers 404 for injected ids and leaves every row in place", async () => {
    const api = client(server);
    const before = await (await api("/api/services")).json();
    for (const id of [
      "1' OR '1'='1",
      "1; DROP TABLE services",
      "%27%20OR%201=1--",
      "00000000-0000-0000-0000-000000000000' OR 'x'='x",
    ]) {
      const path = `/api/services/${encodeURIComponent(id)}`;
      expect((await api(path, jsonInit("PATCH", { title: "pwned" }, admin))).status).toBe(404);
      expect((await api(path, { method: "DELETE", headers: admin })).status).toBe(404);
    }
    // An order that names no listed column is refused, and nothing is run.
    const injected = await api("/api/services?order=1;DROP TABLE services&id=' OR 1=1");
    expect(injected.status).toBe(400);
    expect(await (await api("/api/services")).json()).toEqual(before);
  });

  it("stores contact messages with payloads verbatim; the inbox returns them as data", async () => {
    const api = client(server);
    const sent = {
      name: PAYLOADS[5]!,
      email: "ana@example.com",
      company: PAYLOADS[0]!,
      phone: "' OR 1=1 --",
      message: PAYLOADS.join("\n"),
    };
    const res = await api("/api/contact", jsonInit("POST", sent));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const inbox = (await (await api("/api/contact", { headers: admin })).json()) as Record<
      string,
      unknown
    >[];
    expect(inbox.find((m) => m.id === id)).toMatchObject(sent);
  });

  it("refuses e-mail addresses that carry markup or SQL in the contact form", async () => {
    const res = await client(server)(
      "/api/contact",
      jsonInit("POST", { name: "A", email: "<script>@x.com' OR 1=1--", message: "Bonjour" }),
    );
    const body = await expectCleanError(res, 400, "validation_failed");
    expect(body).toHaveProperty("error.fields.email");
  });
});

describe("inputs that break naive servers", () => {
  it("refuses NUL bytes in text with 400, never a 500 (PostgreSQL cannot store them)", async () => {
    const api = client(server);
    for (const name of entityNames) {
      const [first] = textFields(name);
      const row = { ...validRow(name), [first!.field]: withPayload(first!.def, "a\u0000b") };
      await expectCleanError(await api(`/api/${name}`, jsonInit("POST", row, admin)), 400);
    }
    await expectCleanError(
      await api(
        "/api/contact",
        jsonInit("POST", { name: "a\u0000b", email: "a@b.co", message: "Bonjour" }),
      ),
      400,
    );
    await expectCleanError(
      await api(
        "/auth/v1/token?grant_type=password",
        jsonInit("POST", { email: "a\u0000b@example.com", password: "whatever" }),
      ),
      400,
    );
  });

  it("ignores __proto__ and constructor keys: refused as unknown fields, nothing polluted", async () => {
    const api = client(server);
    const body = `{"__proto__":{"polluted":"yes","role":"admin"},"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(validRow("services")).slice(1)}`;
    const res = await api("/api/services", {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body,
    });
    await expectCleanError(res, 400, "validation_failed");
    // The app runs in this process: a polluted prototype would show here.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it("refuses wrong types, arrays and deep nesting with 400", async () => {
    const api = client(server);
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    for (const body of [
      JSON.stringify([validRow("services")]),
      JSON.stringify({ ...validRow("services"), title: { $ne: null } }),
      JSON.stringify({ ...validRow("services"), title: ["a", "b"] }),
      JSON.stringify({ ...validRow("services"), price: "1; DROP TABLE services" }),
      deep,
      "{",
      "null",
    ]) {
      const res = await api("/api/services", {
        method: "POST",
        headers: { ...admin, "content-type": "application/json" },
        body,
      });
      await expectCleanError(res, 400);
    }
  });
});
