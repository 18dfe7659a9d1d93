import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** A module is read whole: none in app/, server/, domain/ or testing/ runs over this many lines. */
const MAX_LINES = 400;

const ROOT = path.resolve(import.meta.dirname, "..");

function linesOf(): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const layer of ["app", "server", "domain", "testing"]) {
    for (const file of readdirSync(path.join(ROOT, layer), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file) || file.includes("import-probe-")) continue;
      const name = `${layer}/${file.split(path.sep).join("/")}`;
      const text = readFileSync(path.join(ROOT, name), "utf8");
      sizes.set(name, text.split("\n").length - (text.endsWith("\n") ? 1 : 0));
    }
  }
  return sizes;
}

describe("file sizes", () => {
  const sizes = linesOf();

  it(`keeps every .ts and .tsx file of app/, server/, domain/ and testing/ within ${MAX_LINES} lines`, () => {
    const over = [...sizes].filter(([, lines]) => lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
