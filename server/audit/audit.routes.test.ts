import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#domain/audit";
import { LIST_MESSAGES } from "#domain/list-query";
import { saveContactMessage } from "../contact/contact.server";
import { startTestServer, type TestServer } from "../test/support/harness";
import { png } from "../test/support/uploads";

let server: TestServer;
let admin: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.bearerFor("admin");
});
afterAll(() => server.close());

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...admin.headers, ...init.headers } });

async function audit(query = ""): Promise<AuditEntry[]> {
  const res = await api(`/api/audit${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AuditEntry[];
}

const service = {
  title: "Audit de données",
  description: "Un état des lieux de vos données.",
  category: "Conseil",
  price: 1200,
};

describe("the audit log of content writes", () => {
  it("records a creation, an update and a deletion with who, what and the fields before and after", async () => {
    const created = await api("/api/services", { method: "POST", body: JSON.stringify(service) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const updated = await api(`/api/services/${id}`, {
      method: "PATCH",
      body: JSON.stringify({ price: 1500 }),
    });
    expect(updated.status).toBe(200);
    expect((await api(`/api/services/${id}`, { method: "DELETE" })).status).toBe(204);

    const entries = await audit(`?table=services&row_id=${id}`);
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    const [deletion, update, creation] = entries;
    for (const entry of entries) {
      expect(entry).toMatchObject({ user_id: admin.id, table: "services", row_id: id });
      expect(entry.user_email).toMatch(/^admin-.*@example\.com$/);
      expect(Date.parse(entry.at)).not.toBeNaN();
    }
    expect(creation!.changes).toMatchObject({
      title: { before: null, after: service.title },
      price: { before: null, after: 1200 },
    });
    // Only what changed, and never the server's own columns.
    expect(update!.changes).toEqual({ price: { before: 1200, after: 1500 } });
    expect(deletion!.changes).toMatchObject({ title: { before: service.title, after: null } });
    expect(Object.keys(creation!.changes)).not.toContain("id");
    expect(Object.keys(creation!.changes)).not.toContain("created_at");
  });

  it("names each entry's row by its title (a removed row by its last one) and its author by name", async () => {
    const created = await api("/api/services", { method: "POST", body: JSON.stringify(service) });
    const { id } = (await created.json()) as { id: string };
    const renamed = await api(`/api/services/${id}`, {
      method: "PATCH",
      body: JSON.stringify({ title: "Audit complet" }),
    });
    expect(renamed.status).toBe(200);
    await api(`/api/services/${id}`, { method: "PATCH", body: JSON.stringify({ price: 1300 }) });
    const { username } = (await (await api("/api/profile")).json()) as { username: string };
    const named = await audit(`?table=services&row_id=${id}`);
    expect(named.map((entry) => [entry.row_name, entry.row_deleted])).toEqual([
      ["Audit complet", false],
      ["Audit complet", false],
      ["Audit complet", false],
    ]);
    expect(named[0]!.user_name).toBe(username);

    expect((await api(`/api/services/${id}`, { method: "DELETE" })).status).toBe(204);
    const gone = await audit(`?table=services&row_id=${id}`);
    expect(gone.map((entry) => [entry.row_name, entry.row_deleted])).toEqual(
      Array(4).fill(["Audit complet", true]),
    );
  });

  it("records nothing for a refused write", async () => {
    const before = await audit("?table=markets");
    const res = await api("/api/markets", { method: "POST", body: JSON.stringify({}) });
    expect(res.status).toBe(400);
    expect(await audit("?table=markets")).toEqual(before);
  });
});

/** A visitor's message, saved as the contact form saves it; its id. */
async function contactMessage(name: string, email: string, message: string) {
  const saved = await saveContactMessage(server.deps, { name, email, message });
  return saved.ok ? saved.id : "";
}

describe("the audit log of the inbox, the uploads and the sign-ins", () => {
  it("records a status change and a deletion of a message without the visitor's text", async () => {
    const id = await contactMessage("Leïla Haddad", "leila@example.com", "Un message personnel");
    const patched = await api(`/api/contact/${id}`, {
      method: "PATCH",
      body: JSON.stringify({ status: "read" }),
    });
    expect(patched.status).toBe(200);
    expect((await api(`/api/contact/${id}`, { method: "DELETE" })).status).toBe(204);

    const entries = await audit(`?table=contact_messages&row_id=${id}`);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["delete", {}],
      ["update", { status: { before: "new", after: "read" } }],
    ]);
    expect(JSON.stringify(entries)).not.toContain("Un message personnel");
    expect(JSON.stringify(entries)).not.toContain("leila@example.com");
  });

  it("names a message by its sender to administrators, never to a translator", async () => {
    const id = await contactMessage("Karim Benali", "karim@example.com", "Bonjour");
    await api(`/api/contact/${id}`, { method: "PATCH", body: JSON.stringify({ status: "read" }) });
    const [entry] = await audit(`?table=contact_messages&row_id=${id}`);
    expect(entry?.row_name).toBe("Karim Benali");

    const translator = await server.bearerForMember("translator", ["en"]);
    const res = await fetch(`${server.url}/api/audit/row?table=contact_messages&row_id=${id}`, {
      headers: translator.headers,
    });
    if (res.status === 200) {
      const [seen] = (await res.json()) as AuditEntry[];
      expect(seen?.row_name).toBeNull();
      expect(JSON.stringify(seen)).not.toContain("Karim");
    } else {
      expect(res.status).toBe(403);
    }
  });

  it("records an upload with the stored file's address", async () => {
    const form = new FormData();
    form.append("file", new Blob([png()], { type: "image/png" }), "photo.png");
    const res = await fetch(`${server.url}/api/storage/demos`, {
      method: "POST",
      headers: { authorization: admin.headers.authorization! },
      body: form,
    });
    expect(res.status).toBe(201);
    const { path, publicUrl } = (await res.json()) as { path: string; publicUrl: string };
    const [entry] = await audit(`?table=storage&row_id=demos/${path}`);
    expect(entry).toMatchObject({ action: "upload", user_id: admin.id });
    expect(entry!.changes).toMatchObject({
      url: { before: null, after: publicUrl },
      content_type: { before: null, after: "image/png" },
    });
  });

  it("records a sign-in and a failed one, never the password", async () => {
    const email = "journal@example.com";
    const password = "Journal-passw0rd!";
    const userId = await server.createUser(email, password);
    const signIn = (attempt: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: attempt }),
      });
    expect((await signIn("Wrong-passw0rd!")).status).toBe(400);
    expect((await signIn(password)).status).toBe(200);

    const entries = await audit(`?table=users&row_id=${userId}`);
    expect(entries.map((entry) => [entry.action, entry.user_email])).toEqual([
      ["sign_in", email],
      ["sign_in_failed", email],
    ]);
    const all = JSON.stringify(await audit("?limit=200"));
    expect(all).not.toContain(password);
    expect(all).not.toContain("Wrong-passw0rd!");
  });
});

describe("GET /api/audit", () => {
  it("filters by user, action and day, and pages with limit and before", async () => {
    for (const title of ["Un", "Deux", "Trois"]) {
      const res = await api("/api/research", {
        method: "POST",
        body: JSON.stringify({ title, description: "Projet", start_date: "2026-01-05" }),
      });
      expect(res.status).toBe(201);
    }
    const research = await audit("?table=research");
    expect(research.length).toBeGreaterThanOrEqual(3);
    const mine = await audit(`?table=research&action=create&user=${research[0]!.user_email}`);
    expect(mine.map((entry) => entry.changes.title?.after)).toEqual(["Trois", "Deux", "Un"]);
    expect(await audit("?table=research&user=somebody-else@example.com")).toEqual([]);

    const first = await audit("?table=research&limit=2");
    const next = await audit(`?table=research&limit=2&before=${first[1]!.id}`);
    expect(first.map((entry) => entry.changes.title?.after)).toEqual(["Trois", "Deux"]);
    expect(next.map((entry) => entry.changes.title?.after)).toEqual(["Un"]);

    const today = new Date().toISOString().slice(0, 10);
    expect(await audit(`?table=research&from=${today}&to=${today}`)).toHaveLength(3);
    expect(await audit("?table=research&to=2020-01-01")).toEqual([]);
  });

  it("answers 400 with a message per field for a bad filter", async () => {
    const res = await api("/api/audit?table=nope&limit=0&from=hier&before=12");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      table: "Table inconnue",
      limit: "Au moins 1",
      from: "Date attendue au format AAAA-MM-JJ",
      before: LIST_MESSAGES.before,
    });
  });

  it("is for administrators only: an editor and a translator are refused the journal", async () => {
    expect((await fetch(`${server.url}/api/audit`)).status).toBe(401);
    for (const member of [
      await server.bearerForMember("user"),
      await server.bearerForMember("editor"),
      await server.bearerForMember("translator", ["en"]),
    ]) {
      for (const query of ["", "?table=services"]) {
        const res = await fetch(`${server.url}/api/audit${query}`, { headers: member.headers });
        expect(res.status).toBe(403);
        expect((await res.json()).error.code).toBe("forbidden");
      }
    }
  });

  it("offers no way to change or delete an entry", async () => {
    const entries = await audit();
    const id = entries[0]!.id;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const path of ["/api/audit", `/api/audit/${id}`]) {
        const res = await api(path, { method, body: method === "DELETE" ? undefined : "{}" });
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await audit()).toEqual(entries);
  });
});

describe("GET /api/audit/row: a row's 'Historique'", () => {
  const rowHistory = (query: string, headers: Record<string, string>) =>
    fetch(`${server.url}/api/audit/row${query}`, { headers });

  it("answers one row's entries to the whole team, newest first", async () => {
    const created = await api("/api/services", { method: "POST", body: JSON.stringify(service) });
    const { id } = (await created.json()) as { id: string };
    await api(`/api/services/${id}`, { method: "PATCH", body: JSON.stringify({ price: 900 }) });
    for (const role of ["admin", "editor", "translator"] as const) {
      const member = await server.bearerForMember(role, role === "translator" ? ["ar"] : []);
      const res = await rowHistory(`?table=services&row_id=${id}`, member.headers);
      expect(res.status).toBe(200);
      const entries = (await res.json()) as AuditEntry[];
      expect(entries.map((entry) => [entry.action, entry.row_id])).toEqual([
        ["update", id],
        ["create", id],
      ]);
    }
    const user = await server.bearerForMember("user");
    expect((await rowHistory(`?table=services&row_id=${id}`, user.headers)).status).toBe(403);
    expect((await fetch(`${server.url}/api/audit/row?table=services&row_id=${id}`)).status).toBe(
      401,
    );
  });

  it("asks for a table and a row, and keeps the accounts' history to administrators", async () => {
    const editor = await server.bearerForMember("editor");
    const missing = await rowHistory("?table=services", editor.headers);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ row_id: "Identifiant attendu" });
    const accounts = await rowHistory(`?table=users&row_id=${admin.id}`, editor.headers);
    expect(accounts.status).toBe(403);
    expect((await accounts.json()).error).toMatchObject({
      code: "forbidden",
      message: "L'historique des comptes est réservé aux administrateurs",
    });
    expect((await rowHistory(`?table=users&row_id=${admin.id}`, admin.headers)).status).toBe(200);
  });
});
