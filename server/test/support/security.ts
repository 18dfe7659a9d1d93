import { expect } from "vitest";
import {
  type EntityDef,
  type EntityName,
  entities,
  entityNames,
  entitySchema,
} from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import { rawRequest as sendRaw } from "#testing/raw-http";
import type { TestServer } from "./harness";

/**
 * Shared pieces of the security suite. Everything that lists endpoints or
 * fields is derived from the entity declarations, so a new entity or field is covered without
 * touching the tests.
 */

/** The harness's PUBLIC_URL: the site's own origin for the Origin check. */
/** The storage tests' file fixtures, shared: real magic numbers, and files left on disk. */
export { filesUnder, png as pngBytes } from "./uploads";

import { tinyPng } from "./uploads";

export const OWN_ORIGIN = "http://localhost:3000";
export const FOREIGN_ORIGIN = "https://evil.example";
export const PASSWORD = "Correct-Horse-42!";

export const jsonInit = (
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

export function client(server: TestServer) {
  return (pathname: string, init: RequestInit = {}) => fetch(`${server.url}${pathname}`, init);
}

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
}

let accounts = 0;
/** A fresh operator-created account with the given role (null: no profile row). */
export async function account(server: TestServer, role: string | null = "admin") {
  const email = `sec${++accounts}-${Date.now()}@example.com`;
  const id = await server.createUser(email, PASSWORD, role);
  return { id, email };
}

export async function signIn(server: TestServer, email: string, password = PASSWORD) {
  const res = await client(server)(
    "/auth/v1/token?grant_type=password",
    jsonInit("POST", { email, password }),
  );
  expect(res.status).toBe(200);
  const cookies: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    cookies[pair!.slice(0, eq)] = pair!.slice(eq + 1);
  }
  return { body: (await res.json()) as TokenAnswer, cookies };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A field value that the declaration accepts. */
function sampleValue(name: string, field: FieldDef): unknown {
  switch (field.kind) {
    case "text":
    case "textarea":
      // Fields holding a link or a stored file's URL (demos.media_url) must look like one.
      return name.includes("url") ? "https://example.com/sample" : "Sample";
    case "url":
    case "image":
      return "https://example.com/sample.png";
    case "number":
      return 1;
    case "date":
      return "2026-01-15";
    case "list":
      return ["Sample"];
    case "enum":
      return field.values[0];
  }
}

/** A valid row of an entity, built from its declaration (checked against its own schema). */
export function validRow(name: EntityName): Record<string, unknown> {
  const entity = entities[name] as EntityDef;
  const row: Record<string, unknown> = {};
  for (const [field, def] of Object.entries(entity.fields)) row[field] = sampleValue(field, def);
  const parsed = entitySchema(entity).safeParse(row);
  if (!parsed.success) {
    throw new Error(`validRow(${name}) no longer fits its declaration: ${parsed.error.message}`);
  }
  return row;
}

/** Free-text fields of an entity (where an attacker's text can land), by declaration. */
export function textFields(name: EntityName): { field: string; def: FieldDef }[] {
  const entity = entities[name] as EntityDef;
  return Object.entries(entity.fields)
    .filter(([, def]) => def.kind === "text" || def.kind === "textarea" || def.kind === "list")
    .map(([field, def]) => ({ field, def }));
}

export { entityNames };

/** Every state-changing API call, generated from the declarations (plus storage and contact). */
export interface WriteCall {
  label: string;
  method: string;
  path: (ids: Record<string, string>) => string;
  body?: (ids: Record<string, string>) => unknown;
  /** Multipart upload instead of JSON. */
  upload?: boolean;
}

export function adminCalls(): WriteCall[] {
  const calls: WriteCall[] = [];
  for (const name of entityNames) {
    calls.push(
      {
        label: `POST /api/${name}`,
        method: "POST",
        path: () => `/api/${name}`,
        body: () => validRow(name),
      },
      {
        label: `PATCH /api/${name}/{id}`,
        method: "PATCH",
        path: (ids) => `/api/${name}/${ids[name]}`,
        body: () => validRow(name),
      },
      {
        label: `DELETE /api/${name}/{id}`,
        method: "DELETE",
        path: (ids) => `/api/${name}/${ids[name]}`,
      },
    );
  }
  calls.push(
    {
      label: "POST /api/storage/demos",
      method: "POST",
      path: () => "/api/storage/demos",
      upload: true,
    },
    {
      label: "POST /api/storage/media",
      method: "POST",
      path: () => "/api/storage/media",
      upload: true,
    },
    { label: "GET /api/contact", method: "GET", path: () => "/api/contact" },
    {
      label: "PATCH /api/contact/{id}",
      method: "PATCH",
      path: (ids) => `/api/contact/${ids.contact}`,
      body: () => ({ status: "handled" }),
    },
    {
      label: "DELETE /api/contact/{id}",
      method: "DELETE",
      path: (ids) => `/api/contact/${ids.contact}`,
    },
    { label: "GET /api/site_texts/keys", method: "GET", path: () => "/api/site_texts/keys" },
    {
      label: "PUT /api/site_texts/{lang}/{key}",
      method: "PUT",
      path: () => "/api/site_texts/ar/hero.title",
      body: () => ({ text: "عنوان" }),
    },
    {
      label: "DELETE /api/site_texts/{lang}/{key}",
      method: "DELETE",
      path: () => "/api/site_texts/ar/hero.title",
    },
  );
  return calls;
}

export function uploadForm(bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type }), name);
  return form;
}

/** Sends one call of `adminCalls` with the given headers. */
export function sendCall(
  server: TestServer,
  call: WriteCall,
  ids: Record<string, string>,
  headers: Record<string, string>,
) {
  const init: RequestInit = { method: call.method, headers: { ...headers } };
  if (call.upload) {
    init.body = uploadForm(tinyPng(), "probe.png", "image/png");
  } else if (call.body) {
    (init.headers as Record<string, string>)["content-type"] = "application/json";
    init.body = JSON.stringify(call.body(ids));
  }
  return client(server)(call.path(ids), init);
}

/** A request whose path is sent as written (fetch would normalise it). */
export const rawRequest = (server: TestServer, rawPath: string, method = "GET") =>
  sendRaw(server.url, { path: rawPath, method });

/** Error answers have the API's error shape and nothing that looks like internals. */
export async function expectCleanError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  const text = await res.text();
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+|Failed query|stack/i);
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expect(typeof body.error.message).toBe("string");
  if (code) expect(body.error.code).toBe(code);
  return body;
}
