import { describe, expect, it } from "vitest";
import { type Heap, idleCollector, v8Heap } from "./idle-collection.server";

const MB = 1 << 20;

/**
 * A heap whose figures the test sets: `collect()` leaves `alive` in use and V8's reserve
 * (`reserve`, what the heap holds beyond its use) shrunk only from the `shrinksAt`-th collection
 * on, as V8 gives its young generation back.
 */
function fakeHeap({ used, held }: { used: number; held: number }) {
  const heap = {
    used,
    held,
    alive: used,
    reserve: 32 * MB,
    shrinksAt: 1,
    collections: 0,
  };
  const view: Heap = {
    used: () => heap.used,
    held: () => heap.held,
    async collect() {
      heap.collections++;
      heap.used = heap.alive;
      heap.held = heap.alive + (heap.collections >= heap.shrinksAt ? 2 * MB : heap.reserve);
    },
  };
  return { heap, view };
}

/** A collector past its first look (the start's collection): 50 MB in use, 52 MB held. */
async function afterStart() {
  const { heap, view } = fakeHeap({ used: 50 * MB, held: 52 * MB });
  const collector = idleCollector(view);
  await collector.tick();
  heap.collections = 0;
  return { heap, collector };
}

describe("the collection when the server turns idle", () => {
  it("collects once what the start left, then nothing while the heap stays as it is", async () => {
    const { heap, view } = fakeHeap({ used: 80 * MB, held: 100 * MB });
    heap.alive = 50 * MB;
    const collector = idleCollector(view);
    expect(await collector.tick()).toBe(48 * MB);
    expect(heap).toMatchObject({ used: 50 * MB, held: 52 * MB, collections: 1 });
    for (let i = 0; i < 5; i++) expect(await collector.tick()).toBeUndefined();
    expect(heap.collections).toBe(1);
  });

  it("waits for the requests to stop: a heap that changes between two looks is left to V8", async () => {
    const { heap, collector } = await afterStart();
    // A burst: the heap grows by several megabytes between looks.
    for (const used of [70, 95, 120, 160]) {
      heap.used = used * MB;
      heap.held = (used + 40) * MB;
      expect(await collector.tick()).toBeUndefined();
    }
    expect(heap.collections).toBe(0);
    // The burst is over: the next look finds the heap as it was, and collects.
    expect(await collector.tick()).toBe(148 * MB);
    expect(heap.collections).toBe(1);
  });

  it("collects again, a look apart, until V8 gives its reserve back, six times at most", async () => {
    const { heap, collector } = await afterStart();
    heap.shrinksAt = 3;
    heap.used = 140 * MB;
    heap.held = 170 * MB;
    await collector.tick();
    expect(await collector.tick()).toBe(88 * MB);
    expect(heap.held).toBe(82 * MB);
    expect(await collector.tick()).toBe(0);
    expect(await collector.tick()).toBe(30 * MB);
    expect(heap.held).toBe(52 * MB);
    for (let i = 0; i < 3; i++) expect(await collector.tick()).toBeUndefined();
    expect(heap.collections).toBe(3);

    // V8 never gives it back: six collections, then none until the heap grows again.
    heap.shrinksAt = Number.POSITIVE_INFINITY;
    heap.collections = 0;
    heap.used = 140 * MB;
    heap.held = 170 * MB;
    await collector.tick();
    for (let i = 0; i < 10; i++) await collector.tick();
    expect(heap.collections).toBe(6);
    expect(heap.held).toBe(82 * MB);
  });

  it("leaves a heap alone that holds little beyond what is alive", async () => {
    const { heap, collector } = await afterStart();
    heap.used = 60 * MB;
    heap.held = 70 * MB;
    for (let i = 0; i < 4; i++) expect(await collector.tick()).toBeUndefined();
    expect(heap.collections).toBe(0);
  });

  it("frees the dead objects of this process's own V8 heap", async () => {
    const heap = v8Heap();
    const collector = idleCollector(heap);
    let garbage: { n: number; text: string }[] | undefined = Array.from(
      { length: 400_000 },
      (_, n) => ({ n, text: `row ${n}` }),
    );
    expect(garbage).toHaveLength(400_000);
    garbage = undefined;
    const before = heap.used();
    // The first look sees the allocation above; the second finds the heap unchanged.
    await collector.tick();
    await collector.tick();
    expect(before - heap.used()).toBeGreaterThan(10 * MB);
  });
});
