import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRawRequest } from "#testing/raw-http";
import {
  builtSeededDataDir,
  type ServerProcess,
  serviceRow,
  startServer,
} from "../support/process";
import { mp4, multipart } from "../support/uploads";

// A write acknowledged with 201 survives the process being killed (SIGKILL) right
// after the answer. The built server on PGlite, killed and restarted RUNS times.

const RUNS = 10;
const WRITES_PER_RUN = 5;

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

interface Row {
  id: string;
  title: string;
  price: number;
}

describe("durability under SIGKILL (PGlite)", () => {
  it(`finds every acknowledged write after ${RUNS} kills right after a 201`, async () => {
    const acknowledged = new Map<string, Row>();
    let lateAcknowledged = 0;
    let cutOff = 0;
    server = await startServer({ DATA_DIR: dataDir });
    for (let run = 0; run < RUNS; run++) {
      for (let write = 0; write < WRITES_PER_RUN; write++) {
        const response = await fetch(`${server.url}/api/services`, {
          method: "POST",
          headers,
          body: JSON.stringify(serviceRow(`run ${run} write ${write}`)),
        });
        const body = await response.text();
        expect(response.status, body).toBe(201);
        const row = JSON.parse(body) as Row;
        acknowledged.set(row.id, row);
      }
      // The kill lands right after the last 201, with one more write on its way: whatever happens
      // to that one, every acknowledged write must be there after the restart.
      const inFlight = fetch(`${server.url}/api/services`, {
        method: "POST",
        headers,
        body: JSON.stringify(serviceRow(`run ${run} in flight`)),
      }).then(
        async (response) => (response.status === 201 ? ((await response.json()) as Row) : null),
        () => null,
      );
      await new Promise((resolve) => setImmediate(resolve));
      server.child.kill("SIGKILL");
      const late = await inFlight;
      if (late) {
        acknowledged.set(late.id, late);
        lateAcknowledged++;
      } else cutOff++;
      expect(await server.exited).toBe("SIGKILL");
      server = await startServer({ DATA_DIR: dataDir });
      const listed = (await (await fetch(`${server.url}/api/services`)).json()) as Row[];
      const byId = new Map(listed.map((row) => [row.id, row]));
      const missing = [...acknowledged.values()].filter(
        (row) => byId.get(row.id)?.title !== row.title || byId.get(row.id)?.price !== row.price,
      );
      expect(missing, `run ${run}: acknowledged rows lost after SIGKILL`).toEqual([]);
    }
    expect(acknowledged.size).toBe(RUNS * WRITES_PER_RUN + lateAcknowledged);
    // The figures for the closing note: printed once, not asserted beyond the above.
    process.stdout.write(
      `durability: ${RUNS} SIGKILL runs, ${acknowledged.size}/${acknowledged.size} acknowledged writes found after restart (one more write in flight at each kill: ${lateAcknowledged} acknowledged and found, ${cutOff} cut off)\n`,
    );
  }, 300_000);
});

const UPLOAD_RUNS = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const uploadsDir = () => path.join(dataDir, "uploads", "demos");
const storedFiles = () => readdir(uploadsDir()).catch(() => [] as string[]);

/** Waits (bounded) until `check` holds; the caller asserts on the final state. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < until) await pause(50);
}

/**
 * An upload whose body is sent in two halves: the first at once, the second when `finish()` is
 * called. `abort()` cuts the connection instead (a client that goes away mid-upload).
 */
function startUpload(url: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  // A video: streamed to its place under DATA_DIR/uploads as it arrives (an image is read whole
  // into the system's temporary directory first, to be written again without its metadata).
  const { body, contentType } = multipart(bytes, name, "video/mp4");
  const { request: req, answer } = openRawRequest(`${url}/api/storage/demos`, {
    method: "POST",
    headers: {
      authorization: headers.authorization!,
      "content-type": contentType,
      "content-length": String(body.length),
    },
  });
  answer.catch(() => {});
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return {
    answer,
    finish: () => req.end(body.subarray(half)),
    abort: () => req.destroy(),
  };
}

describe("uploads under SIGKILL and cut-off clients (local storage)", () => {
  it(`an acknowledged upload is on disk whole after a SIGKILL right after its 201 (${UPLOAD_RUNS} runs)`, async () => {
    server ??= await startServer({ DATA_DIR: dataDir });
    const acknowledged = new Map<string, Buffer>();
    for (let run = 0; run < UPLOAD_RUNS; run++) {
      const bytes = mp4(1024 * 1024 + run);
      const upload = startUpload(server.url, bytes, `démo ${run}.mp4`);
      upload.finish();
      const answer = await upload.answer;
      server.child.kill("SIGKILL");
      expect(answer.status, answer.body).toBe(201);
      const { path: key, publicUrl } = JSON.parse(answer.body) as {
        path: string;
        publicUrl: string;
      };
      acknowledged.set(key, Buffer.from(bytes));
      expect(await server.exited).toBe("SIGKILL");

      server = await startServer({ DATA_DIR: dataDir });
      for (const [storedKey, expected] of acknowledged) {
        expect((await readFile(path.join(uploadsDir(), storedKey))).equals(expected)).toBe(true);
      }
      const served = await fetch(`${server.url}${publicUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
    expect((await storedFiles()).sort()).toEqual([...acknowledged.keys()].sort());
    process.stdout.write(
      `durability: ${UPLOAD_RUNS} SIGKILL runs right after an upload's 201, ${acknowledged.size}/${acknowledged.size} files whole on disk after restart\n`,
    );
  }, 180_000);

  it("an upload cut off by the client leaves nothing in DATA_DIR/uploads", async () => {
    server ??= await startServer({ DATA_DIR: dataDir });
    const before = await storedFiles();
    const upload = startUpload(server.url, mp4(4 * 1024 * 1024), "coupé.mp4");
    // The server has started writing the file (its temporary copy exists)...
    await eventually(async () => (await storedFiles()).some((n) => n.endsWith(".part")));
    expect((await storedFiles()).some((n) => n.endsWith(".part"))).toBe(true);
    upload.abort();
    // ...and removes it once the client has gone.
    await eventually(async () => (await storedFiles()).length === before.length);
    expect((await storedFiles()).sort()).toEqual(before.sort());
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 90_000);

  it("an upload cut off by a SIGKILL mid-stream leaves nothing after the restart", async () => {
    server ??= await startServer({ DATA_DIR: dataDir });
    const before = await storedFiles();
    const upload = startUpload(server.url, mp4(4 * 1024 * 1024), "tué.mp4");
    await eventually(async () => (await storedFiles()).some((n) => n.endsWith(".part")));
    server.child.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");
    upload.abort();
    // The killed process could not clean up: its temporary file is still there.
    expect((await storedFiles()).some((n) => n.endsWith(".part"))).toBe(true);

    server = await startServer({ DATA_DIR: dataDir });
    expect((await storedFiles()).sort()).toEqual(before.sort());
  }, 90_000);
});
