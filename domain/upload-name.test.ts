import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanUploadName, uploadPath } from "./upload-name";

describe("cleanUploadName", () => {
  it.each([
    ["Présentation été.pdf", "Presentation_ete.pdf"],
    ["démo   finale (v2).mp4", "demo_finale_v2_.mp4"],
    ["__rapport__.pdf", "rapport_.pdf"],
    ["a--b.png", "a--b.png"],
    ["../../etc/passwd", "etc_passwd"],
    [".htaccess", "htaccess"],
    ["my..file.pdf", "my.file.pdf"],
    ["تقرير.pdf", "pdf"],
    ["", "file"],
    ["…", "file"],
    ["nul\u0000byte.png", "nul_byte.png"],
  ])("cleans %j to %j", (input, expected) => {
    expect(cleanUploadName(input)).toBe(expected);
  });

  it("keeps the extension of a very long name within 120 characters", () => {
    const cleaned = cleanUploadName(`${"a".repeat(500)}.mp4`);
    expect(cleaned).toHaveLength(120);
    expect(cleaned.endsWith(".mp4")).toBe(true);
  });

  it("prefixes the stored path with the timestamp and a hyphen", () => {
    expect(uploadPath("Été.png", 1732000000000)).toBe("1732000000000-Ete.png");
  });

  it("only ever yields [A-Za-z0-9._-], never '..', never a leading dot, never empty", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (name) => {
        const cleaned = cleanUploadName(name);
        expect(cleaned).toMatch(/^[A-Za-z0-9._-]{1,120}$/);
        expect(cleaned).not.toContain("..");
        expect(cleaned.startsWith(".")).toBe(false);
        expect(cleaned).not.toMatch(/__/);
      }),
      { numRuns: 2000 },
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (name) => {
        const once = cleanUploadName(name);
        expect(cleanUploadName(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});
