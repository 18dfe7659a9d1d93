import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "#testing/built-server";
import { ADMIN, freePort, restingRssMiB, rssMiB, sleep } from "../lib/server";

export interface NpmStartFigures {
  /** Every process of the tree `npm start` made, at rest: npm, the supervisor and the server. */
  processes: { pid: number; command: string; rss_mib: number }[];
  total_rss_mib: number;
  total_rss_mb: number;
}

/** The processes whose parent is `pid`, and theirs (Linux: /proc/PID/stat's fourth field). */
function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command may hold spaces and parentheses: the fields start after its last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const commandOf = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");

/**
 * `npm start` on a fresh data directory, as an operator types it, measured from outside: once the
 * server answers /api/health and its memory has settled, the resident memory of npm's own process
 * and of every process under it (scripts/start.sh, which the start script's `exec` put in place
 * of npm's shell, and the node server it runs and starts again after a crash).
 */
export async function measureNpmStart(): Promise<NpmStartFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ada-bench-npm-start-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const npm = spawn("npm", ["start"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: "",
      S3_BUCKET: "",
      S3_ENDPOINT: "",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => npm.once("exit", resolve));
  try {
    const deadline = performance.now() + 120_000;
    for (;;) {
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) break;
      if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}`);
      if (performance.now() > deadline) throw new Error("npm start: no 200 from /api/health");
      await sleep(100);
    }
    const children = descendants(npm.pid!);
    const server = children.find((pid) => commandOf(pid).includes("start.mjs")) ?? children.at(-1)!;
    await restingRssMiB(server);
    const processes = [npm.pid!, ...children].map((pid) => ({
      pid,
      command: commandOf(pid).slice(0, 120),
      rss_mib: rssMiB(pid),
    }));
    const total = Math.round(processes.reduce((sum, p) => sum + p.rss_mib, 0) * 10) / 10;
    return {
      processes,
      total_rss_mib: total,
      total_rss_mb: Math.round(total * 1.048576 * 10) / 10,
    };
  } finally {
    for (const pid of descendants(npm.pid!)) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(() => npm.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
