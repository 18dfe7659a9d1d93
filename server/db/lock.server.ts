import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

export const LOCK_FILE = "server.lock";

interface LockOwner {
  pid: number;
  /** The process's start time (Linux: clock ticks since boot), to tell a reused pid apart. */
  started?: string;
}

/** Start time of a process from /proc (Linux); undefined where /proc is not available. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces and parentheses); starttime is 22nd.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // A pid is reused after a crash and a restart (containers hand out the same small pids again):
  // the lock is only live if the process that holds the pid is the one that wrote it.
  const started = startTimeOf(owner.pid);
  return owner.started === undefined || started === undefined || started === owner.started;
}

function readOwner(file: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner> | number;
    if (typeof parsed === "number") return { pid: parsed }; // the first format: a bare pid
    if (Number.isInteger(parsed.pid)) return { pid: parsed.pid!, started: parsed.started };
  } catch {}
  return { pid: Number.NaN };
}

/**
 * An exclusive lock on DATA_DIR (two PGlite processes on one directory silently
 * diverge). The lock file holds the owner's pid and start time; a lock left by a dead process is
 * taken over. Every process that opens the embedded database takes it (server, user:create,
 * backup, restore). Returns the release function.
 *
 * The file appears whole or not at all (written aside, then hard-linked into place, which fails
 * if it exists), so a second process never reads a half-written lock and takes it for stale.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, started: startTimeOf(process.pid) };
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(me), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(temp, file);
        return () => {
          if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && Number.isInteger(owner.pid) && isAlive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is already in use by another server process (pid ${owner.pid}); stop it first or set another DATA_DIR.`,
        );
      }
      // A stale lock from a process that died. Moved aside rather than deleted, then checked: if a
      // concurrent starter replaced it meanwhile, that live lock is put back.
      const aside = `${file}.${process.pid}.stale`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      const moved = readOwner(aside);
      if (moved && moved.pid !== owner?.pid && Number.isInteger(moved.pid) && isAlive(moved)) {
        try {
          linkSync(aside, file);
        } catch {}
        rmSync(aside, { force: true });
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is already in use by another server process (pid ${moved.pid}); stop it first or set another DATA_DIR.`,
        );
      }
      rmSync(aside, { force: true });
    }
    throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}: ${file} keeps changing`);
  } finally {
    rmSync(temp, { force: true });
  }
}
