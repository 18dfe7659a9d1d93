import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, spawnBuiltServer } from "#testing/built-server";
import { freePort } from "#testing/ports";
import { eventually } from "../support/eventually";
import { builtSeededDataDir, JWT_SECRET, serviceRow } from "../support/process";

// `npm start` (scripts/start.sh) runs the built server as its child and starts it again when it
// ends unexpectedly. Nothing reachable over HTTP crashes the server: the test kills it (SIGKILL).

let dataDir: string;
let headers: Record<string, string>;
const started: BuiltServer[] = [];
beforeAll(async () => {
  ({ dataDir, headers } = await builtSeededDataDir());
}, 180_000);
afterAll(async () => {
  for (const supervisor of started) {
    await supervisor.terminate();
    // A server a failed test left running once its supervisor had gone.
    for (const line of linesOf(supervisor, "server.process_started")) {
      if (isAlive(line.pid as number)) process.kill(line.pid as number, "SIGKILL");
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function npmStart() {
  const supervisor = spawnBuiltServer({
    command: ["sh", "scripts/start.sh"],
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: "info",
      JWT_SECRET,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
    },
  });
  started.push(supervisor);
  return supervisor;
}

const linesOf = (server: BuiltServer, event: string) =>
  server.logs().filter((line) => line.event === event);

/** The pid of the `n`-th server the supervisor started (0: the first), once it is started. */
const serverPid = (supervisor: BuiltServer, n: number) =>
  eventually(() => {
    const line = linesOf(supervisor, "server.process_started")[n];
    expect(line).toBeDefined();
    return line!.pid as number;
  });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("npm start: a server that ends unexpectedly is started again", () => {
  it("starts a killed server again within 2 s, backing off, with its lock and acknowledged writes", async () => {
    const supervisor = await npmStart();
    await supervisor.waitForHealth();
    const created = await fetch(`${supervisor.url}/api/services`, {
      method: "POST",
      headers,
      body: JSON.stringify(serviceRow("écrit avant la fin du serveur")),
    });
    expect(created.status).toBe(201);
    const row = (await created.json()) as { id: string; title: string };

    // Two ends in a row: started again after 0.5 s, then after 1 s.
    for (const [crash, delay] of [
      [1, 500],
      [2, 1_000],
    ] as const) {
      const pid = await serverPid(supervisor, crash - 1);
      const killedAt = performance.now();
      process.kill(pid, "SIGKILL");
      const next = await serverPid(supervisor, crash);
      expect(performance.now() - killedAt).toBeLessThan(2_000);
      expect(next).not.toBe(pid);
      expect(linesOf(supervisor, "server.exited")[crash - 1]).toMatchObject({
        level: "error",
        pid,
        code: null,
        signal: "SIGKILL",
        restart_in_ms: delay,
      });

      await supervisor.waitForHealth();
      // The dead server's DATA_DIR lock was taken over by the new one.
      const lock = JSON.parse(await readFile(path.join(dataDir, "server.lock"), "utf8"));
      expect(lock.pid).toBe(next);
      const listed = await fetch(`${supervisor.url}/api/services`, { headers });
      expect(listed.status).toBe(200);
      const rows = (await listed.json()) as { id: string; title: string }[];
      expect(rows.find((found) => found.id === row.id)?.title).toBe(row.title);
    }

    // A server that cannot start (DATA_DIR held by the running one) is not started again.
    const second = await npmStart();
    expect(await second.exited).toBe(78);
    expect(second.stderr()).toMatch(/already in use/);
    expect(linesOf(second, "server.process_started")).toHaveLength(1);
    expect(linesOf(second, "server.exited")).toEqual([]);

    // SIGTERM to npm start stops the server and starts nothing more.
    const last = await serverPid(supervisor, 2);
    supervisor.child.kill("SIGTERM");
    expect(await supervisor.exited).toBe(0);
    expect(isAlive(last)).toBe(false);
    expect(linesOf(supervisor, "server.process_started")).toHaveLength(3);
    expect(linesOf(supervisor, "server.stopped")).toHaveLength(1);
    const after = await fetch(`${supervisor.url}/api/health`).then(
      () => "answered",
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    expect(after).toBe("ECONNREFUSED");
  }, 180_000);
});
