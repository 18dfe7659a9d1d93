import { execFile } from "node:child_process";
import { chownSync, existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "#testing/ports";

const PG_BIN = "/usr/lib/postgresql/15/bin";

/** Where PostgreSQL 15's binaries are looked for, and whether they are there. */
export const PG_BINARIES = PG_BIN;
export const havePostgresBinaries =
  existsSync(path.join(PG_BIN, "initdb")) && existsSync(path.join(PG_BIN, "pg_ctl"));

/**
 * A PostgreSQL cluster in a temporary directory. PostgreSQL refuses to run as root: as root
 * (CI), its commands run as the `postgres` system user, which owns the directory. Commands run
 * asynchronously: the load's requests are timed by this process, whose event loop must not stop
 * while pg_ctl waits.
 */
export class ThrowawayCluster {
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<ThrowawayCluster> {
    const dir = await mkdtemp(path.join(os.tmpdir(), "ada-pg-"));
    if (process.getuid?.() === 0) {
      const id = async (flag: string) => Number((await run(["id", flag, "postgres"])).trim());
      chownSync(dir, await id("-u"), await id("-g"));
    }
    const cluster = new ThrowawayCluster(dir, await freePort());
    await cluster.pg(["initdb", "-D", cluster.data, "-U", "postgres", "--auth=trust", "--no-sync"]);
    return cluster;
  }

  get data() {
    return path.join(this.dir, "data");
  }

  url(database = "postgres") {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start() {
    const options = `-c port=${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${this.dir}`;
    const log = path.join(this.dir, "server.log");
    await this.pg([
      "pg_ctl",
      "start",
      "-w",
      "-t",
      "120",
      "-D",
      this.data,
      "-l",
      log,
      "-o",
      options,
    ]);
  }

  /** `fast` closes sessions cleanly (a restart); `immediate` drops them (the server goes away). */
  async stop(mode: "fast" | "immediate") {
    await this.pg(["pg_ctl", "stop", "-w", "-t", "120", "-D", this.data, "-m", mode]);
  }

  async isRunning() {
    return this.pg(["pg_ctl", "status", "-D", this.data]).then(
      () => true,
      () => false,
    );
  }

  pg(args: string[]) {
    const binary = path.join(PG_BIN, args[0]!);
    const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
    return run([...asPostgres, binary, ...args.slice(1)], { cwd: this.dir });
  }
}

async function run(command: string[], options: { cwd?: string } = {}): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(command[0]!, command.slice(1), options);
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? "";
    throw new Error(`${command.join(" ")} failed: ${stderr || String(error)}`);
  }
}

/** Polls `check` until it holds, for at most `timeoutMs`; answers when it first held. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now();
}
