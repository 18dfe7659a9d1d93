import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtStylesheets } from "./stylesheets.server";

const clientDir = mkdtempSync(path.join(tmpdir(), "stylesheets-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "app-abc.css"), "body{color:red}");
writeFileSync(path.join(clientDir, "assets", "bad-abc.css"), "a{content:'</style><script>'}");
writeFileSync(path.join(clientDir, "secret.css"), "not an asset");
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("builtStylesheets", () => {
  const read = builtStylesheets(clientDir);

  it("reads a built stylesheet under /assets", () => {
    expect(read("/assets/app-abc.css")).toBe("body{color:red}");
  });

  it("knows nothing outside /assets or that is not a stylesheet", () => {
    for (const href of [
      "/secret.css",
      "/assets/../secret.css",
      "/assets/app.js",
      "https://x/a.css",
    ]) {
      expect(read(href), href).toBeUndefined();
    }
  });

  it("refuses a text that would close its <style> element", () => {
    expect(() => read("/assets/bad-abc.css")).toThrow(/cannot be inlined/);
  });
});
