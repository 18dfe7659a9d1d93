import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";
import { purgeOldContactMessages, saveContactMessage } from "./contact.server";

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  // Each test sends from its own address (X-Forwarded-For is trusted here) so the per-address
  // rate limit of one test does not spill into another.
  server = await startTestServer({ TRUST_PROXY: "true" });
  admin = (await server.bearerFor("admin")).headers;
});
afterAll(() => server.close());

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

const send = (body: unknown, ip = freshIp()) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });

const valid = {
  name: "Leïla Haddad",
  email: "leila@example.com",
  phone: "+33 6 00 00 00 00",
  company: "Clinique du Parc",
  message: "Bonjour, nous voulons un chatbot multilingue.",
};

const inbox = async () => {
  const res = await fetch(`${server.url}/api/contact`, { headers: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
};

describe("sending a contact message", () => {
  it("stores a valid message and answers 201 with its id", async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = (await inbox()).find((m) => m.id === id);
    expect(stored).toMatchObject({ ...valid, status: "new" });
  });

  it("stores a form post whose text holds a NUL character, without it (no 500)", async () => {
    const result = await saveContactMessage(server.deps, { ...valid, name: "Le\u0000ïla" });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.id : "";
    expect((await inbox()).find((m) => m.id === id)).toMatchObject({ name: "Leïla" });
  });

  it("makes phone and company optional, stored as empty", async () => {
    const res = await send({ name: "Sam", email: "sam@example.com", message: "Hi", phone: "" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect((await inbox()).find((m) => m.id === id)).toMatchObject({
      phone: null,
      company: null,
    });
  });

  it("refuses missing and malformed fields with one French message per field", async () => {
    const res = await send({ name: " ", email: "not-an-email", message: "x".repeat(5001) });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({
      name: "Ce champ est obligatoire",
      email: "Veuillez saisir une adresse e-mail valide",
      message: "Ce champ ne doit pas dépasser 5000 caractères",
    });
  });

  it("refuses a body that is not JSON", async () => {
    const res = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "text/plain", "x-forwarded-for": freshIp() },
      body: "hello",
    });
    expect(res.status).toBe(415);
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const before = (await inbox()).length;
    const res = await send({ ...valid, website: "https://spam.example" });
    expect(res.status).toBe(201);
    expect((await res.json()).id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await inbox()).length).toBe(before);
  });

  it("answers 429 with Retry-After after 5 messages from one address in 10 minutes", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).status).toBe(201);
    const limited = await send(valid, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe("too_many_requests");
    // Another address is not affected.
    expect((await send(valid)).status).toBe(201);
  });

  it("never writes the sender's address or message to the logs", async () => {
    await send({ ...valid, email: "secret-sender@example.com", message: "confidential-text" });
    const logs = server.rawLogs.join("\n");
    expect(logs).not.toContain("secret-sender@example.com");
    expect(logs).not.toContain("confidential-text");
  });
});

