import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./lock.server";

let dataDir: string;
let children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ada-lock-"));
});
afterEach(async () => {
  for (const child of children) child.kill("SIGKILL");
  children = [];
  await rm(dataDir, { recursive: true, force: true });
});

/** A live process other than this one, to stand for another server. */
async function liveProcess() {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve) => child.once("spawn", resolve));
  return child;
}

/** The pid of a process that has ended. */
async function deadPid() {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

const lockFile = () => path.join(dataDir, LOCK_FILE);
const ownerPid = () => JSON.parse(readFileSync(lockFile(), "utf8")).pid;

describe("DATA_DIR lock", () => {
  it("writes this process's pid and removes the file on release", () => {
    const release = lockDataDir(dataDir);
    expect(ownerPid()).toBe(process.pid);
    release();
    expect(existsSync(lockFile())).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("refuses a DATA_DIR locked by a live process, naming the directory and that pid", async () => {
    const other = await liveProcess();
    writeFileSync(lockFile(), JSON.stringify({ pid: other.pid }));
    let error: unknown;
    try {
      lockDataDir(dataDir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`DATA_DIR ${dataDir}`);
    expect((error as Error).message).toContain(`pid ${other.pid}`);
    expect((error as Error).message).not.toContain("\n");
    // The other process's lock is left as it was.
    expect(ownerPid()).toBe(other.pid);
  });

  it("takes over a lock left by a process that died", async () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: await deadPid() }));
    const release = lockDataDir(dataDir);
    expect(ownerPid()).toBe(process.pid);
    release();
  });

  it("takes over the first format's bare pid and a torn or empty lock file", async () => {
    writeFileSync(lockFile(), String(await deadPid()));
    lockDataDir(dataDir)();
    writeFileSync(lockFile(), "");
    const release = lockDataDir(dataDir);
    expect(ownerPid()).toBe(process.pid);
    release();
  });

  it("takes over a lock whose pid now belongs to a different process (pid reused)", async () => {
    const other = await liveProcess();
    // Same pid, another start time: the process that wrote the lock is gone (Linux /proc only).
    writeFileSync(lockFile(), JSON.stringify({ pid: other.pid, started: "1" }));
    if (!existsSync(`/proc/${other.pid}/stat`)) {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      return;
    }
    const release = lockDataDir(dataDir);
    expect(ownerPid()).toBe(process.pid);
    release();
  });

  it("does not remove a lock it does not own on release", async () => {
    const release = lockDataDir(dataDir);
    const other = await liveProcess();
    writeFileSync(lockFile(), JSON.stringify({ pid: other.pid }));
    release();
    expect(ownerPid()).toBe(other.pid);
  });
});
