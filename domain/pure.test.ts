import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pure } from "./pure";

const DOMAIN = import.meta.dirname;

/** `const name = z…` or `= someSchema(…)…` at a module's top level, not made through `pure`. */
const BARE_SCHEMA =
  /^(?:export )?const (\w+)(?:: [^=]+)? =\s*(?:z\b|contactSchema\(|byLanguage\(|integer\(|isoInstant\()/gm;

describe("pure", () => {
  it("returns what its maker makes, made once per call", () => {
    let made = 0;
    const value = pure(() => ({ made: ++made }));
    expect(value).toEqual({ made: 1 });
    expect(made).toBe(1);
  });

  it("makes every schema of the domain's modules, at their top level, through pure()", () => {
    const bare: string[] = [];
    for (const file of readdirSync(DOMAIN, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const text = readFileSync(path.join(DOMAIN, file), "utf8");
      for (const match of text.matchAll(BARE_SCHEMA)) bare.push(`${file}: ${match[1]}`);
    }
    expect(bare).toEqual([]);
  });
});
