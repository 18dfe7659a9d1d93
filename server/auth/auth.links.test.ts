import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmails, oneTimeTokens, refreshTokens, users } from "../db/schema";
import { authCalls, bearer, NEW_PASSWORD, newIp, PASSWORD } from "../test/support/auth";
import { eventually } from "../test/support/eventually";
import { startTestServer, type TestServer } from "../test/support/harness";
import type { SessionAnswer } from "../test/support/sessions";
import { unsealLink } from "./account-emails.server";
import { AUTH_RATE_LIMITS } from "./auth.routes";
import { issueToken } from "./one-time-tokens.server";
import { hashToken } from "./sessions.server";

// SMTP_URL is set so reset links are made; no mailer runs here, the queued rows are read instead
// (supabase-sdk.test.ts sends them). TRUST_PROXY lets each test speak from its own address.
let server: TestServer;
let calls: ReturnType<typeof authCalls>;
beforeAll(async () => {
  server = await startTestServer({ SMTP_URL: "smtp://127.0.0.1:2525", TRUST_PROXY: "true" });
  calls = authCalls(server);
});
afterAll(() => server.close());

const recover = (email: string, ip = newIp()) =>
  calls.post("/auth/v1/recover", { email }, { "x-forwarded-for": ip });
const verify = (type: string, token_hash: string, ip = newIp()) =>
  calls.post("/auth/v1/verify", { type, token_hash }, { "x-forwarded-for": ip });
const putUser = (token: string, body: unknown) =>
  calls.call("PUT", "/auth/v1/user", body, bearer(token));

/** The token of the reset link queued for `userId`, read back from its sealed e-mail row. */
async function queuedLink(userId: string) {
  const [row] = await server.deps.database.db
    .select({ sealed: accountEmails.sealed_link })
    .from(accountEmails)
    .innerJoin(oneTimeTokens, eq(oneTimeTokens.id, accountEmails.token_id))
    .where(eq(oneTimeTokens.user_id, userId));
  if (!row) return undefined;
  return unsealLink(server.config.JWT_SECRET, row.sealed);
}

async function linkSession(userId: string, kind: "recovery" | "invite") {
  const { token } = await issueToken(server.deps.database.db, userId, kind);
  const res = await verify(kind, token);
  expect(res.status).toBe(200);
  return (await res.json()) as SessionAnswer;
}

/** Moves the proof of the session holding `refreshToken` `minutes` into the past. */
async function ageProof(refreshToken: string, minutes: number) {
  await server.deps.database.db
    .update(refreshTokens)
    .set({ authenticated_at: new Date(Date.now() - minutes * 60_000) })
    .where(eq(refreshTokens.token_hash, hashToken(refreshToken)));
}

