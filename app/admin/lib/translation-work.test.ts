import { describe, expect, it } from "vitest";
import { caseStudies } from "#domain/entities";
import { queueOf, queueOptions, translationQueryOf } from "./translation-queue";
import { suggestedOrigins } from "./translation-work";
import { refusalReason, unitLabel } from "./xliff-exchange";

describe("a suggestion saved unchanged", () => {
  it("is sent as the model's; one the person edited is the person's", () => {
    const suggestions = { "en.results": "Waiting times halved.", "en.title": "A clinic" };
    const values = { "en.results": "Waiting times halved.", "en.title": "A faster clinic" };
    expect(suggestedOrigins(caseStudies, values, suggestions)).toEqual({
      en: { results: "machine" },
    });
    expect(suggestedOrigins(caseStudies, values, {})).toBeUndefined();
  });
});

describe("translation queues", () => {
  it("read from the address and sent as the list API filters them", () => {
    expect(queueOf("ar-review")).toEqual({
      lang: "ar",
      kind: "review",
      states: ["outdated", "machine"],
    });
    expect(translationQueryOf("en-missing")).toBe("en:missing");
    expect(translationQueryOf("ar-review")).toBe("ar:outdated,machine");
    expect(translationQueryOf("fr-review")).toBeUndefined();
    expect(translationQueryOf("ar-everything")).toBeUndefined();
  });

  it("offer 'À traduire' and 'À revoir' in the member's languages only", () => {
    expect(queueOptions(["ar"]).map(([, label]) => label)).toEqual([
      "À traduire (arabe)",
      "À revoir (arabe)",
      "Français modifié (arabe)",
      "Traduction automatique (arabe)",
    ]);
  });
});

describe("an import's refusals", () => {
  it("name the unit and say why in French", () => {
    expect(unitLabel("case_studies/0b1c/results")).toBe("Études de cas : Résultats (0b1c)");
    expect(unitLabel("site_texts/home.hero.title")).toBe("Textes du site : home.hero.title");
    expect(refusalReason("source_changed")).toMatch(/^le texte français a changé/);
    expect(refusalReason("surprise")).toBe("refusée (surprise)");
  });
});
