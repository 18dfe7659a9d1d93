import { describe, expect, it } from "vitest";
import { type DiffPart, wordDiff } from "./word-diff";

/** A text as one side reads it: without the other side's words. */
const side = (parts: DiffPart[], without: DiffPart["kind"]) =>
  parts
    .filter((part) => part.kind !== without)
    .map((part) => part.text)
    .join("");

describe("wordDiff", () => {
  it("marks only the words that changed", () => {
    expect(wordDiff("Un audit rapide de vos données", "Un audit complet de vos données")).toEqual([
      { text: "Un audit ", kind: "same" },
      { text: "rapide", kind: "removed" },
      { text: "complet", kind: "added" },
      { text: " de vos données", kind: "same" },
    ]);
  });

  it("keeps accented words whole and punctuation apart from them", () => {
    expect(
      wordDiff(
        "Délai réduit de 40 % ; coûts divisés par deux.",
        "Délai réduit de 45 % ; coûts divisés par trois !",
      ),
    ).toEqual([
      { text: "Délai réduit de ", kind: "same" },
      { text: "40", kind: "removed" },
      { text: "45", kind: "added" },
      { text: " % ; coûts divisés par ", kind: "same" },
      { text: "deux.", kind: "removed" },
      { text: "trois !", kind: "added" },
    ]);
    expect(wordDiff("L’équipe a réduit l’écart", "L’équipe a doublé l’écart")).toEqual([
      { text: "L’équipe a ", kind: "same" },
      { text: "réduit", kind: "removed" },
      { text: "doublé", kind: "added" },
      { text: " l’écart", kind: "same" },
    ]);
  });

  it("gives each text back from its parts", () => {
    const before = "Former les équipes, puis mesurer.";
    const after = "Former vos équipes et mesurer les gains.";
    const parts = wordDiff(before, after);
    expect(side(parts, "added")).toBe(before);
    expect(side(parts, "removed")).toBe(after);
    expect(parts).toContainEqual({ text: ", puis", kind: "removed" });
    expect(parts).toContainEqual({ text: " et", kind: "added" });
  });

  it("says an added or emptied text as a whole", () => {
    expect(wordDiff("", "Nouveau titre")).toEqual([{ text: "Nouveau titre", kind: "added" }]);
    expect(wordDiff("Ancien", "")).toEqual([{ text: "Ancien", kind: "removed" }]);
    expect(wordDiff("Même texte", "Même texte")).toEqual([{ text: "Même texte", kind: "same" }]);
  });

  it("says two long texts as wholes past 2,000 edits, rather than search on", () => {
    // Every tenth word is shared: a search that went on would show those as unchanged.
    const text = (word: string) =>
      Array.from({ length: 3000 }, (_, i) => (i % 10 === 0 ? "et" : `${word}${i}`)).join(" ");
    const [before, after] = [text("mot"), text("terme")];
    expect(wordDiff(before, after)).toEqual([
      { text: before, kind: "removed" },
      { text: after, kind: "added" },
    ]);
  });
});
