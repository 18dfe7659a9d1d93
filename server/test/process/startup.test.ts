import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureBuilt,
  type ServerProcess,
  seedDataDir,
  spawnServer,
  startServer,
  tempDataDir,
} from "../support/process";

// The built server as an operator starts it: configuration errors and the DATA_DIR lock
// (one process per embedded database).

const running: ServerProcess[] = [];
const dirs: string[] = [];
beforeAll(() => ensureBuilt(), 180_000);
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir() {
  const dir = await tempDataDir();
  dirs.push(dir);
  return dir;
}

describe("an invalid configuration stops the start", () => {
  for (const [name, value] of [
    ["PORT", "abc"],
    ["UPLOAD_MAX_BYTES", "-1"],
    ["DATABASE_URL", "mysql://localhost/ada"],
  ] as const) {
    it(`${name}=${value}: exits non-zero with one line naming ${name}`, async () => {
      const server = spawnServer({ DATA_DIR: await dataDir(), [name]: value });
      running.push(server);
      expect(await server.exited).not.toBe(0);
      const lines = server.stderr().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(name);
      expect(server.stdout()).not.toContain("server.started");
    });
  }
});

describe("a missing build stops the start", () => {
  it("exits non-zero with one line naming the missing build, before creating any data", async () => {
    const emptyBuild = await dataDir();
    const data = await dataDir();
    const server = spawnServer({ DATA_DIR: data, BUILD_DIR: emptyBuild });
    running.push(server);
    expect(await server.exited).not.toBe(0);
    const lines = server.stderr().trim().split("\n");
    expect(lines).toEqual([
      expect.stringContaining(`No build found at ${path.join(emptyBuild, "server", "index.js")}`),
    ]);
    expect(lines[0]).toContain("npm run build");
    expect(server.stdout()).toBe("");
    expect(readdirSync(data)).toEqual([]);
  });
});

describe("DATA_DIR lock", () => {
  it("refuses a second server on the same DATA_DIR at once, and the first keeps serving", async () => {
    const dir = await dataDir();
    await seedDataDir(dir);
    const first = await startServer({ DATA_DIR: dir });
    running.push(first);

    const second = spawnServer({ DATA_DIR: dir });
    running.push(second);
    expect(await second.exited).toBe(78); // a server that cannot start: npm start does not try again
    const message = second.stderr().trim();
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain(`DATA_DIR ${dir}`);
    expect(message).toContain(`pid ${first.pid}`);
    expect(second.stdout()).not.toContain("server.started");

    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
    expect(JSON.parse(readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(first.pid);
  });

  it("takes over a stale lock left by a process killed with SIGKILL", async () => {
    const dir = await dataDir();
    await seedDataDir(dir);
    const killed = await startServer({ DATA_DIR: dir });
    killed.child.kill("SIGKILL");
    await killed.exited;
    // The lock file is still there, naming a dead process.
    expect(JSON.parse(readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(killed.pid);

    const next = await startServer({ DATA_DIR: dir });
    running.push(next);
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(next.pid);
  });

  it("takes over a lock file naming a pid that no longer exists", async () => {
    const dir = await dataDir();
    await seedDataDir(dir);
    // pid_max is at most 2^22 on Linux: this pid cannot be alive.
    writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: 4_194_304 + 17 }));
    const server = await startServer({ DATA_DIR: dir });
    running.push(server);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
