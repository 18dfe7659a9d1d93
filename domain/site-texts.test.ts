import { describe, expect, it } from "vitest";
import { ar } from "./i18n/ar";
import { en } from "./i18n/en";
import { fr, type MessageKey } from "./i18n/fr";
import type { Language } from "./languages";
import { placeholdersOf, siteTextGroup, siteTextSchema } from "./site-texts";

describe("site texts", () => {
  it("group every catalog key by the page it shows on", () => {
    for (const key of Object.keys(fr) as MessageKey[]) expect(siteTextGroup(key), key).toBeTruthy();
    expect(siteTextGroup("hero.title")).toBe("Accueil");
    expect(siteTextGroup("meta.home.title")).toBe("Référencement");
  });

  it("lists a text's placeholders once each", () => {
    expect(placeholdersOf("© {year} {siteName}, {year}")).toEqual(["{year}", "{siteName}"]);
    expect(placeholdersOf("Sans marque")).toEqual([]);
  });

  it("keeps a text trimmed, and refuses one that drops a placeholder of either default", () => {
    const schema = siteTextSchema("fr", ["© {year} {siteName}.", "© {year} {siteName}."]);
    expect(schema.parse({ text: "  {siteName} {year}  " })).toEqual({
      text: "{siteName} {year}",
    });
    expect(schema.safeParse({ text: "{year}" }).error?.issues[0]?.message).toBe(
      "Le texte doit contenir {siteName}.",
    );
    expect(schema.safeParse({ text: "rien" }).error?.issues[0]?.message).toBe(
      "Le texte doit contenir {year} et {siteName}.",
    );
  });

  it("accepts markup characters as text and line breaks, refuses control characters", () => {
    const schema = siteTextSchema("fr", ["Bonjour"]);
    expect(schema.safeParse({ text: "<b>x</b>\nligne" }).success).toBe(true);
    expect(schema.safeParse({ text: "a\u0008b" }).success).toBe(false);
    expect(schema.safeParse({ text: "x", extra: 1 }).success).toBe(false);
  });

  it("refuses bidi controls and invisible spaces in every language, the Arabic marks outside Arabic", () => {
    const spoofing = [
      "\u202E",
      "\u202A",
      "\u202D",
      "\u2066",
      "\u2067",
      "\u2069",
      "\u200B",
      "\u2060",
      "\uFEFF",
      "\u2028",
    ];
    const arabicMarks = ["\u200E", "\u200F", "\u061C", "\u200C", "\u200D"];
    for (const language of ["fr", "en", "ar"] as const) {
      const schema = siteTextSchema(language, ["Bonjour"]);
      for (const c of spoofing) {
        const result = schema.safeParse({ text: `facture${c}exe.pdf` });
        expect(result.success, `${language} U+${c.codePointAt(0)!.toString(16)}`).toBe(false);
        expect(result.error?.issues[0]?.message).toMatch(
          /^Le texte ne doit pas contenir de caractères de direction ou d'espaces invisibles/,
        );
      }
      for (const c of arabicMarks) {
        expect(
          schema.safeParse({ text: `رقم${c} 42` }).success,
          `${language} U+${c.codePointAt(0)!.toString(16)}`,
        ).toBe(language === "ar");
      }
    }
  });

  it("accepts every default text of the catalogs in its own language", () => {
    for (const [language, catalog] of Object.entries({ fr, en, ar }) as [
      Language,
      Record<string, string>,
    ][]) {
      const schema = siteTextSchema(language, []);
      for (const [key, text] of Object.entries(catalog)) {
        expect(schema.safeParse({ text }).success, `${language} ${key}`).toBe(true);
      }
    }
  });
});
