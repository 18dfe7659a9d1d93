import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "#testing/ports";
import { smtpServer } from "#testing/smtp-server";
import { contactNotifications } from "../db/schema";
import { type Mailer, startMailer } from "../mail/mailer.server";
import { startTestServer, type TestServer } from "../test/support/harness";

const TEAM = "equipe@example.com";
const SMTP_USER = "relay-user";
const SMTP_PASSWORD = "relay-secret-password";
/** Short waits so a test sees several attempts; production waits 30 s, then doubles. */
const FAST = { pollMs: 25, retryBaseMs: 200, retryMaxMs: 2_000, leaseMs: 5_000 };

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function setUp(options: { refuseFirst?: number; listening?: boolean } = {}) {
  const smtp = smtpServer(await freePort(), options);
  if (options.listening !== false) await smtp.listen();
  open.push(smtp);
  const server = await startTestServer({
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
    CONTACT_NOTIFY_TO: TEAM,
    METRICS_TOKEN: "metrics-token-0123456789",
  });
  open.push(server);
  return { smtp, server };
}

function notifier(server: TestServer): Mailer {
  const started = startMailer(server.deps, FAST);
  open.push({ close: () => started.stop() });
  return started;
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const send = (server: TestServer, body: Record<string, unknown>) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const queued = async (server: TestServer) => {
  const [row] = await server.deps.database.db.select({ n: count() }).from(contactNotifications);
  return row?.n ?? 0;
};

const header = (lines: string[], name: string) =>
  lines.filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));

// Each test starts an app and an SMTP server; on a busy machine that alone can take seconds.
describe("contact notifications", { timeout: 60_000 }, () => {
  it("e-mails a stored message to CONTACT_NOTIFY_TO as plain text with a link to the inbox", async () => {
    const { smtp, server } = await setUp();
    notifier(server);
    const response = await send(server, {
      name: "Léa Martin",
      email: "lea@example.org",
      company: "Atelier Martin",
      message: "Bonjour,\nnous cherchons un chatbot en arabe et en français.\nMerci !",
    });
    expect(response.status).toBe(201);
    await until(() => smtp.received.length === 1, "the e-mail arrives");
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([TEAM]);
    expect(smtp.logins).toEqual([{ username: SMTP_USER, password: SMTP_PASSWORD }]);
    expect(header(mail!.headers, "content-type")).toEqual([
      expect.stringMatching(/^Content-Type: text\/plain; charset=utf-8/i),
    ]);
    expect(header(mail!.headers, "reply-to")).toEqual([
      expect.stringContaining("<lea@example.org>"),
    ]);
    expect(mail!.text).toContain(
      "Message :\nBonjour,\nnous cherchons un chatbot en arabe et en français.\nMerci !\n",
    );
    expect(mail!.text).toContain("Entreprise : Atelier Martin");
    expect(mail!.text).toContain("Boîte de réception : http://localhost:3000/admin/messages");
    await until(async () => (await queued(server)) === 0, "the queue is empty once sent");
    // Personal data and the SMTP password stay out of the logs.
    const logs = server.rawLogs.join("\n");
    for (const secret of [SMTP_PASSWORD, "lea@example.org", "chatbot en arabe"]) {
      expect(logs).not.toContain(secret);
    }
  });

  it("keeps a CR/LF in the name from adding a header or a recipient", async () => {
    const { smtp, server } = await setUp();
    notifier(server);
    const response = await send(server, {
      name: "Eve\r\nBcc: victim@example.net\r\nX-Injected: yes",
      email: "eve@example.org",
      message: "Injection ?",
    });
    expect(response.status).toBe(201);
    await until(() => smtp.received.length === 1, "the e-mail arrives");
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([TEAM]);
    expect(header(mail!.headers, "bcc")).toEqual([]);
    expect(header(mail!.headers, "x-injected")).toEqual([]);
    expect(header(mail!.headers, "subject")).toHaveLength(1);
    expect(header(mail!.headers, "reply-to")).toHaveLength(1);
  });

  it("retries with growing waits when the SMTP server refuses the first attempts", async () => {
    const { smtp, server } = await setUp({ refuseFirst: 2 });
    notifier(server);
    expect(
      (await send(server, { name: "Ali", email: "ali@example.org", message: "Salam" })).status,
    ).toBe(201);
    await until(() => smtp.received.length === 1, "the third attempt is accepted");
    expect(smtp.attempts).toHaveLength(3);
    const [first, second, third] = smtp.attempts as [number, number, number];
    // The wait doubles: at least 200 ms, then at least 400 ms.
    expect(second - first).toBeGreaterThanOrEqual(FAST.retryBaseMs - 20);
    expect(third - second).toBeGreaterThanOrEqual(2 * FAST.retryBaseMs - 20);
    // The SMTP server has the message a moment before the notifier hears its answer and counts
    // the send: wait for the count, not for the delivery.
    const metrics = async () =>
      (
        await fetch(`${server.url}/metrics`, {
          headers: { authorization: "Bearer metrics-token-0123456789" },
        })
      ).text();
    let text = "";
    await until(async () => {
      text = await metrics();
      return /^contact_notifications_sent_total 1$/m.test(text);
    }, "the send is counted");
    expect(text).toMatch(/^contact_notification_failures_total 2$/m);
    expect(
      server.logs.filter((line) => line.event === "contact.notify_failed").map((l) => l.attempts),
    ).toEqual([1, 2]);
  });

  it("never holds back or loses the message while SMTP is down, and sends it after a restart", async () => {
    const { smtp, server } = await setUp({ listening: false });
    const first = notifier(server);
    const started = Date.now();
    const response = await send(server, { name: "Sam", email: "sam@example.org", message: "Allô" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(Date.now() - started).toBeLessThan(5_000);
    const { headers } = await server.bearerFor();
    const inbox = (await (await fetch(`${server.url}/api/contact`, { headers })).json()) as {
      id: string;
    }[];
    expect(inbox.map((message) => message.id)).toContain(id);
    await until(
      () => server.logs.some((line) => line.event === "contact.notify_failed"),
      "the first attempt fails",
    );
    const [row] = await server.deps.database.db
      .select()
      .from(contactNotifications)
      .where(eq(contactNotifications.message_id, id));
    expect(row?.attempts).toBeGreaterThanOrEqual(1);
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);

    // The process stops; SMTP comes back; a new process's notifier finds the row and sends it.
    await first.stop();
    await smtp.listen();
    notifier(server);
    await until(() => smtp.received.length === 1, "the restarted notifier sends it", 20_000);
    expect(smtp.received[0]!.text).toContain("Allô");
    await until(async () => (await queued(server)) === 0, "the queue is empty once sent");
  });

  it("queues nothing when SMTP_URL is unset", async () => {
    const server = await startTestServer();
    open.push(server);
    expect(
      (await send(server, { name: "Zoé", email: "z@example.org", message: "Hello" })).status,
    ).toBe(201);
    expect(await queued(server)).toBe(0);
  });
});