describe("POST /auth/v1/recover", () => {
  it("answers 200 {} whether or not the account exists, and e-mails only an active one", async () => {
    const { id, email } = await calls.account();
    const invited = await calls.invited();
    const known = await recover(email.toUpperCase());
    const unknown = await recover("nobody-here@example.com");
    const pending = await recover(invited.email);
    for (const res of [known, unknown, pending]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const link = await eventually(async () => {
      const found = await queuedLink(id);
      expect(found).toBeDefined();
      return found!;
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/reset#token_hash=[\w-]{43}$/);
    const [entry] = await eventually(async () => {
      const entries = await calls.audit("reset_requested", id);
      expect(entries).toHaveLength(1);
      return entries;
    });
    expect(entry).toMatchObject({ table_name: "users", user_id: id, changes: {} });
    expect(await queuedLink(invited.id)).toBeUndefined();
    const token = link.split("#token_hash=")[1]!;
    expect(JSON.stringify(entry)).not.toContain(token);
    expect(server.rawLogs.join("\n")).not.toContain(token);
  });

  it("refuses an invalid e-mail with a field message", async () => {
    const res = await recover("not-an-address");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields).toEqual({ email: "Adresse e-mail invalide" });
    expect(body.error_code).toBe(body.error.code);
  });

  it("never lets requests from elsewhere block a member's own: one e-mail a minute, the same answer", async () => {
    const { id, email } = await calls.account();
    const stranger = newIp();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await recover(email, stranger));
    // The member's own request, from another address, after the stranger's.
    answers.push(await recover(email));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get("retry-after")).toBeNull();
      expect(await res.json()).toEqual({});
    }
    // One e-mail for the minute, whoever asked: its link is the member's way in.
    const link = await eventually(async () => {
      const found = await queuedLink(id);
      expect(found).toBeDefined();
      return found!;
    });
    await eventually(() => expect(server.deps.deferred.pending).toBe(0));
    expect(await calls.audit("reset_requested", id)).toHaveLength(1);
    const session = await verify("recovery", link.split("#token_hash=")[1]!);
    expect(session.status).toBe(200);
  });

  it("defers the same work for an unknown address as for an account: nothing is done before the answer", async () => {
    const { id, email } = await calls.account();
    await eventually(() => expect(server.deps.deferred.pending).toBe(0));
    const known = await recover(email);
    const unknown = await recover(`ghost-${id}@example.com`);
    // Each request left one task and did nothing else yet: no link, no e-mail, no audit entry.
    expect(server.deps.deferred.pending).toBe(2);
    expect(await known.json()).toEqual(await unknown.json());
    const db = server.deps.database.db;
    expect(await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, id))).toEqual([]);
    expect(await calls.audit("reset_requested", id)).toEqual([]);
    expect(await queuedLink(id)).toBeUndefined();
    await eventually(async () => expect(await queuedLink(id)).toBeDefined());
  });

  it(`limits one address to ${AUTH_RATE_LIMITS.recoverPerIp.limit} requests across e-mails`, async () => {
    const ip = newIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.recoverPerIp.limit; i++) {
      expect((await recover(`spray-${i}@example.com`, ip)).status).toBe(200);
    }
    expect((await recover("one-more@example.com", ip)).status).toBe(429);
    expect((await recover("one-more@example.com", newIp())).status).toBe(200);
  });

  it("makes no link without SMTP_URL and says so in a warning without it", async () => {
    const bare = await startTestServer();
    try {
      const id = await bare.createUser("alone@example.com", PASSWORD);
      const res = await fetch(`${bare.url}/auth/v1/recover`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "alone@example.com" }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
      await eventually(() =>
        expect(bare.logs.find((line) => line.event === "auth.recover_no_smtp")).toMatchObject({
          level: "warn",
          user_id: id,
        }),
      );
      const links = await bare.deps.database.db.select().from(oneTimeTokens);
      expect(links).toEqual([]);
      expect(bare.rawLogs.join("\n")).not.toContain("token_hash=");
    } finally {
      await bare.close();
    }
  });
});

