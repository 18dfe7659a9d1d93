import { GoTrueClient } from "@supabase/auth-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#testing/ports";
import { smtpServer, type TestSmtpServer } from "#testing/smtp-server";
import { refreshTokens } from "../db/schema";
import { type Mailer, startMailer } from "../mail/mailer.server";
import { NEW_PASSWORD, PASSWORD } from "../test/support/auth";
import { eventually } from "../test/support/eventually";
import { startTestServer, type TestServer } from "../test/support/harness";

/*
 * The official Supabase Auth client, unmodified, against the real app over loopback: the reset
 * e-mail goes through a real (local) SMTP server, and the link it carries opens the session
 * that sets the new password.
 */

let smtp: TestSmtpServer;
let server: TestServer;
let mailer: Mailer;
beforeAll(async () => {
  smtp = smtpServer(await freePort());
  await smtp.listen();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SITE_EMAIL: "site@example.com",
  });
  mailer = startMailer(server.deps, { pollMs: 25, retryBaseMs: 200, retryMaxMs: 2_000 });
});
afterAll(async () => {
  await mailer.stop();
  await server.close();
  await smtp.close();
});

const client = () =>
  new GoTrueClient({
    url: `${server.url}/auth/v1`,
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
  });

describe("@supabase/auth-js against the app", () => {
  it("resets a forgotten password: e-mail, link, new password; the old one and other sessions end", async () => {
    const email = "forgetful@example.com";
    await server.createUser(email, PASSWORD);
    const elsewhere = client();
    expect((await elsewhere.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const sdk = client();
    const asked = await sdk.resetPasswordForEmail(email);
    expect(asked.error).toBeNull();
    const mail = await eventually(() => {
      const found = smtp.received.find((received) => received.to.includes(email));
      expect(found).toBeDefined();
      return found!;
    });
    const link = mail.text.match(/http:\/\/localhost:3000\/admin\/reset#token_hash=([\w-]+)/);
    expect(link).not.toBeNull();
    const tokenHash = link![1]!;

    const verified = await sdk.verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);

    const updated = await sdk.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);

    const fresh = await client().signInWithPassword({ email, password: NEW_PASSWORD });
    expect(fresh.error).toBeNull();
    expect(fresh.data.session?.access_token).toBeTruthy();
    const old = await client().signInWithPassword({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ status: 400, code: "invalid_credentials" });
    // The session opened before the reset has ended.
    const before = await elsewhere.getUser();
    expect(before.error).toMatchObject({ status: 401 });

    // The link is spent: the SDK reads GoTrue's code, the back office the reason beside it.
    const again = await client().verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired" });

    const logs = server.rawLogs.join("\n");
    for (const secret of [tokenHash, fresh.data.session!.access_token, PASSWORD, NEW_PASSWORD]) {
      expect(logs).not.toContain(secret);
    }
  });

  it("reads a weak password's reasons and a session needing reauthentication", async () => {
    const email = "careful@example.com";
    await server.createUser(email, PASSWORD);
    const sdk = client();
    expect((await sdk.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const weak = await sdk.updateUser({ password: "short" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password" });
    expect((weak.error as { reasons?: string[] }).reasons).toContain("length");
    const named = await sdk.updateUser({ data: { username: "Prudence" } });
    expect(named.error).toBeNull();
    expect(named.data.user?.user_metadata).toEqual({ username: "Prudence" });
    // Signed in more than 10 minutes ago: the password needs a fresh proof.
    await server.deps.database.db
      .update(refreshTokens)
      .set({ authenticated_at: new Date(Date.now() - 11 * 60_000) })
      .where(eq(refreshTokens.user_id, named.data.user!.id));
    const stale = await sdk.updateUser({ password: NEW_PASSWORD });
    expect(stale.error).toMatchObject({ status: 401, code: "reauthentication_needed" });
  });
});
