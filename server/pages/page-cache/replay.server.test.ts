import { describe, expect, it } from "vitest";
import { yielding } from "./replay.server";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("answers that yield", () => {
  it("are made after the turn's other work, a few a turn, in order", async () => {
    const later = yielding(3, 100);
    const made: string[] = [];
    for (const name of ["a", "b", "c", "d", "e", "f", "g"]) later(() => made.push(name));
    made.push("now");
    expect(made).toEqual(["now"]);
    await nextTurn();
    expect(made).toEqual(["now", "a", "b", "c"]);
    await nextTurn();
    expect(made).toEqual(["now", "a", "b", "c", "d", "e", "f"]);
    await nextTurn();
    expect(made).toEqual(["now", "a", "b", "c", "d", "e", "f", "g"]);
  });

  it("beyond their bound of waiting ones, are made at once", async () => {
    const later = yielding(1, 2);
    const made: string[] = [];
    for (const name of ["a", "b", "c"]) later(() => made.push(name));
    expect(made).toEqual(["c"]);
    await nextTurn();
    await nextTurn();
    expect(made).toEqual(["c", "a", "b"]);
    later(() => made.push("d")); // the queue is empty again: the next one waits its turn
    expect(made).toEqual(["c", "a", "b"]);
    await nextTurn();
    expect(made).toEqual(["c", "a", "b", "d"]);
  });
});
