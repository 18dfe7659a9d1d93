import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The repository explains itself: its files never send the reader to a requirement document
// kept outside it, by section, or to an issue by number. Rules are stated where they apply, or
// in docs/product.md and docs/decisions/.
const ROOT = path.resolve(import.meta.dirname, "..");
const DOCUMENTS = ["SPEC", "DESIGN", "CONTRACT"].join("|");
const CITATION = new RegExp(
  `\\b(?:${DOCUMENTS})(?:\\s+(?:section\\s+)?\\d+|'s\\b)|\\bSTYLE\\.md\\b|\\b[Ii]ssues?\\s+\\d+`,
);
const TEXT =
  /\.(?:ts|tsx|mjs|js|css|sql|md|json|ya?ml|sh|txt)$|^\.ci\/run$|Dockerfile$|\.env\.example$/;

describe("a repository that explains itself", () => {
  it("cites no outside requirement document and no issue number", () => {
    const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((file) => TEXT.test(file) && file !== "package-lock.json");
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        if (CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