describe("POST /auth/v1/verify", () => {
  it("opens a session like the password grant's, cookies included, remembered as a recovery", async () => {
    const { id, email } = await calls.account();
    const { token } = await issueToken(server.deps.database.db, id, "recovery");
    const res = await verify("recovery", token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SessionAnswer;
    expect(body).toMatchObject({
      token_type: "bearer",
      expires_in: 3600,
      user: { id, email, user_metadata: { username: email } },
    });
    const cookies = res.headers.getSetCookie().map((line) => line.split("=")[0]);
    expect(cookies).toEqual(expect.arrayContaining(["access_token", "refresh_token"]));
    expect((await calls.whoAmI(body.access_token)).status).toBe(200);
    const [row] = await server.deps.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashToken(body.refresh_token)));
    expect(row).toMatchObject({ auth_method: "recovery", user_agent: "node" });
    const [account] = await server.deps.database.db.select().from(users).where(eq(users.id, id));
    expect(account?.last_sign_in_at).toBeInstanceOf(Date);
  });

  it("with dry_run says whether a link would work, and spends nothing", async () => {
    const db = server.deps.database.db;
    const { id } = await calls.account();
    const { token } = await issueToken(db, id, "recovery");
    const dry = (token_hash: string) =>
      calls.post(
        "/auth/v1/verify",
        { type: "recovery", token_hash, dry_run: true },
        { "x-forwarded-for": newIp() },
      );
    const checked = await dry(token);
    expect(checked.status).toBe(204);
    expect(checked.headers.getSetCookie()).toEqual([]);
    expect((await dry(token)).status).toBe(204);
    expect((await verify("recovery", token)).status).toBe(200);
    const used = await dry(token);
    expect(used.status).toBe(403);
    expect(((await used.json()) as { error: { reason: string } }).error.reason).toBe("used");
  });

  it("refuses each unusable link with 403 otp_expired and says why", async () => {
    const db = server.deps.database.db;
    const { id } = await calls.account();
    const late = await calls.account();
    const expired = await issueToken(db, late.id, "recovery", new Date(Date.now() - 2 * 3600_000));
    const revoked = await issueToken(db, id, "recovery");
    const used = await issueToken(db, id, "recovery"); // revokes the one before
    expect((await verify("recovery", used.token)).status).toBe(200);
    const cases = [
      ["invalid", "x".repeat(43)],
      ["invalid", "short"],
      ["expired", expired.token],
      ["revoked", revoked.token],
      ["used", used.token],
    ] as const;
    const messages = new Set<string>();
    for (const [reason, token] of cases) {
      const res = await verify("recovery", token);
      expect(res.status).toBe(403);
      const body = await res.json();
      expect(body).toMatchObject({
        error: { code: "otp_expired", reason },
        error_code: "otp_expired",
      });
      expect(body.msg).toBe(body.error.message);
      messages.add(body.error.message);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(messages.size).toBe(4);
  });

  it("opens an invitation only while its member is still invited, and no link of a disabled account", async () => {
    const db = server.deps.database.db;
    const member = await calls.invited();
    const accepted = await calls.account();
    const stale = await issueToken(db, accepted.id, "invite");
    const res = await verify("invite", stale.token);
    expect(res.status).toBe(403);
    expect((await res.json()).error.reason).toBe("used");
    // A reset link is not an invitation, and the other way round.
    const invitation = await issueToken(db, member.id, "invite");
    expect((await verify("recovery", invitation.token)).status).toBe(403);
    const disabled = await calls.account();
    const link = await issueToken(db, disabled.id, "recovery");
    await db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, disabled.id));
    const refused = await verify("recovery", link.token);
    expect((await refused.json()).error.reason).toBe("revoked");
    // Refused links are left unspent; the invitation still opens its session.
    expect((await verify("invite", invitation.token)).status).toBe(200);
  });

  it("refuses a body without a token or with another type (400)", async () => {
    expect((await calls.post("/auth/v1/verify", { type: "recovery" })).status).toBe(400);
    expect((await verify("magiclink", "x".repeat(43))).status).toBe(400);
  });

  it(`limits one address to ${AUTH_RATE_LIMITS.verifyPerIp.limit} links`, async () => {
    const ip = newIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.verifyPerIp.limit; i++) {
      expect((await verify("recovery", "y".repeat(43), ip)).status).toBe(403);
    }
    const limited = await verify("recovery", "y".repeat(43), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("PUT /auth/v1/user", () => {
  it("sets the password from a fresh sign-in, refuses it 10 minutes later with reauthentication_needed", async () => {
    const { id, email } = await calls.account();
    const fresh = await calls.signIn(email);
    const res = await putUser(fresh.access_token, { password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, email, user_metadata: { username: email } });
    expect(await calls.audit("password_change", id)).toHaveLength(1);
    expect((await calls.trySignIn(email, PASSWORD)).status).toBe(400);
    const later = await calls.signIn(email, NEW_PASSWORD);
    await ageProof(later.refresh_token, 11);
    const refused = await putUser(later.access_token, { password: "Yet-Another-Passw0rd!" });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: { code: "reauthentication_needed" },
      error_code: "reauthentication_needed",
    });
    expect((await calls.trySignIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("applies the password policy: 422 weak_password with its reasons", async () => {
    const { email } = await calls.account();
    const session = await calls.signIn(email);
    const res = await putUser(session.access_token, { password: "short" });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe("weak_password");
    expect(body.weak_password.reasons).toContain("length");
    expect(body.error.reasons).toEqual(body.weak_password.reasons);
  });

  it("completes a reset: the other sessions end, the link's session goes on", async () => {
    const { id, email } = await calls.account();
    const other = await calls.signIn(email);
    const recovery = await linkSession(id, "recovery");
    const res = await putUser(recovery.access_token, { password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await calls.whoAmI(other.access_token)).status).toBe(401);
    expect((await calls.whoAmI(recovery.access_token)).status).toBe(200);
    const [entry] = await calls.audit("reset_completed", id);
    expect(entry?.changes).toEqual({ sessions_ended: { before: null, after: 1 } });
    expect((await calls.trySignIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("lets a link's session set the password within its first hour only", async () => {
    const { id } = await calls.account();
    const recovery = await linkSession(id, "recovery");
    await ageProof(recovery.refresh_token, 61);
    const res = await putUser(recovery.access_token, { password: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("reauthentication_needed");
  });

  it("accepts an invitation: the member becomes active and signs in with its password", async () => {
    const member = await calls.invited();
    expect((await calls.trySignIn(member.email, PASSWORD)).status).toBe(400);
    const invite = await linkSession(member.id, "invite");
    expect((await putUser(invite.access_token, { password: NEW_PASSWORD })).status).toBe(200);
    const [row] = await server.deps.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.activated_at).toBeInstanceOf(Date);
    expect(await calls.audit("invite_accepted", member.id)).toHaveLength(1);
    await calls.signIn(member.email, NEW_PASSWORD);
  });

  it("changes the display name, trimmed, in the profile too", async () => {
    const { email } = await calls.account();
    const session = await calls.signIn(email);
    await ageProof(session.refresh_token, 60); // a display name needs no recent proof
    const res = await putUser(session.access_token, { data: { username: "  Amina  " } });
    expect(res.status).toBe(200);
    expect((await res.json()).user_metadata).toEqual({ username: "Amina" });
    const profile = await calls.call(
      "GET",
      "/api/profile",
      undefined,
      bearer(session.access_token),
    );
    expect((await profile.json()).username).toBe("Amina");
    const emailChange = await putUser(session.access_token, { email: "elsewhere@example.com" });
    expect(emailChange.status).toBe(400);
    expect((await emailChange.json()).error.code).toBe("email_change_not_supported");
    for (const username of ["   ", "x".repeat(101)]) {
      const refused = await putUser(session.access_token, { data: { username } });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toHaveProperty("username");
    }
  });
});

describe("the password grant and the account's state", () => {
  it("refuses an invited or a disabled account exactly like a wrong password", async () => {
    const wrong = await calls.account();
    const disabled = await calls.account();
    await server.deps.database.db
      .update(users)
      .set({ disabled_at: new Date() })
      .where(eq(users.id, disabled.id));
    const invited = await calls.invited();
    const answers = await Promise.all([
      calls.trySignIn(wrong.email, "Not-The-Passw0rd!"),
      calls.trySignIn(disabled.email, PASSWORD),
      calls.trySignIn(invited.email, PASSWORD),
    ]);
    const bodies = await Promise.all(answers.map((res) => res.json()));
    for (const [index, res] of answers.entries()) {
      expect(res.status).toBe(400);
      expect(bodies[index]).toEqual(bodies[0]);
    }
    expect(bodies[0]).toMatchObject({ error: { code: "invalid_credentials" } });
  });

  it("records when the account last signed in", async () => {
    const { id, email } = await calls.account();
    const before = Date.now();
    await calls.signIn(email);
    const [row] = await server.deps.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.last_sign_in_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