describe("the contact inbox", () => {
  it("is refused to visitors and to an account without a role of the team", async () => {
    const user = (await server.bearerFor("user")).headers;
    expect((await fetch(`${server.url}/api/contact`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/contact`, { headers: user })).status).toBe(403);
    const id = (await (await send(valid)).json()).id;
    const patch = await fetch(`${server.url}/api/contact/${id}`, {
      method: "PATCH",
      headers: user,
      body: JSON.stringify({ status: "read" }),
    });
    expect(patch.status).toBe(403);
    const del = await fetch(`${server.url}/api/contact/${id}`, { method: "DELETE" });
    expect(del.status).toBe(401);
  });

  it("is read, answered and cleared by editors and administrators, never by a translator", async () => {
    const id = (await (await send(valid)).json()).id;
    const editor = (await server.bearerForMember("editor")).headers;
    const translator = (await server.bearerForMember("translator", ["ar"])).headers;
    const list = await fetch(`${server.url}/api/contact`, { headers: editor });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { id: string }[]).some((m) => m.id === id)).toBe(true);
    // Visitors' names, e-mails and phone numbers are not a translator's to read.
    const hidden = await fetch(`${server.url}/api/contact`, { headers: translator });
    expect(hidden.status).toBe(403);
    expect((await hidden.json()).error).toEqual({
      code: "forbidden",
      message: "Cette action est réservée aux éditeurs et aux administrateurs",
    });
    const mark = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/contact/${id}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ status: "read" }),
      });
    const remove = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/contact/${id}`, { method: "DELETE", headers });
    const refused = await mark(translator);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
    expect((await remove(translator)).status).toBe(403);
    expect((await mark(editor)).status).toBe(200);
    expect((await remove(editor)).status).toBe(204);
  });

  it("lists messages newest first", async () => {
    const first = (await (await send({ ...valid, name: "Premier" })).json()).id;
    const second = (await (await send({ ...valid, name: "Second" })).json()).id;
    const ids = (await inbox()).map((m) => m.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids.indexOf(second)).toBe(0);
  });

  it("changes a message's status, and refuses an unknown status", async () => {
    const id = (await (await send(valid)).json()).id;
    for (const status of ["read", "handled", "new"]) {
      const res = await fetch(`${server.url}/api/contact/${id}`, {
        method: "PATCH",
        headers: admin,
        body: JSON.stringify({ status }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, status });
    }
    const bad = await fetch(`${server.url}/api/contact/${id}`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ status: "archived" }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.status).toBe("Valeur attendue : new, read, handled");
    const missing = await fetch(`${server.url}/api/contact/${randomUUID()}`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ status: "read" }),
    });
    expect(missing.status).toBe(404);
  });

  it("deletes a message (204), then 404", async () => {
    const id = (await (await send(valid)).json()).id;
    const del = () =>
      fetch(`${server.url}/api/contact/${id}`, { method: "DELETE", headers: admin });
    expect((await del()).status).toBe(204);
    expect((await inbox()).some((m) => m.id === id)).toBe(false);
    expect((await del()).status).toBe(404);
    const notAnId = await fetch(`${server.url}/api/contact/nope`, {
      method: "DELETE",
      headers: admin,
    });
    expect(notAnId.status).toBe(404);
  });

  it("purges messages older than 3 years when the inbox is read", async () => {
    const day = 24 * 60 * 60 * 1000;
    const threeYearsAgo = new Date();
    threeYearsAgo.setFullYear(threeYearsAgo.getFullYear() - 3);
    const [old, recent] = await server.deps.database.db
      .insert(contactMessages)
      .values([
        { ...valid, name: "Ancien", created_at: new Date(threeYearsAgo.getTime() - day) },
        { ...valid, name: "Récent", created_at: new Date(threeYearsAgo.getTime() + day) },
      ])
      .returning({ id: contactMessages.id });
    const ids = (await inbox()).map((m) => m.id);
    expect(ids).not.toContain(old!.id);
    expect(ids).toContain(recent!.id);
  });
});

describe("saveContactMessage (used by the site's form action)", () => {
  it("returns field messages in the caller's language", async () => {
    const result = await saveContactMessage(
      server.deps,
      { name: "", email: "x", message: "m" },
      { required: "Required", invalidEmail: "Invalid e-mail", tooLong: (n) => `Max ${n}` },
    );
    expect(result).toEqual({
      ok: false,
      fields: { name: "Required", email: "Invalid e-mail" },
    });
  });

  it("purgeOldContactMessages counts what it removes, for the daily timer", async () => {
    const farFuture = new Date();
    farFuture.setFullYear(farFuture.getFullYear() + 10);
    const total = (await inbox()).length;
    expect(total).toBeGreaterThan(0);
    expect(await purgeOldContactMessages(server.deps, farFuture)).toBe(total);
    expect(await inbox()).toEqual([]);
  });
});
