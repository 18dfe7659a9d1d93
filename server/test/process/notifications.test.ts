import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#testing/ports";
import { smtpServer, type TestSmtpServer } from "#testing/smtp-server";
import { ensureBuilt, type ServerProcess, startServer, tempDataDir } from "../support/process";

/**
 * The built server with SMTP_URL set, as an operator starts it: a contact message is e-mailed by
 * the process's own notifier, and SIGTERM still stops the process cleanly with it running.
 */
describe("the built server with SMTP_URL", () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = await tempDataDir();
    smtp = smtpServer(await freePort());
    await smtp.listen();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("e-mails a contact message to CONTACT_NOTIFY_TO, then stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    server = await startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONTACT_NOTIFY_TO: "equipe@example.com",
    });
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Nadia", email: "nadia@example.org", message: "Un devis ?" }),
    });
    expect(response.status).toBe(201);
    // The notifier looks at its queue every 5 s.
    await server.waitForEvent("contact.notified", 30_000);
    expect(smtp.received.map((mail) => mail.to)).toEqual([["equipe@example.com"]]);
    expect(smtp.received[0]!.text).toContain("Un devis ?");

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('"event":"server.stopped"');
  }, 120_000);
});
