import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The lint keeps the layers one-way: domain/ <- server/ <- app/ (biome.json's overrides).
const ROOT = path.resolve(import.meta.dirname, "..");
const probes: string[] = [];
afterAll(() => {
  for (const dir of probes) rmSync(dir, { recursive: true, force: true });
});

/**
 * Lints modules written inside `layer` (one, or several by file name) and answers Biome's exit
 * code and output.
 */
function lintIn(layer: "server" | "domain", source: string | Record<string, string>) {
  const dir = mkdtempSync(path.join(ROOT, layer, "import-probe-"));
  probes.push(dir);
  const files = typeof source === "string" ? { "probe.ts": source } : source;
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const result = spawnSync(
    path.join(ROOT, "node_modules/.bin/biome"),
    ["lint", path.relative(ROOT, dir)],
    { cwd: ROOT, encoding: "utf8" },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("import direction", () => {
  it("refuses an import of app/ from server/", () => {
    const { status, output } = lintIn(
      "server",
      'import { LANGUAGE_NAMES } from "../../app/i18n/catalogs";\nexport const names = LANGUAGE_NAMES;\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain("server/ never imports app/");
  });

  it("refuses an import of server/ from domain/", () => {
    const { status, output } = lintIn(
      "domain",
      'import { parseConfig } from "../../server/spine/config.server";\nexport const parse = parseConfig;\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain("domain/ imports nothing of server/ or app/");
  });

  it("refuses the subpath imports of a higher layer too", () => {
    const fromServer = lintIn(
      "server",
      'import { loadCatalog } from "~/i18n/catalogs";\nexport const load = loadCatalog;\n',
    );
    expect(fromServer.status).not.toBe(0);
    expect(fromServer.output).toContain("server/ never imports app/");
    const fromDomain = lintIn(
      "domain",
      'import { parseConfig } from "#server/spine/config.server";\nexport const parse = parseConfig;\n',
    );
    expect(fromDomain.status).not.toBe(0);
    expect(fromDomain.output).toContain("domain/ imports nothing of server/ or app/");
  });

  it("accepts server/ importing domain/", () => {
    const { status, output } = lintIn(
      "server",
      'import { LANGUAGES } from "#domain/languages";\nexport const languages = LANGUAGES;\n',
    );
    expect(output).not.toContain("noRestrictedImports");
    expect(status).toBe(0);
  });
});

describe("import cycles", () => {
  it("refuses two modules that import each other, even for types only", () => {
    const { status, output } = lintIn("server", {
      "a.ts": 'import type { B } from "./b";\nexport interface A { b?: B }\n',
      "b.ts": 'import type { A } from "./a";\nexport interface B { a?: A }\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain("noImportCycles");
  });
});
