import { describe, expect, it } from "vitest";
import { frenchSpacing } from "./typography";

describe("frenchSpacing", () => {
  it("makes the space before ':' non-breaking and the one before ';', '!', '?' narrow", () => {
    expect(frenchSpacing("Partenaire : un labo ; Bonjour ! Une question ?")).toBe(
      "Partenaire\u00a0: un labo\u202f; Bonjour\u202f! Une question\u202f?",
    );
  });

  it("puts a non-breaking space inside guillemets, with or without one written", () => {
    expect(frenchSpacing("le « projet » et «pilote»")).toBe(
      "le «\u00a0projet\u00a0» et «\u00a0pilote\u00a0»",
    );
  });

  it("adds no space where none was written, and leaves addresses as they are", () => {
    expect(frenchSpacing("À 10:30, voir https://exemple.fr/a?b=1 ou mailto:a@b.fr !")).toBe(
      "À 10:30, voir https://exemple.fr/a?b=1 ou mailto:a@b.fr\u202f!",
    );
    expect(frenchSpacing("Lien : https://exemple.fr/page ?")).toBe(
      "Lien\u00a0: https://exemple.fr/page\u202f?",
    );
  });

  it("is idempotent, and leaves a text without such punctuation unchanged", () => {
    const once = frenchSpacing("Vous souhaitez écrire la prochaine réussite avec nous ? « Oui » !");
    expect(frenchSpacing(once)).toBe(once);
    const plain = "Des résultats concrets.";
    expect(frenchSpacing(plain)).toBe(plain);
  });
});
