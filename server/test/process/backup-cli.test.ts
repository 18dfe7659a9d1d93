import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureBuilt,
  ROOT,
  type ServerProcess,
  seedDataDir,
  serviceRow,
  startServer,
  tempDataDir,
} from "../support/process";
import { png } from "../support/uploads";

// `npm run backup` / `npm run restore` as an operator runs them, around the built server on
// PGlite.

const dirs: string[] = [];
let server: ServerProcess | undefined;
beforeAll(() => ensureBuilt(), 180_000);
afterAll(async () => {
  await server?.stop();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Runs an npm script with DATA_DIR set; resolves with its exit code and output. */
function npmRun(script: string, args: string[], dataDir: string) {
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run backup / npm run restore (PGlite)", () => {
  it("backs up a stopped server's DATA_DIR and restores it into an empty one that serves the same data", async () => {
    const source = await tempDataDir();
    const target = await tempDataDir();
    dirs.push(source, target);
    const archive = path.join(target, "..", `${path.basename(target)}.tar.gz`);
    dirs.push(archive);
    const { headers } = await seedDataDir(source);

    server = await startServer({ DATA_DIR: source });
    const created = await fetch(`${server.url}/api/services`, {
      method: "POST",
      headers,
      body: JSON.stringify(serviceRow("Sauvegardé")),
    });
    expect(created.status).toBe(201);
    const form = new FormData();
    const bytes = png(200_000);
    form.append("file", new Blob([bytes], { type: "image/png" }), "schéma.png");
    const upload = await fetch(`${server.url}/api/storage/demos`, {
      method: "POST",
      headers: { authorization: headers.authorization! },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { publicUrl } = (await upload.json()) as { publicUrl: string };

    // While the server runs, the embedded database is its alone: the backup says so and stops.
    const refused = await npmRun("backup", ["--out", archive], source);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`DATA_DIR ${source}`);
    expect(refused.stderr).toContain(`pid ${server.pid}`);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const backup = await npmRun("backup", ["--out", archive], source);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${archive}`);

    const restore = await npmRun("restore", [archive], target);
    expect(restore.code, restore.stderr).toBe(0);
    // A second restore into the now non-empty DATA_DIR is refused.
    const again = await npmRun("restore", [archive], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("--force");

    server = await startServer({ DATA_DIR: target });
    const services = (await (await fetch(`${server.url}/api/services`)).json()) as {
      title: string;
    }[];
    expect(services.map((s) => s.title)).toContain("Sauvegardé");
    const served = await fetch(`${server.url}${publicUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  }, 300_000);
});
