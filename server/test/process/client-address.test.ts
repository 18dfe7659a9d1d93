import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnBuiltServer } from "#testing/built-server";
import { rawRequest } from "#testing/raw-http";
import {
  ensureBuilt,
  JWT_SECRET,
  type ServerProcess,
  seedDataDir,
  startServer,
  tempDataDir,
} from "../support/process";

// The default install: the built server as `npm start` runs it, no proxy in front, visitors
// connecting straight to its listener. Each visitor is told apart by its connection's address:
// the clients below bind their side of the connection to distinct loopback addresses.

const FIRST = "127.0.0.2";
const SECOND = "127.0.0.3";

/** One request from `localAddress` to the server, as a visitor's browser would make it. */
function send(
  server: ServerProcess,
  localAddress: string,
  method: string,
  pathname: string,
  body?: unknown,
) {
  const url = new URL(pathname, server.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return rawRequest(url.href, {
    method,
    localAddress,
    headers: {
      accept: "application/json",
      ...(payload ? { "content-type": "application/json", origin: url.origin } : {}),
    },
    body: payload,
  });
}

const message = (n: number) => ({
  name: `Visiteur ${n}`,
  email: `visiteur${n}@example.com`,
  message: `Bonjour, message numéro ${n}.`,
});

/**
 * The server's log lines of one event that `pick` keeps, once `count` of them are written (the
 * server writes its log a turn of the event loop after answering).
 */
async function logLines(
  server: ServerProcess,
  event: string,
  pick: (line: Record<string, unknown>) => boolean,
  count: number,
) {
  for (;;) {
    const lines = server
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === event && pick(line));
    if (lines.length >= count) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the built server without a proxy in front", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    ensureBuilt();
    const dataDir = await tempDataDir();
    await seedDataDir(dataDir);
    server = await startServer({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "2" });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("counts contact messages per visitor address: one visitor's limit leaves the others free", async () => {
    for (let n = 0; n < 2; n++) {
      expect((await send(server, FIRST, "POST", "/api/contact", message(n))).status).toBe(201);
    }
    const limited = await send(server, FIRST, "POST", "/api/contact", message(2));
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body).error.message).toBe(
      "Trop de messages envoyés, réessayez plus tard",
    );

    expect((await send(server, SECOND, "POST", "/api/contact", message(3))).status).toBe(201);
  });

  it("writes each visitor's address in the request log, for pages kept in the cache too", async () => {
    // The second GET of a public page is answered from the page cache, before the app.
    for (const address of [FIRST, SECOND]) {
      expect((await send(server, address, "GET", "/about")).status).toBe(200);
      expect((await send(server, address, "GET", "/about")).status).toBe(200);
    }
    const about = await logLines(server, "request", (line) => line.path === "/about", 4);
    expect(about.map((line) => line.client_address)).toEqual([FIRST, FIRST, SECOND, SECOND]);
    const contact = await logLines(server, "request", (line) => line.path === "/api/contact", 4);
    expect(new Set(contact.map((line) => line.client_address))).toEqual(new Set([FIRST, SECOND]));
  });

  it("counts sign-in attempts per visitor address", async () => {
    // The per-address budget, spread over accounts so no account's own budget is reached first.
    const perAddress = 50;
    const attempt = (address: string, n: number) =>
      send(server, address, "POST", "/auth/v1/token?grant_type=password", {
        email: `inconnu${n % 25}@example.com`,
        password: "not-the-password",
      });
    for (let n = 0; n < perAddress; n++) {
      expect((await attempt(FIRST, n)).status).toBe(400);
    }
    expect((await attempt(FIRST, perAddress)).status).toBe(429);
    expect((await attempt(SECOND, perAddress)).status).toBe(400);

    const failures = await logLines(server, "auth.sign_in_failed", () => true, perAddress + 1);
    expect(new Set(failures.map((line) => line.ip))).toEqual(new Set([FIRST, SECOND]));
  });
});

describe("the development server (npm run dev)", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    await seedDataDir(dataDir);
    // What `npm run dev` runs, without the file watcher, in one process: tsx's command line runs
    // the server in a child of its own, which a SIGKILL of the parent would leave running.
    server = spawnBuiltServer({
      command: [process.execPath, "--import", "tsx", "server/index.ts"],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "development",
        LOG_LEVEL: "info",
        JWT_SECRET,
        PORT: "0",
        DATA_DIR: dataDir,
        CONTACT_RATE_LIMIT: "1",
      },
    });
    await server.waitForEvent("server.started", 120_000);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("tells visitors apart by their connection's address too", async () => {
    expect((await send(server, FIRST, "POST", "/api/contact", message(0))).status).toBe(201);
    expect((await send(server, FIRST, "POST", "/api/contact", message(1))).status).toBe(429);
    expect((await send(server, SECOND, "POST", "/api/contact", message(2))).status).toBe(201);
    const lines = await logLines(server, "request", (line) => line.path === "/api/contact", 3);
    expect(lines.map((line) => line.client_address)).toEqual([FIRST, FIRST, SECOND]);
  });
});
