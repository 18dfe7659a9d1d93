import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationAnswer, TeamMember } from "#domain/team";
import { issueToken } from "../../auth/one-time-tokens.server";
import { builtSsr } from "../support/built-ssr";
import { startTestServer, type TestServer } from "../support/harness";

// ASVS V3.3 / V2.5: a session opened by an invitation or reset link proves only that its holder
// read the e-mail. Until it sets a password it may set it, read its own account and sign out;
// a newer invitation, disabling or removal ends it.

const PASSWORD = "Correct-Horse-42!";

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({}, { ssr: await builtSsr() });
  admin = (await server.bearerFor("admin")).headers;
});
afterAll(() => server.close());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

interface LinkSession {
  headers: Record<string, string>;
  refreshToken: string;
  /** The session's cookies, as the browser that opened the link holds them. */
  cookie: string;
}

async function verify(type: "invite" | "recovery", token: string): Promise<LinkSession> {
  const res = await call("POST", "/auth/v1/verify", {}, { type, token_hash: token });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  return {
    headers: { authorization: `Bearer ${body.access_token}` },
    refreshToken: body.refresh_token,
    cookie: res.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; "),
  };
}

async function refresh(session: LinkSession) {
  const res = await call(
    "POST",
    "/auth/v1/token?grant_type=refresh_token",
    {},
    { refresh_token: session.refreshToken },
  );
  return res;
}

/** An administrator invited by `admin` (no SMTP_URL: the link is in the answer). */
async function invitedAdmin() {
  const email = `invited-${crypto.randomUUID()}@example.com`;
  const res = await call("POST", "/api/team/invitations", admin, { email, role: "admin" });
  expect(res.status).toBe(201);
  const member = (await res.json()) as InvitationAnswer;
  return { ...member, token: new URL(member.invite_url!).hash.replace("#token_hash=", "") };
}

const statusOf = async (id: string) => {
  const res = await call("GET", "/api/team", admin);
  const members = (await res.json()) as TeamMember[];
  return members.find((m) => m.id === id)?.status;
};

async function expectPasswordRequired(res: Response) {
  expect(res.status).toBe(403);
  const body = await res.json();
  expect(body.error.code).toBe("password_required");
  expect(body.error.message).toMatch(/mot de passe/);
}

describe("a session opened by an invitation link, before its password is set", () => {
  it("reads its own account only, refreshed or not, and stays 'invited'", async () => {
    const member = await invitedAdmin();
    const session = await verify("invite", member.token);

    await expectPasswordRequired(await call("GET", "/api/team", session.headers));
    await expectPasswordRequired(
      await call("POST", "/api/team/invitations", session.headers, {
        email: "friend@example.com",
        role: "admin",
      }),
    );
    await expectPasswordRequired(await call("GET", "/api/account/sessions", session.headers));
    await expectPasswordRequired(await call("GET", "/api/audit", session.headers));
    // A display name alone is not the password.
    await expectPasswordRequired(
      await call("PUT", "/auth/v1/user", session.headers, { data: { username: "Nina" } }),
    );
    expect((await call("GET", "/api/profile", session.headers)).status).toBe(200);
    expect((await call("GET", "/auth/v1/user", session.headers)).status).toBe(200);
    // The back office's pages take it for a visitor: to the login page.
    const page = await fetch(`${server.url}/admin/team`, {
      headers: { cookie: session.cookie },
      redirect: "manual",
    });
    expect(page.status).toBe(302);
    expect(new URL(page.headers.get("location")!, server.url).pathname).toBe("/admin/login");

    // Its refresh token opens no way around it.
    const refreshed = await refresh(session);
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string };
    const again = { authorization: `Bearer ${next.access_token}` };
    await expectPasswordRequired(await call("GET", "/api/team", again));
    expect(await statusOf(member.id)).toBe("invited");

    // Setting the password makes it an ordinary session of an active member.
    const set = await call("PUT", "/auth/v1/user", again, {
      password: PASSWORD,
      data: { username: "Nina" },
    });
    expect(set.status).toBe(200);
    expect((await call("GET", "/api/team", again)).status).toBe(200);
    expect(await statusOf(member.id)).toBe("active");
  });

  it("ends when the invitation is sent again, disabled or removed", async () => {
    const resent = await invitedAdmin();
    const first = await verify("invite", resent.token);
    const again = await call("POST", `/api/team/${resent.id}/invitation`, admin);
    expect(again.status).toBe(200);
    expect((await call("GET", "/api/profile", first.headers)).status).toBe(401);
    expect((await refresh(first)).status).toBe(400);
    const late = await call("PUT", "/auth/v1/user", first.headers, { password: PASSWORD });
    expect(late.status).toBe(401);
    expect(await statusOf(resent.id)).toBe("invited");

    // The new link still works, in a session of its own.
    const fresh = (await again.json()) as InvitationAnswer;
    const second = await verify("invite", new URL(fresh.invite_url!).hash.slice(12));
    expect((await call("GET", "/api/profile", second.headers)).status).toBe(200);

    const disabled = await invitedAdmin();
    const third = await verify("invite", disabled.token);
    const off = await call("PATCH", `/api/team/${disabled.id}`, admin, { disabled: true });
    expect(off.status).toBe(200);
    expect((await call("GET", "/api/profile", third.headers)).status).toBe(401);
    expect((await refresh(third)).status).toBe(400);

    const removed = await invitedAdmin();
    const fourth = await verify("invite", removed.token);
    expect((await call("DELETE", `/api/team/${removed.id}`, admin)).status).toBe(204);
    expect((await call("GET", "/api/profile", fourth.headers)).status).toBe(401);
    expect((await refresh(fourth)).status).toBe(400);
  });
});

describe("a session opened by a reset link", () => {
  it("writes nothing but the password, then works as a signed-in member's", async () => {
    const email = `editor-${crypto.randomUUID()}@example.com`;
    const id = await server.createUser(email, PASSWORD, "editor");
    const { token } = await issueToken(server.deps.database.db, id, "recovery");
    const session = await verify("recovery", token);
    const service = { title: "Audit IA", description: "d", category: "IA" };
    await expectPasswordRequired(await call("POST", "/api/services", session.headers, service));

    const set = await call("PUT", "/auth/v1/user", session.headers, {
      password: "Another-Battery-Staple-7",
    });
    expect(set.status).toBe(200);
    expect((await call("POST", "/api/services", session.headers, service)).status).toBe(201);
  });
});
