import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationAnswer, TeamMember } from "#domain/team";
import { spendToken } from "../auth/one-time-tokens.server";
import { issueSession } from "../auth/sessions.server";
import { accountEmails, auditLog, profiles, refreshTokens, users } from "../db/schema";
import { startTestServer, type TestServer } from "../test/support/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An account that set its password (active), with a live session. */
async function activeMember(on: TestServer, role: string) {
  const bearer = await on.bearerFor(role);
  await on.deps.database.db
    .update(users)
    .set({ activated_at: new Date() })
    .where(eq(users.id, bearer.id));
  return bearer;
}

function call(
  on: TestServer,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
) {
  return fetch(`${on.url}/api/team${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function invite(on: TestServer, headers: Record<string, string>, body: unknown) {
  const response = await call(on, headers, "POST", "/invitations", body);
  expect(response.status).toBe(201);
  return (await response.json()) as InvitationAnswer;
}

const tokenOf = (url: string | undefined) => new URL(url ?? "").hash.replace("#token_hash=", "");

async function auditOf(on: TestServer, rowId: string) {
  return on.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.table_name, "users"), eq(auditLog.row_id, rowId)))
    .orderBy(auditLog.at);
}

async function team(on: TestServer, headers: Record<string, string>) {
  const response = await call(on, headers, "GET", "");
  expect(response.status).toBe(200);
  return (await response.json()) as TeamMember[];
}

describe("the team (without SMTP)", { timeout: 60_000 }, () => {
  it("invites a member: an account that cannot sign in, and its link answered once", async () => {
    const admin = await activeMember(server, "admin");
    const answer = await invite(server, admin.headers, {
      email: "  Nadia@Example.com ",
      role: "translator",
      languages: ["ar"],
    });
    expect(answer).toMatchObject({
      email: "nadia@example.com",
      username: "nadia@example.com",
      role: "translator",
      languages: ["ar"],
      status: "invited",
      last_sign_in_at: null,
    });
    expect(answer.invite_url).toMatch(
      /^http:\/\/localhost:3000\/admin\/invitation#token_hash=[A-Za-z0-9_-]{43}$/,
    );
    const token = tokenOf(answer.invite_url);

    const listed = (await team(server, admin.headers)).find((m) => m.id === answer.id);
    expect(listed).toEqual({ ...answer, invite_url: undefined });
    expect(listed).not.toHaveProperty("invite_url");
    // No e-mail is queued without SMTP_URL.
    expect(await server.deps.database.db.select().from(accountEmails)).toEqual([]);
    const [profile] = await server.deps.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, answer.id));
    expect(profile).toMatchObject({ created_by: admin.id, role: "translator" });

    // Nobody signs in with the invited account's password, whatever they try.
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nadia@example.com", password: "" }),
    });
    expect(signIn.status).toBe(400);

    const [entry] = await auditOf(server, answer.id);
    expect(entry).toMatchObject({ action: "invite", user_id: admin.id });
    expect(entry!.changes).toMatchObject({
      email: { before: null, after: "nadia@example.com" },
      role: { before: null, after: "translator" },
      languages: { before: null, after: ["ar"] },
    });
    expect(JSON.stringify(entry!.changes)).not.toContain(token);
    expect(server.rawLogs.join("\n")).not.toContain(token);

    // The link works once.
    const spent = await spendToken(server.deps.database.db, token, "invite");
    expect(spent).toMatchObject({ ok: true, userId: answer.id });
  });

  it("refuses an address that already has an account (409 already_member) and invalid input", async () => {
    const admin = await activeMember(server, "admin");
    await invite(server, admin.headers, { email: "yann@example.com", role: "editor" });
    const again = await call(server, admin.headers, "POST", "/invitations", {
      email: "YANN@example.com",
      role: "admin",
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: "already_member",
      message: "Un compte existe déjà avec cette adresse e-mail",
    });

    const invalid = await call(server, admin.headers, "POST", "/invitations", {
      email: "pas-une-adresse",
      role: "translator",
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields).toEqual({
      email: "Adresse e-mail invalide",
      languages: "Choisissez au moins une langue pour un traducteur",
    });
    const unknownRole = await call(server, admin.headers, "POST", "/invitations", {
      email: "z@example.com",
      role: "user",
    });
    expect((await unknownRole.json()).error.fields).toEqual({ role: "Rôle inconnu" });
  });

  it("answers a body that is not JSON 415, one that does not parse 400, after the guard", async () => {
    const admin = await activeMember(server, "admin");
    const editor = await activeMember(server, "editor");
    const send = (headers: Record<string, string>, type: string, body: string) =>
      fetch(`${server.url}/api/team/invitations`, {
        method: "POST",
        headers: { ...headers, "content-type": type },
        body,
      });
    const text = await send(admin.headers, "text/plain", "email=a@example.com");
    expect(text.status).toBe(415);
    expect((await text.json()).error.code).toBe("unsupported_media_type");
    // The type sent twice, on a route whose body the router checks: 415, not a 500.
    const twice = await send(admin.headers, "application/json, application/json", "{}");
    expect(twice.status).toBe(415);
    expect((await twice.json()).error.code).toBe("unsupported_media_type");
    const broken = await send(admin.headers, "application/json", "{");
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe("invalid_json");
    const nul = await send(admin.headers, "application/json", '{"email":"a\\u0000@example.com"}');
    expect((await nul.json()).error.fields).toEqual({
      email: "Ce champ contient un caractère non autorisé (caractère nul)",
    });
    expect((await send(editor.headers, "text/plain", "x")).status).toBe(403);
  });

  it("sends a new link: the old one is withdrawn; only an invited member gets one", async () => {
    const admin = await activeMember(server, "admin");
    const first = await invite(server, admin.headers, {
      email: "ines@example.com",
      role: "editor",
    });
    const again = await call(server, admin.headers, "POST", `/${first.id}/invitation`);
    expect(again.status).toBe(200);
    const second = (await again.json()) as InvitationAnswer;
    expect(second).toMatchObject({ id: first.id, status: "invited" });
    expect(second.invite_url).not.toBe(first.invite_url);
    const db = server.deps.database.db;
    expect(await spendToken(db, tokenOf(first.invite_url), "invite")).toEqual({
      ok: false,
      reason: "revoked",
    });
    expect(await spendToken(db, tokenOf(second.invite_url), "invite")).toMatchObject({ ok: true });
    expect((await auditOf(server, first.id)).map((e) => e.action)).toEqual(["invite", "invite"]);

    const active = await activeMember(server, "editor");
    const refused = await call(server, admin.headers, "POST", `/${active.id}/invitation`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: "not_invited",
      message: "Ce membre a déjà accepté son invitation",
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(server, admin.headers, "POST", `/${unknown}/invitation`)).status).toBe(404);
    expect((await call(server, admin.headers, "POST", "/not-a-uuid/invitation")).status).toBe(404);
  });

  it("changes a role and its languages, audited, with who changed it", async () => {
    const admin = await activeMember(server, "admin");
    const member = await activeMember(server, "editor");
    const changed = await call(server, admin.headers, "PATCH", `/${member.id}`, {
      role: "translator",
      languages: ["en", "ar"],
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      id: member.id,
      role: "translator",
      languages: ["ar", "en"],
      status: "active",
    });
    // A translator keeps at least one language; another role has none.
    const none = await call(server, admin.headers, "PATCH", `/${member.id}`, { languages: [] });
    expect(none.status).toBe(400);
    expect((await none.json()).error.fields).toEqual({
      languages: "Choisissez au moins une langue pour un traducteur",
    });
    const back = await call(server, admin.headers, "PATCH", `/${member.id}`, { role: "editor" });
    expect(await back.json()).toMatchObject({ role: "editor", languages: [] });
    const empty = await call(server, admin.headers, "PATCH", `/${member.id}`, {});
    expect(empty.status).toBe(400);

    const [profile] = await server.deps.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, member.id));
    expect(profile?.updated_by).toBe(admin.id);
    const entries = await auditOf(server, member.id);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      [
        "role_change",
        {
          role: { before: "editor", after: "translator" },
          languages: { before: [], after: ["ar", "en"] },
        },
      ],
      [
        "role_change",
        {
          role: { before: "translator", after: "editor" },
          languages: { before: ["ar", "en"], after: [] },
        },
      ],
    ]);
  });

  it("disabling ends the member's sessions at once; re-enabling lets it sign in again", async () => {
    const admin = await activeMember(server, "admin");
    const member = await activeMember(server, "editor");
    const profile = () => fetch(`${server.url}/api/profile`, { headers: member.headers });
    expect((await profile()).status).toBe(200);

    const disabled = await call(server, admin.headers, "PATCH", `/${member.id}`, {
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ status: "disabled" });
    expect((await profile()).status).toBe(401);
    const sessions = await server.deps.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, member.id));
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);

    const enabled = await call(server, admin.headers, "PATCH", `/${member.id}`, {
      disabled: false,
    });
    expect(await enabled.json()).toMatchObject({ status: "active" });
    // The ended session stays ended: the member signs in again.
    expect((await profile()).status).toBe(401);
    const [account] = await server.deps.database.db
      .select()
      .from(users)
      .where(eq(users.id, member.id));
    expect(account?.disabled_at).toBeNull();
    const fresh = await issueSession(server.deps, { id: member.id, email: account!.email });
    const again = await fetch(`${server.url}/api/profile`, {
      headers: { authorization: `Bearer ${fresh.accessToken}` },
    });
    expect(again.status).toBe(200);

    const entries = await auditOf(server, member.id);
    expect(entries.map((e) => [e.action, e.changes.status])).toEqual([
      ["disable", { before: "active", after: "disabled" }],
      ["enable", { before: "disabled", after: "active" }],
    ]);
    expect(entries[0]!.changes.sessions_ended).toEqual({ before: null, after: 1 });
  });

  it("removes a member: its account, sessions and links go", async () => {
    const admin = await activeMember(server, "admin");
    const member = await activeMember(server, "translator");
    const removed = await call(server, admin.headers, "DELETE", `/${member.id}`);
    expect(removed.status).toBe(204);
    expect((await team(server, admin.headers)).some((m) => m.id === member.id)).toBe(false);
    expect((await fetch(`${server.url}/api/profile`, { headers: member.headers })).status).toBe(
      401,
    );
    expect((await call(server, admin.headers, "DELETE", `/${member.id}`)).status).toBe(404);
    expect(
      (await call(server, admin.headers, "PATCH", `/${member.id}`, { role: "editor" })).status,
    ).toBe(404);
    const [entry] = await auditOf(server, member.id);
    expect(entry).toMatchObject({ action: "remove", user_id: admin.id });
    expect(entry!.changes.role).toEqual({ before: "translator", after: null });
  });

  it("is for administrators only", async () => {
    const editor = await activeMember(server, "editor");
    expect((await call(server, editor.headers, "GET", "")).status).toBe(403);
    const invited = await call(server, editor.headers, "POST", "/invitations", {
      email: "x@example.com",
      role: "admin",
    });
    expect(invited.status).toBe(403);
  });
});

describe("the last active administrator", { timeout: 60_000 }, () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer();
  });
  afterAll(() => own.close());

  const lastAdmin = async (response: Response) => {
    expect(response.status).toBe(409);
    const { error } = await response.json();
    expect(error.code).toBe("last_admin");
    expect(error.message).toMatch(/^Il faut au moins un administrateur actif : /);
  };

  it("cannot be demoted, disabled or removed; an invited or disabled administrator does not count", async () => {
    const alone = await activeMember(own, "admin");
    // An invited administrator and a disabled one: neither is active.
    const invited = await invite(own, alone.headers, { email: "next@example.com", role: "admin" });
    const disabled = await activeMember(own, "admin");
    await own.deps.database.db
      .update(users)
      .set({ disabled_at: new Date() })
      .where(eq(users.id, disabled.id));

    await lastAdmin(await call(own, alone.headers, "PATCH", `/${alone.id}`, { role: "editor" }));
    await lastAdmin(await call(own, alone.headers, "PATCH", `/${alone.id}`, { disabled: true }));
    await lastAdmin(await call(own, alone.headers, "DELETE", `/${alone.id}`));
    const [still] = (await team(own, alone.headers)).filter((m) => m.id === alone.id);
    expect(still).toMatchObject({ role: "admin", status: "active" });

    // The invited administrator accepts: now either may step down, but not both.
    await own.deps.database.db
      .update(users)
      .set({ activated_at: new Date() })
      .where(eq(users.id, invited.id));
    const demoted = await call(own, alone.headers, "PATCH", `/${alone.id}`, { role: "editor" });
    expect(demoted.status).toBe(200);
    const session = await issueSession(own.deps, { id: invited.id, email: invited.email });
    const next = {
      authorization: `Bearer ${session.accessToken}`,
      "content-type": "application/json",
    };
    await lastAdmin(await call(own, next, "DELETE", `/${invited.id}`));
    // Removing a disabled administrator is allowed: it was not counted.
    expect((await call(own, next, "DELETE", `/${disabled.id}`)).status).toBe(204);
  });

  it("lets only one of two concurrent demotions through", async () => {
    const first = await activeMember(own, "admin");
    const second = await activeMember(own, "admin");
    // Every other administrator of this database steps aside first.
    const others = (await team(own, first.headers)).filter(
      (m) => m.role === "admin" && m.status === "active" && ![first.id, second.id].includes(m.id),
    );
    for (const other of others) {
      const response = await call(own, first.headers, "PATCH", `/${other.id}`, { role: "editor" });
      expect(response.status).toBe(200);
    }
    const answers = await Promise.all([
      call(own, first.headers, "PATCH", `/${first.id}`, { role: "editor" }),
      call(own, second.headers, "PATCH", `/${second.id}`, { disabled: true }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
