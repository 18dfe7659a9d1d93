import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Logger } from "../spine/logger.server";

/** How often the heap is looked at. */
const TICK_MS = 2_000;
/** Less allocated than this between two looks: the process is idle. */
const IDLE_BYTES = 1 << 20;
/** A heap this much larger than after the last collection: worth a collection. */
const GROWN_BYTES = 24 << 20;

/**
 * Collections in a row, a look apart, before the heap has to grow again: V8 gives back its young
 * generation's reserve (up to 32 MB) only in a collection that finds the allocation rate of the
 * last seconds low, which the first after a burst does not (measured, a look every 2 s: the second
 * to the fourth does).
 */
const COLLECTIONS = 6;

/** The heap as the collector sees it: bytes in use, bytes held, and a full collection. */
export interface Heap {
  used(): number;
  held(): number;
  collect(): Promise<void>;
}

/**
 * One full garbage collection when the process turns idle after work. V8 collects its old
 * generation when it grows past a limit, and shrinks what it holds only after such a collection:
 * a burst of requests that stops short of the limit leaves its dead objects resident for as long
 * as the process stays idle (measured at 10,000 rows: 158 MB of heap in use after a burst, of
 * which 56 MB alive, about 90 MiB of resident memory). Each `tick` compares the heap in use with
 * the previous tick: nearly unchanged means no request ran (an idle server allocates almost
 * nothing), and when the heap V8 holds is `GROWN_BYTES` larger than what was alive after the
 * last collection, a full collection runs (`COLLECTIONS` in a row at most, then none until the
 * heap held grows by `GROWN_BYTES` again). Under load the heap changes every tick and nothing is
 * done: V8 collects as it sees fit.
 */
export function idleCollector(heap: Heap) {
  let previous = heap.used();
  // After the last collection: what was alive, and what V8 held (none yet: the first idle look
  // collects what the start left); collections left before the heap must grow again.
  let alive = 0;
  let heldAfter = 0;
  let left = COLLECTIONS;
  return {
    /** Answers the bytes of heap given back when it collected, undefined otherwise. */
    async tick(): Promise<number | undefined> {
      const used = heap.used();
      const held = heap.held();
      const idle = Math.abs(used - previous) < IDLE_BYTES;
      previous = used;
      if (held - heldAfter >= GROWN_BYTES) left = COLLECTIONS;
      if (!idle || held - alive < GROWN_BYTES || left === 0) return undefined;
      left--;
      await heap.collect();
      previous = alive = heap.used();
      heldAfter = heap.held();
      return held - heldAfter;
    },
  };
}

/**
 * V8's own collector, reached through its `gc` extension (installed in contexts created once
 * the flag is set; the server's own context stays without a global `gc`). The collection runs
 * as a task of the event loop, not inside the tick.
 */
export function v8Heap(): Heap {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (options: {
    type: "major";
    execution: "async";
  }) => Promise<void>;
  return {
    used: () => getHeapStatistics().used_heap_size,
    held: () => getHeapStatistics().total_heap_size,
    collect: () => gc({ type: "major", execution: "async" }),
  };
}

/** Looks at the heap every few seconds for the life of the process (the timer keeps no one up). */
export function collectWhenIdle(logger: Logger) {
  const collector = idleCollector(v8Heap());
  const timer = setInterval(() => {
    void collector.tick().then(
      (freed) => {
        if (freed !== undefined) {
          logger.debug("server.idle_collection", { freed_mib: Math.round(freed / 1048576) });
        }
      },
      (error) => logger.warn("server.idle_collection_failed", { error }),
    );
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
