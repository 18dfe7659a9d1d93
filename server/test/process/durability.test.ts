import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureBuilt,
  type ServerProcess,
  seedDataDir,
  serviceRow,
  startServer,
  tempDataDir,
} from "./support";

// Issue 5, point 3: a write acknowledged with 201 survives the process being killed (SIGKILL) right
// after the answer. The built server on PGlite, killed and restarted RUNS times. Port 3630.

const RUNS = 10;
const WRITES_PER_RUN = 5;
const PORT = "3630";

let dataDir: string;
let headers: Record<string, string>;
let server: ServerProcess | undefined;
beforeAll(async () => {
  ensureBuilt();
  dataDir = await tempDataDir();
  ({ headers } = await seedDataDir(dataDir));
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
    server = await startServer({ PORT, DATA_DIR: dataDir });
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
      server = await startServer({ PORT, DATA_DIR: dataDir });
      const listed = (await (await fetch(`${server.url}/api/services`)).json()) as Row[];
      const byId = new Map(listed.map((row) => [row.id, row]));
      const missing = [...acknowledged.values()].filter(
        (row) => byId.get(row.id)?.title !== row.title || byId.get(row.id)?.price !== row.price,
      );
      expect(missing, `run ${run}: acknowledged rows lost after SIGKILL`).toEqual([]);
    }
    expect(acknowledged.size).toBe(RUNS * WRITES_PER_RUN + lateAcknowledged);
    // The figures for the closing note (issue 5): printed once, not asserted beyond the above.
    process.stdout.write(
      `durability: ${RUNS} SIGKILL runs, ${acknowledged.size}/${acknowledged.size} acknowledged writes found after restart (one more write in flight at each kill: ${lateAcknowledged} acknowledged and found, ${cutOff} cut off)\n`,
    );
  }, 120_000);
});
