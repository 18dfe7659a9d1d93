import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { InvitationAnswer } from "#domain/team";
import { freePort } from "#testing/ports";
import { smtpServer } from "#testing/smtp-server";
import { spendToken } from "../auth/one-time-tokens.server";
import { accountEmails, users } from "../db/schema";
import { eventually } from "../test/support/eventually";
import { startTestServer, type TestServer } from "../test/support/harness";
import { type Mailer, startMailer } from "./mailer.server";

/** Short waits so a test sees several attempts; production waits 30 s, then doubles. */
const FAST = { pollMs: 25, retryBaseMs: 200, retryMaxMs: 2_000, leaseMs: 5_000 };

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function setUp(options: { refuseFirst?: number } = {}) {
  const smtp = smtpServer(await freePort(), options);
  await smtp.listen();
  open.push(smtp);
  const server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SITE_NAME: "ADA Conseil",
    SITE_EMAIL: "site@example.com",
  });
  open.push(server);
  const admin = await server.bearerFor("admin");
  await server.deps.database.db
    .update(users)
    .set({ activated_at: new Date() })
    .where(eq(users.id, admin.id));
  return { smtp, server, admin };
}

function mailer(server: TestServer): Mailer {
  const started = startMailer(server.deps, FAST);
  open.push({ close: () => started.stop() });
  return started;
}

async function post(
  server: TestServer,
  headers: Record<string, string>,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${server.url}/api/team${path}`, {
    method: "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as InvitationAnswer;
}

const queued = async (server: TestServer) => {
  const [row] = await server.deps.database.db.select({ n: count() }).from(accountEmails);
  return row?.n ?? 0;
};

const LINK = /http:\/\/localhost:3000\/admin\/invitation#token_hash=([A-Za-z0-9_-]{43})/;

// Each test starts an app and an SMTP server; on a busy machine that alone can take seconds.
describe("account e-mails", { timeout: 60_000 }, () => {
  it("e-mails an invitation in French with a link that works once; the answer carries no link", async () => {
    const { smtp, server, admin } = await setUp();
    const answer = await post(server, admin.headers, "/invitations", {
      email: "karim@example.com",
      role: "editor",
    });
    expect(answer.status).toBe("invited");
    expect(answer).not.toHaveProperty("invite_url");
    expect(await queued(server)).toBe(1);
    // The queued row holds the link sealed, never in clear.
    const [row] = await server.deps.database.db.select().from(accountEmails);
    expect(row!.sealed_link).not.toMatch(/token_hash|localhost/);

    mailer(server);
    await eventually(() => expect(smtp.received).toHaveLength(1));
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["karim@example.com"]);
    expect(mail!.from).toBe("site@example.com");
    expect(mail!.text).toContain(
      "Vous êtes invité à rejoindre l'équipe qui gère le site ADA Conseil.",
    );
    expect(mail!.text).toContain("reste valable 7 jours");
    const token = mail!.text.match(LINK)?.[1];
    expect(token).toBeDefined();
    await eventually(async () => expect(await queued(server)).toBe(0));

    // The link is the member's: it works once.
    const db = server.deps.database.db;
    expect(await spendToken(db, token!, "invite")).toMatchObject({ ok: true, userId: answer.id });
    expect(await spendToken(db, token!, "invite")).toEqual({ ok: false, reason: "used" });

    // The log names the row and the kind of link, never the link or the address.
    const sent = await eventually(() => {
      const line = server.logs.find((l) => l.event === "mail.account_sent");
      expect(line).toBeDefined();
      return line!;
    });
    expect(sent).toMatchObject({ id: row!.id, kind: "invite", attempts: 1 });
    const logs = server.rawLogs.join("\n");
    expect(logs).not.toContain(token);
    expect(logs).not.toContain("karim@example.com");
  });

  it("sends an e-mail queued while the mailer runs at once, not at its next round", async () => {
    const { smtp, server, admin } = await setUp();
    // The next round is an hour away: past the first round at start, only the news of a queued
    // e-mail can send it.
    const started = startMailer(server.deps, { ...FAST, pollMs: 3_600_000 });
    open.push({ close: () => started.stop() });
    await post(server, admin.headers, "/invitations", {
      email: "nadia@example.com",
      role: "editor",
    });
    await eventually(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0]!.to).toEqual(["nadia@example.com"]);
    await post(server, admin.headers, "/invitations", {
      email: "omar@example.com",
      role: "editor",
    });
    await eventually(() => expect(smtp.received).toHaveLength(2));
  });

  it("retries an e-mail the SMTP server refused", async () => {
    const { smtp, server, admin } = await setUp({ refuseFirst: 1 });
    await post(server, admin.headers, "/invitations", { email: "lina@example.com", role: "admin" });
    mailer(server);
    await eventually(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.attempts).toHaveLength(2);
    expect(smtp.received[0]!.text).toMatch(LINK);
    const failed = server.logs.filter((line) => line.event === "mail.account_failed");
    expect(failed.map((line) => [line.kind, line.attempts])).toEqual([["invite", 1]]);
    await eventually(async () => expect(await queued(server)).toBe(0));
  });

  it("sends only the newest link when an invitation is sent again before the first went out", async () => {
    const { smtp, server, admin } = await setUp();
    const first = await post(server, admin.headers, "/invitations", {
      email: "omar@example.com",
      role: "translator",
      languages: ["en"],
    });
    await post(server, admin.headers, `/${first.id}/invitation`);
    expect(await queued(server)).toBe(2);
    mailer(server);
    await eventually(async () => expect(await queued(server)).toBe(0));
    await eventually(() => expect(smtp.received).toHaveLength(1));
    const token = smtp.received[0]!.text.match(LINK)?.[1];
    expect(await spendToken(server.deps.database.db, token!, "invite")).toMatchObject({ ok: true });
    expect(
      server.logs.filter((line) => line.event === "mail.account_dropped").map((l) => l.reason),
    ).toEqual(["revoked"]);
  });
});
