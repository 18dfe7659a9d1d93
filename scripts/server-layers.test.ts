import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's floors, bottom first: a module imports its own folder and the floors below it,
 * never one above (types included: a type names what it depends on too). `spine/` holds what
 * every concern shares (the services' and the request's types, the logger, the configuration);
 * the files at the root of server/ assemble the app, the listeners of start/ serve it, and
 * server/index.ts, the process's start, stands on top.
 */
const FLOORS = [
  "spine",
  "db",
  "http",
  "audit",
  "outbox",
  "auth",
  "storage",
  "content",
  "site-texts",
  "contact",
  "team",
  "mail",
  "assistant",
  "translations",
  "pages",
  "preview",
  "backup",
  ".",
  "start",
  "index.ts",
] as const;

const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER = path.join(ROOT, "server");

/** The floor of a file under server/: its first folder, or the root (index.ts its own). */
const floorOf = (file: string) => {
  const [first, ...rest] = path.relative(SERVER, file).split(path.sep);
  if (rest.length > 0) return first as string;
  return first === "index.ts" ? first : ".";
};

/** What a module imports from server/, types and re-exports included, as absolute paths. */
function serverImports(file: string, text: string): string[] {
  const specifiers = [
    ...text.matchAll(/\b(?:import|export)\s[^"';]*?\sfrom\s+["']([^"']+)["']/g),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] as string);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith(".")) return [path.resolve(path.dirname(file), specifier)];
    if (specifier.startsWith("#server/")) return [path.join(SERVER, specifier.slice(8))];
    return [];
  });
}

/** Every import of a server module (tests and the test support left out) that looks upward. */
function upwardImports(): string[] {
  const files = readdirSync(SERVER, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`test${path.sep}`) && !file.includes("import-probe-"))
    .map((file) => path.join(SERVER, file));
  const rank = (floor: string) => FLOORS.indexOf(floor as (typeof FLOORS)[number]);
  return files.flatMap((file) => {
    const from = floorOf(file);
    return serverImports(file, readFileSync(file, "utf8"))
      .filter((target) => target.startsWith(SERVER + path.sep))
      .filter((target) => floorOf(target) !== from && rank(floorOf(target)) > rank(from))
      .map((target) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`);
  });
}

describe("the server's floors", () => {
  it("names every folder of server/ as a floor", () => {
    const folders = readdirSync(SERVER, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "test")
      .filter((entry) => !entry.name.startsWith("import-probe-"))
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !FLOORS.includes(folder as never))).toEqual([]);
  });

  it("imports nothing from a floor above", () => {
    expect(upwardImports()).toEqual([]);
  });
});
