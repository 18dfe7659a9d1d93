import { describe, expect, it } from "vitest";
import { SEED_CASE_STUDIES, SEED_SERVICES } from "../content/seed-content";
import { assistantDocuments, type ContentRows, INDEXED_TABLES, rowDocuments } from "./documents";

const at = "2026-01-01T00:00:00.000Z";
const row = <T extends object>(values: T, id: string, published = true) => ({
  ...values,
  id,
  published,
  created_at: at,
  updated_at: at,
});

describe("what the assistant may answer from", () => {
  it("indexes the public tables only: never market analyses, messages, the journal or accounts", () => {
    expect([...INDEXED_TABLES].sort()).toEqual([
      "case_studies",
      "demos",
      "research",
      "services",
      "testimonials",
    ]);
  });

  it("leaves drafts out", () => {
    const draft = row(SEED_CASE_STUDIES[0]!, "c1", false);
    expect(rowDocuments("case_studies", draft as never)).toEqual([]);
    const documents = assistantDocuments({ case_studies: [draft] } as unknown as ContentRows);
    expect(documents.some((document) => document.url.startsWith("/cases/"))).toBe(false);
  });

  it("gives each published row a document per language, French marked where untranslated", () => {
    const { translations, ...french } = SEED_SERVICES[1]!;
    const documents = rowDocuments(
      "services",
      row({ ...french, translations: { ar: translations.ar } }, "s1") as never,
    );
    expect(documents.map((document) => [document.for, document.lang, document.title])).toEqual([
      ["fr", "fr", "Ingénierie des données"],
      ["en", "fr", "Ingénierie des données"],
      ["ar", "ar", "هندسة البيانات"],
    ]);
    expect(documents.every((document) => document.url === "/services#data")).toBe(true);
  });

  it("reads the public pages' texts with staff's overrides, not their buttons or forms", () => {
    const documents = assistantDocuments(
      {},
      { en: { "contact.hoursWeekend": "Open on Saturdays" } },
    );
    const contact = documents.filter(
      (document) => document.for === "en" && document.url === "/contact",
    );
    const texts = contact.flatMap((document) => document.paragraphs);
    expect(texts).toContain("Open on Saturdays");
    expect(texts).not.toContain("Send");
    // The form's title says what is sent there, its labels nothing.
    expect(texts).toContain("Send us a message");
    expect(texts).not.toContain("Message");
    expect(contact.every((document) => document.title === "Contact us")).toBe(true);
  });
});
