import { describe, expect, it } from "vitest";
import { parseEditTarget } from "./edit-target";

describe("a preview marker's target", () => {
  it("reads each kind of marker", () => {
    expect(parseEditTarget("text:hero.title")).toEqual({ kind: "text", key: "hero.title" });
    expect(parseEditTarget("field:case_studies/42/title")).toEqual({
      kind: "field",
      table: "case_studies",
      id: "42",
      field: "title",
    });
    expect(parseEditTarget("image:case_studies/42/image_url")).toMatchObject({ kind: "image" });
    expect(parseEditTarget("list:services")).toEqual({ kind: "list", table: "services" });
  });

  it("refuses a marker naming no table of the site, or malformed", () => {
    for (const marker of [
      "",
      "text:",
      "list:users",
      "field:case_studies/42",
      "field:case_studies/42/title/extra",
      "field:team/1/email",
      "script:alert",
    ]) {
      expect(parseEditTarget(marker), marker).toBeNull();
    }
  });
});
