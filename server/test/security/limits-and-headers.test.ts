import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/harness";
import {
  client,
  entityNames,
  expectCleanError,
  jsonInit,
  pngBytes,
  uploadForm,
  validRow,
} from "../support/security";

// ASVS V13/V14: bounded request bodies on every JSON endpoint (and every other non-upload
// route), and the security headers on every API answer, errors included.

const LIMIT = 1024 * 1024;

let server: TestServer;
let admin: Record<string, string>;
let ids: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = { authorization: (await server.bearerFor("admin")).headers.authorization! };
  ids = {};
  for (const name of entityNames) {
    const res = await client(server)(`/api/${name}`, jsonInit("POST", validRow(name), admin));
    ids[name] = ((await res.json()) as { id: string }).id;
  }
});
afterAll(() => server.close());

/** A JSON object just over the limit: one long string. */
const oversized = () => JSON.stringify({ title: "x".repeat(LIMIT + 10) });

/** Every endpoint that reads a JSON body, and a few routes that do not expect one at all. */
const targets = (): [string, string][] => [
  ...entityNames.flatMap((n): [string, string][] => [
    ["POST", `/api/${n}`],
    ["PATCH", `/api/${n}/${ids[n]}`],
  ]),
  ["POST", "/api/contact"],
  ["PATCH", "/api/contact/00000000-0000-4000-8000-000000000000"],
  ["POST", "/auth/v1/token?grant_type=password"],
  ["POST", "/auth/v1/token?grant_type=refresh_token"],
  ["POST", "/auth/v1/signup"],
  ["POST", "/auth/v1/logout"],
  // The storage's JSON route (an image's alternative texts), beside its unbounded uploads.
  ["PATCH", "/api/storage/media/images/photo.webp"],
  // Server-rendered routes (the contact page's form action reads its body too).
  ["POST", "/contact"],
  ["POST", "/"],
  ["POST", "/admin/login"],
];

describe("request bodies over the limit", () => {
  it("are refused with 413 on every JSON endpoint, for an administrator and a stranger alike", async () => {
    for (const [method, path] of targets()) {
      for (const headers of [admin, {}]) {
        const res = await client(server)(path, {
          method,
          headers: { ...headers, "content-type": "application/json" },
          body: oversized(),
        });
        await expectCleanError(res, 413, "payload_too_large");
      }
    }
  });

  it("are refused with 413 when sent chunked, without a Content-Length", async () => {
    for (const [method, path] of targets()) {
      const bytes = new TextEncoder().encode(oversized());
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 65536)
            controller.enqueue(bytes.subarray(i, i + 65536));
          controller.close();
        },
      });
      const res = await client(server)(path, {
        method,
        headers: { ...admin, "content-type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit);
      await expectCleanError(res, 413, "payload_too_large");
    }
  });

  it("lets a body under the limit through to validation (the limit is not zero)", async () => {
    const res = await client(server)(
      "/api/services",
      jsonInit("POST", { ...validRow("services"), description: "x".repeat(LIMIT - 1000) }, admin),
    );
    // Refused by the field's own length rule, not by the size limit.
    await expectCleanError(res, 400, "validation_failed");
  });
});

const HEADERS: [string, RegExp][] = [
  ["x-content-type-options", /^nosniff$/],
  ["x-frame-options", /^DENY$/],
  ["referrer-policy", /^(no-referrer|strict-origin-when-cross-origin|same-origin)$/],
  ["permissions-policy", /camera=\(\)/],
  ["content-security-policy", /frame-ancestors 'none'/],
  ["x-request-id", /^[0-9a-f-]{36}$/],
];

describe("security headers on every API answer", () => {
  it("are on reads, writes, uploads, files and every kind of error", async () => {
    const api = client(server);
    const upload = await api("/api/storage/demos", {
      method: "POST",
      headers: admin,
      body: uploadForm(pngBytes(), "a.png", "image/png"),
    });
    const { publicUrl } = (await upload.clone().json()) as { publicUrl: string };
    const responses: [string, Response][] = [
      ["health", await api("/api/health")],
      ["list", await api("/api/services")],
      ["create", await api("/api/services", jsonInit("POST", validRow("services"), admin))],
      ["upload", upload],
      ["file", await api(publicUrl)],
      ["openapi", await api("/api/openapi.json")],
      ["400", await api("/api/services", jsonInit("POST", {}, admin))],
      ["401", await api("/api/contact")],
      ["404", await api("/api/nothing-here")],
      ["404 auth", await api("/auth/v1/nothing")],
      ["415", await api("/api/services", { method: "POST", headers: admin, body: "x" })],
      ["user 401", await api("/auth/v1/user")],
      ["token 400", await api("/auth/v1/token?grant_type=password", jsonInit("POST", {}))],
    ];
    for (const [label, res] of responses) {
      for (const [name, pattern] of HEADERS) {
        // A stored file carries its own stricter policy (no source at all, sandboxed).
        const expected =
          label === "file" && name === "content-security-policy" ? /default-src 'none'/ : pattern;
        expect(res.headers.get(name), `${label}: ${name}`).toMatch(expected);
      }
      // No framework or version banner.
      expect(res.headers.get("x-powered-by"), label).toBeNull();
      expect(res.headers.get("server"), label).toBeNull();
    }
  });

  it("never lets another site read the API with the visitor's credentials (no CORS)", async () => {
    const res = await client(server)("/api/services", {
      headers: { origin: "https://evil.example" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("marks token answers and the profile no-store", async () => {
    const res = await client(server)("/api/profile", { headers: admin });
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
  });
});

describe("answers to authenticated API calls", () => {
  it("are never stored by a cache (no-store), reads and writes alike; public reads stay cacheable", async () => {
    const signedIn = [
      await client(server)("/api/contact", { headers: admin }),
      await client(server)("/api/profile", { headers: admin }),
      await client(server)("/api/services", { headers: admin }),
      await client(server)("/api/services", jsonInit("POST", validRow("services"), admin)),
      await client(server)(`/api/services/${ids.services}`, {
        ...jsonInit("PATCH", { title: "Changé" }, admin),
      }),
      await client(server)("/auth/v1/user", { headers: admin }),
    ];
    for (const res of signedIn) {
      expect(res.status, res.url).toBeLessThan(300);
      expect(res.headers.get("cache-control"), res.url).toBe("no-store");
    }
    const anonymous = await client(server)("/api/services");
    expect(anonymous.headers.get("cache-control") ?? "").not.toMatch(/no-store/);
  });
});

describe("the request id", () => {
  it("is the server's own on every answer; a client's value is only logged beside it", async () => {
    const sent = "client-chosen-id-1234";
    const res = await client(server)("/api/services", { headers: { "x-request-id": sent } });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(id).not.toBe(sent);
    const line = server.logs.find((l) => l.event === "request" && l.request_id === id);
    expect(line).toMatchObject({ client_request_id: sent });
    // A value that is not a plain token is not logged at all (no log injection).
    const odd = await client(server)("/api/services", {
      headers: { "x-request-id": `x${"y".repeat(300)}` },
    });
    const oddLine = server.logs.find(
      (l) => l.event === "request" && l.request_id === odd.headers.get("x-request-id"),
    );
    expect(oddLine).toBeDefined();
    expect(oddLine).not.toHaveProperty("client_request_id");
  });
});
