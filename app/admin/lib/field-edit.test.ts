import { describe, expect, it } from "vitest";
import { caseStudies, research } from "#domain/entities";
import type { AdminRow } from "./data-source";
import { fieldPatch, fieldText, languagesOf, translationStateOf } from "./field-edit";

const row = {
  id: "1",
  created_at: "",
  updated_at: "",
  title: "Chatbot pour une clinique",
  description: "Un assistant",
  translations: {
    en: { title: "Clinic chatbot", description: "An assistant" },
    ar: { title: "روبوت محادثة" },
  },
  translation_state: { en: { title: "outdated" } },
} as AdminRow;

describe("a field edited in place", () => {
  it("shows a field in each language it is written in, a list one item a line", () => {
    expect(languagesOf(caseStudies, "title")).toEqual(["fr", "en", "ar"]);
    expect(languagesOf(caseStudies, "client")).toEqual(["fr"]);
    expect(fieldText(row, "title", "ar")).toBe("روبوت محادثة");
    expect(fieldText(row, "description", "ar")).toBe("");
    expect(fieldText({ ...row, team: ["A", "B"] }, "team", "fr")).toBe("A\nB");
    expect(translationStateOf(row, "title", "en")).toBe("outdated");
    expect(translationStateOf({ ...row, translation_state: undefined }, "title", "en")).toBe(
      undefined,
    );
  });

  it("sends a translation with the rest of its language, and an emptied language as null", () => {
    expect(fieldPatch(caseStudies, row, "title", { ar: " عنوان جديد " })).toEqual({
      ok: true,
      body: { translations: { ar: { title: "عنوان جديد" } } },
    });
    expect(fieldPatch(caseStudies, row, "title", { en: "New", fr: "Nouveau" })).toEqual({
      ok: true,
      body: {
        title: "Nouveau",
        translations: { en: { title: "New", description: "An assistant" } },
      },
    });
    expect(fieldPatch(caseStudies, row, "title", { ar: "" })).toEqual({
      ok: true,
      body: { translations: { ar: null } },
    });
  });

  it("refuses what the entity's rules refuse, naming the language, and sends nothing", () => {
    const refused = fieldPatch(caseStudies, row, "title", { fr: "  ", en: "x".repeat(5000) });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.fr).toBe("Veuillez remplir tous les champs obligatoires");
    expect(refused.errors.en).toMatch(/caractères/);
    expect(fieldPatch(research, { ...row, team: [] }, "team", { fr: "Ada\n\n Grace " })).toEqual({
      ok: true,
      body: { team: ["Ada", "Grace"] },
    });
  });
});
