import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Header lines, unfolded, as the server received them. */
  headers: string[];
  /** The body, decoded from quoted-printable or base64 when the message says so. */
  text: string;
  at: number;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Every attempt to hand over a message (refused ones included), with its time. */
  attempts: number[];
  logins: { username: string; password: string }[];
  /** Starts listening (again) on the same port. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1, keeping what it receives. `refuseFirst`: the
 * first N messages are refused with a temporary failure (451), as a busy relay does. Plain SMTP
 * (no STARTTLS) with optional AUTH over it, as a relay on a private network runs.
 */
export function smtpServer(port: number, options: { refuseFirst?: number } = {}): TestSmtpServer {
  const received: ReceivedMail[] = [];
  const attempts: number[] = [];
  const logins: { username: string; password: string }[] = [];
  let refusals = options.refuseFirst ?? 0;
  const create = () =>
    new SMTPServer({
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username ?? "", password: auth.password ?? "" });
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          attempts.push(Date.now());
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
            callback(error);
            return;
          }
          received.push(
            parse(
              Buffer.concat(chunks).toString("utf8"),
              session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });
  let server = create();
  return {
    port,
    received,
    attempts,
    logins,
    listen: () =>
      new Promise((resolve, reject) => {
        server = create();
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve());
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = head.split("\r\n");
  const body = raw.slice(split + 4);
  const encoding = headers
    .find((line) => /^content-transfer-encoding:/i.test(line))
    ?.split(":")[1]
    ?.trim()
    .toLowerCase();
  let text = body;
  if (encoding === "base64") text = Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/%/g, "%25")
      .replace(/=([0-9A-F]{2})/gi, "%$1");
    text = decodeURIComponent(bytes);
  }
  return { from, to, headers, text: text.replace(/\r\n/g, "\n"), at: Date.now() };
}
