import { describe, expect, it } from "vitest";
import { wordDiff } from "./word-diff";

describe("wordDiff", () => {
  it("marks only the words that changed", () => {
    expect(wordDiff("Un audit rapide de vos données", "Un audit complet de vos données")).toEqual([
      { text: "Un audit ", kind: "same" },
      { text: "rapide ", kind: "removed" },
      { text: "complet ", kind: "added" },
      { text: "de vos données", kind: "same" },
    ]);
  });

  it("gives each text back from its parts", () => {
    const before = "Former les équipes, puis mesurer.";
    const after = "Former vos équipes et mesurer les gains.";
    const parts = wordDiff(before, after);
    const text = (kind: string) =>
      parts
        .filter((part) => part.kind !== kind)
        .map((part) => part.text)
        .join("");
    expect(text("added")).toBe(before);
    expect(text("removed")).toBe(after);
  });

  it("says an added or emptied text as a whole", () => {
    expect(wordDiff("", "Nouveau titre")).toEqual([{ text: "Nouveau titre", kind: "added" }]);
    expect(wordDiff("Ancien", "")).toEqual([{ text: "Ancien", kind: "removed" }]);
    expect(wordDiff("Même texte", "Même texte")).toEqual([{ text: "Même texte", kind: "same" }]);
  });
});
