import { describe, expect, it } from "vitest";
import { taskSlots } from "./task-slots.server";

describe("task slots", () => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  };

  it("runs one task at a time, keeps a few waiting in order and refuses the rest", async () => {
    const run = taskSlots(1, { waiting: 2, busy: () => "busy" as const });
    const order: string[] = [];
    const first = gate();
    const task = (name: string, wait?: Promise<void>) =>
      run(async () => {
        order.push(`${name} starts`);
        await wait;
        order.push(`${name} ends`);
        return name;
      });
    const running = [task("a", first.opened), task("b"), task("c")];
    expect(await task("d")).toBe("busy");
    expect(order).toEqual(["a starts"]);
    first.open();
    expect(await Promise.all(running)).toEqual(["a", "b", "c"]);
    expect(order).toEqual(["a starts", "a ends", "b starts", "b ends", "c starts", "c ends"]);
  });

  it("refuses a task that waited too long, and frees its place", async () => {
    const run = taskSlots(1, { maxWaitMs: 50, busy: () => "busy" as const });
    const blocking = gate();
    const held = run(() => blocking.opened);
    let ran = false;
    expect(
      await run(async () => {
        ran = true;
      }),
    ).toBe("busy");
    expect(ran).toBe(false);
    blocking.open();
    await held;
    expect(await run(async () => "next")).toBe("next");
  });

  it("a task's own failure is its caller's, and frees the slot", async () => {
    const run = taskSlots(1, { busy: () => "busy" as const });
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(async () => "after")).toBe("after");
  });
});
