import { describe, expect, it } from "vitest";
import { formatListField, parseListField } from "./list-field";

describe("list fields", () => {
  it("splits on commas, trims and drops empty items", () => {
    expect(parseListField(" Alice , Bob,, ,Chloé ")).toEqual(["Alice", "Bob", "Chloé"]);
    expect(parseListField("")).toEqual([]);
  });
  it("formats a list back into comma-separated text that parses to the same list", () => {
    const items = ["Mistral AI", "Hugging Face"];
    expect(parseListField(formatListField(items))).toEqual(items);
    expect(formatListField(null)).toBe("");
  });
});
