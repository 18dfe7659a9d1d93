import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRawRequest } from "#testing/raw-http";
import {
  builtSeededDataDir,
  type ServerProcess,
  serviceRow,
  startServer,
} from "../support/process";

// SIGTERM drains in-flight requests, refuses new connections,
// exits 0 and closes the database cleanly.

let dataDir: string;
let headers: Record<string, string>;
let server: ServerProcess | undefined;
beforeAll(async () => {
  ({ dataDir, headers } = await builtSeededDataDir());
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A POST whose JSON body is sent in pieces with pauses (a slow client): the request is in flight
 * from the first piece until `finish()` sends the rest.
 */
function slowPost(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  const { request: req, answer: raw } = openRawRequest(url, {
    method: "POST",
    headers: { ...headers, "transfer-encoding": "chunked" },
  });
  const answer = raw.then(({ status, body, headers }) => ({
    status,
    body,
    connection: headers.connection,
  }));
  req.write(body.slice(0, half));
  return {
    answer,
    finish: async () => {
      for (const piece of body.slice(half).match(/[\s\S]{1,40}/g) ?? []) {
        req.write(piece);
        await pause(20);
      }
      req.end();
    },
  };
}

describe("graceful shutdown on SIGTERM", () => {
  it("lets the in-flight request finish, refuses new connections, exits 0, keeps the data", async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const row = serviceRow("written while stopping");
    // A long description so the body takes a while to arrive.
    row.description = "Une description assez longue. ".repeat(40);
    const slow = slowPost(`${server.url}/api/services`, JSON.stringify(row));
    await pause(200); // the request has reached the handler, which is reading the body

    server.child.kill("SIGTERM");
    await server.waitForEvent("server.stopping");
    // No new connection once stopping: the listening socket is closed.
    const refused = await fetch(`${server.url}/api/health`).then(
      () => "answered",
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    expect(refused).toBe("ECONNREFUSED");
    expect(server.child.exitCode).toBeNull(); // still draining

    await slow.finish();
    const answer = await slow.answer;
    expect(answer.status, answer.body).toBe(201);
    const created = JSON.parse(answer.body) as { id: string; description: string };
    expect(created.description).toBe(row.description.trim());
    // The answer tells the client not to reuse the connection, so the drain ends with it instead
    // of waiting out the keep-alive timeout.
    expect(answer.connection).toBe("close");

    expect(await server.exited).toBe(0);
    await server.waitForEvent("server.stopped");
    expect(server.stderr()).toBe("");

    // The database reopens cleanly with the row written during the drain.
    server = await startServer({ DATA_DIR: dataDir });
    const listed = (await (await fetch(`${server.url}/api/services`)).json()) as { id: string }[];
    expect(listed.map((r) => r.id)).toContain(created.id);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);
});
