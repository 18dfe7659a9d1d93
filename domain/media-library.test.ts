import { describe, expect, it } from "vitest";
import { keptFileName, mediaTitle } from "./media-library";

describe("the name kept for an uploaded image", () => {
  it("is the file's own name, accents kept, without the folders a browser may send", () => {
    expect(keptFileName("C:\\Users\\Léa\\Séminaire d'équipe.jpg")).toBe("Séminaire d'équipe.jpg");
    expect(keptFileName("photos/2026/atelier.png")).toBe("atelier.png");
  });

  it("drops control and invisible direction characters, keeps 200 characters, none left is null", () => {
    expect(keptFileName("fac\u202Etgpj.exe\u0000\n.jpg")).toBe("factgpj.exe.jpg");
    expect(keptFileName(`${"a".repeat(300)}.jpg`)).toHaveLength(200);
    expect(keptFileName(" \u200B ")).toBeNull();
  });

  it("titles an image by its name, else by the last part of its key", () => {
    expect(mediaTitle({ name: "atelier.png", path: "abc-800x600.w800.jpg" })).toBe("atelier.png");
    expect(mediaTitle({ name: null, path: "abc-800x600.w800.jpg" })).toBe("abc-800x600.w800.jpg");
  });
});
