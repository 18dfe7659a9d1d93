import { describe, expect, it } from "vitest";
import { unhandledRejectionPolicy } from "./unhandled-rejection.server";

const socketError = (code: string) =>
  Object.assign(new Error(`read ${code}`), { code, errno: -104, syscall: "read" });

describe("an unhandled rejection", () => {
  it("from a database connection that was dropped is logged, and the process goes on", () => {
    const warned: string[] = [];
    const policy = unhandledRejectionPolicy({ warn: (event: string) => warned.push(event) });
    expect(() => policy(socketError("ECONNRESET"))).not.toThrow();
    expect(() => policy(Object.assign(new Error("gone"), { code: "57P01" }))).not.toThrow();
    expect(warned).toEqual(["db.connection_lost_unawaited", "db.connection_lost_unawaited"]);
  });

  it("of any other kind ends the process, as Node's default does", () => {
    const policy = unhandledRejectionPolicy({ warn: () => {} });
    const bug = new TypeError("cannot read properties of undefined");
    expect(() => policy(bug)).toThrow(bug);
    expect(() => policy(Object.assign(new Error("dup"), { code: "23505" }))).toThrow();
  });
});
