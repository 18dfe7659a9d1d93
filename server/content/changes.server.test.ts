import { afterEach, describe, expect, it } from "vitest";
import { ContentChanges } from "../spine/changes";
import { createLogger } from "../spine/logger.server";
import { freshDatabase } from "../test/support/harness";
import { relayContentChanges } from "./changes.server";

const logger = createLogger("silent");
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two processes' worth of change relays on one fresh database (two connections to it). */
async function twoRelays() {
  const database = await freshDatabase();
  cleanups.push(() => database.close());
  const processes = [new ContentChanges(), new ContentChanges()].map((changes) => ({
    changes,
    seen: [] as string[],
  }));
  for (const process of processes) {
    process.changes.subscribe((table) => process.seen.push(table));
    const relay = await relayContentChanges(process.changes, database, logger);
    cleanups.push(() => relay.stop());
  }
  return { database, processes: processes as [(typeof processes)[0], (typeof processes)[0]] };
}

async function eventually(check: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("content changes", () => {
  it("tells this process's caches at once, and the other processes' once relayed", async () => {
    const { database, processes } = await twoRelays();
    const [writer, reader] = processes;
    writer.changes.emit("services");
    expect(writer.seen).toEqual(["services"]);
    if (database.kind === "pglite") {
      // One process per embedded database: nothing to relay, nobody else to tell.
      expect(database.notifications).toBeUndefined();
      expect(reader.seen).toEqual([]);
      return;
    }
    await eventually(() => reader.seen.includes("services"), "the other process hears of it");
    expect(reader.seen).toEqual(["services"]);
    // A process's own announcement comes back to it over LISTEN, and is not counted twice.
    // One listening connection hears announcements in commit order: once the next one from the
    // other process is in, the echo of its own would have been too.
    reader.changes.emit("demos");
    writer.changes.emit("markets");
    await eventually(() => reader.seen.includes("markets"), "the next announcement arrives");
    expect(reader.seen).toEqual(["services", "demos", "markets"]);
  });
});
