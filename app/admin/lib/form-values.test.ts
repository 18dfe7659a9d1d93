import { describe, expect, it } from "vitest";
import { caseStudies, markets, research } from "#domain/entities";
import { REQUIRED_MESSAGE } from "#domain/fields";
import { fromFormValues, missingTranslations, toFormValues, validateForm } from "./form-values";

describe("admin form values", () => {
  it("starts a research form as planned with its form names", () => {
    const values = toFormValues(research);
    expect(values.status).toBe("planned");
    expect(values).toHaveProperty("startDate", "");
    expect(values).not.toHaveProperty("start_date");
  });

  it("splits, trims and drops empty list items", () => {
    const payload = fromFormValues(markets, {
      ...toFormValues(markets),
      keyPlayers: " Acme , ,Globex,  ",
    });
    expect(payload.key_players).toEqual(["Acme", "Globex"]);
  });

  it("refuses a case study without a client with the product's message beside the field", () => {
    const check = validateForm(caseStudies, {
      ...toFormValues(caseStudies),
      title: "Titre",
      description: "Description",
    });
    expect(check).toEqual({ ok: false, errors: { client: REQUIRED_MESSAGE } });
  });

  it("gives market size and growth 0 when left empty", () => {
    const check = validateForm(markets, {
      ...toFormValues(markets),
      name: "Golfe",
      description: "Marché",
      region: "Golfe",
      size: "",
      growthRate: "",
    });
    expect(check.ok && check.payload).toMatchObject({ size: 0, growth_rate: 0 });
  });

  it("maps the API's column errors to the form's names", () => {
    const row = {
      title: "R",
      description: "D",
      category: null,
      status: "ongoing",
      start_date: "2026-01-02",
      end_date: null,
      team: ["A", "B"],
      publications: [],
    };
    const values = toFormValues(research, row);
    expect(values).toMatchObject({ startDate: "2026-01-02", endDate: "", team: "A, B" });
    const check = validateForm(research, { ...values, startDate: "" });
    expect(check).toEqual({ ok: false, errors: { startDate: REQUIRED_MESSAGE } });
  });
});

describe("admin form values in three languages", () => {
  const row = {
    title: "Étude",
    description: "Texte",
    client: "Clinique",
    translations: { en: { title: "Study" }, ar: { description: "نص" } },
  };

  it("fills the English and Arabic inputs from the row, and says what is left to translate", () => {
    const values = toFormValues(caseStudies, row);
    expect(values["en.title"]).toBe("Study");
    expect(values["ar.description"]).toBe("نص");
    expect(values["en.description"]).toBe("");
    expect(missingTranslations(caseStudies, values, "en")).toEqual(["description"]);
    expect(missingTranslations(caseStudies, values, "ar")).toEqual(["title"]);
  });

  it("sends every language, so an emptied input removes that translation", () => {
    const values = { ...toFormValues(caseStudies, row), "en.title": "" };
    const check = validateForm(caseStudies, values);
    expect(check.ok && check.payload.translations).toEqual({ ar: { description: "نص" } });
  });

  it("puts a translation's error on its own input", () => {
    const values = { ...toFormValues(caseStudies, row), "en.title": "x".repeat(201) };
    const check = validateForm(caseStudies, values);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.errors)).toEqual(["en.title"]);
  });

  it("types a research project's scheduled times in the site's time zone and sends them in UTC", () => {
    const row = { publish_at: "2026-11-27T08:00:00.000Z", unpublish_at: null };
    const values = toFormValues(research, row, "Europe/Paris");
    expect(values).toMatchObject({ publish_at: "2026-11-27T09:00", unpublish_at: "" });
    const payload = fromFormValues(research, { ...values, unpublish_at: "2026-07-01T18:30" });
    expect(payload).toMatchObject({
      publish_at: "2026-11-27T08:00:00.000Z",
      unpublish_at: "2026-07-01T16:30:00.000Z",
    });
    const check = validateForm(research, {
      ...toFormValues(research),
      title: "R",
      description: "D",
      startDate: "2026-01-02",
      publish_at: "2026-11-27T09:00",
      unpublish_at: "2026-11-27T09:00",
    });
    expect(check).toEqual({
      ok: false,
      errors: { unpublish_at: "La date de dépublication doit suivre la date de publication" },
    });
  });
});
