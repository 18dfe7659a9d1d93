import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Three runners test the app: Vitest (tests beside their code, suites and support in
 * server/test/), Playwright (e2e/ and its config) and the bench (bench/). What more than one of
 * them needs (the built server, free ports, nginx, the SMTP and S3 servers, the fake model,
 * members, raw HTTP) lives in testing/, which each may import; a runner never imports another's
 * own files, so each can change its support without breaking the others. testing/ imports none of
 * the runners, not even their APIs, and the product (app/, server/, domain/, scripts/) never
 * imports testing/ or a runner's files.
 */

type Owner = "vitest" | "playwright" | "bench" | "testing" | "product";

const RUNNERS: Owner[] = ["vitest", "playwright", "bench"];

const ROOT = path.resolve(import.meta.dirname, "..");
const SKIPPED = new Set(["node_modules", "build", "data", "public", "drizzle", "docs"]);
const SOURCE = /\.(ts|tsx|mjs)$/;

/** Whose a file is: the runner it belongs to, testing/, or the product. */
function ownerOf(file: string): Owner {
  if (file.startsWith("testing/")) return "testing";
  if (file.startsWith("e2e/") || file === "playwright.config.ts") return "playwright";
  if (file.startsWith("bench/")) return "bench";
  if (file.startsWith("server/test/") || /\.test\.tsx?$/.test(file)) return "vitest";
  if (/^vitest\..*config\.ts$/.test(file)) return "vitest";
  return "product";
}

/** Whose support a module is, if a runner's or testing/'s (a test file is nobody's support). */
function supportOwner(file: string): Owner | undefined {
  if (/\.test\.tsx?$/.test(file)) return undefined;
  const owner = ownerOf(file);
  return owner === "product" ? undefined : owner;
}

/** Every source file of the repository, relative to its root, with "/" separators. */
function sourceFiles(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith(".") || SKIPPED.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) ? [path.relative(ROOT, full).split(path.sep).join("/")] : [];
  });
}

const ALIASES: [string, string][] = [
  ["#server/", "server/"],
  ["#domain/", "domain/"],
  ["#testing/", "testing/"],
  ["~/", "app/"],
];

/** What a module imports (types and re-exports included): repository paths, or package names. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const specifiers = [
    ...text.matchAll(/\b(?:import|export)\s[^"';]*?\sfrom\s+["']([^"']+)["']/g),
    ...text.matchAll(/\bimport\s*\(?\s*["']([^"']+)["']/g),
  ].map((match) => match[1] as string);
  return specifiers.map((specifier) => {
    if (specifier.startsWith(".")) {
      return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    }
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
    return alias ? alias[1] + specifier.slice(alias[0].length) : specifier;
  });
}

const FILES = sourceFiles();

/** Each import of a file into support code that its owner may not use, as "file -> target". */
function forbiddenImports(): string[] {
  return FILES.flatMap((file) => {
    const owner = ownerOf(file);
    return importsOf(file)
      .filter((target) => {
        const support = supportOwner(target);
        if (support === undefined || support === owner) return false;
        return support !== "testing" || !RUNNERS.includes(owner);
      })
      .map((target) => `${file} -> ${target}`);
  });
}

describe("the testing layer", () => {
  it("reads the three runners' files and testing/'s", () => {
    const owners = new Set(FILES.map(ownerOf));
    expect([...owners].sort()).toEqual(["bench", "playwright", "product", "testing", "vitest"]);
  });

  it("keeps each runner to its own support and testing/, and the product to itself", () => {
    expect(forbiddenImports()).toEqual([]);
  });

  it("is imported by Vitest, Playwright and the bench alike", () => {
    const users = new Set(
      FILES.filter((file) => importsOf(file).some((target) => target.startsWith("testing/"))).map(
        ownerOf,
      ),
    );
    expect([...users].filter((owner) => owner !== "testing").sort()).toEqual([
      "bench",
      "playwright",
      "vitest",
    ]);
  });

  it("names no test runner in testing/, so that each of them can load it", () => {
    const runnerImports = FILES.filter((file) => ownerOf(file) === "testing").flatMap((file) =>
      importsOf(file)
        .filter((target) => /^(vitest|@playwright\/test|@vitest\/)/.test(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(runnerImports).toEqual([]);
  });
});
