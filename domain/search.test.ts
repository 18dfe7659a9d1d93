import { describe, expect, it } from "vitest";
import { compareValues, foldText, matchesSearch, normaliseArabic, searchWords } from "./search";

describe("text folding", () => {
  it("writes Arabic with one form per letter, without harakat or tatweel", () => {
    expect(normaliseArabic("أإآ")).toBe("ااا");
    expect(normaliseArabic("مستشفى")).toBe("مستشفي");
    expect(normaliseArabic("عيادة")).toBe("عياده");
    // Harakat (fatha, damma, kasra, sukun, shadda, tanwin) and the tatweel.
    expect(normaliseArabic("الإِسْتِشَارَاتُ")).toBe("الاستشارات");
    expect(normaliseArabic("مُدَرَّبٌ")).toBe("مدرب");
    expect(normaliseArabic("البيـــانات")).toBe("البيانات");
  });

  it("folds case and accents, and Eastern Arabic digits", () => {
    expect(foldText("Données, SÉCURITÉ, cœur")).toBe("donnees, securite, coeur");
    expect(foldText("٦٠٪")).toBe("60٪");
  });

  it("decomposes compatibility forms: ligatures, full-width letters and quotes", () => {
    expect(foldText("ﬁn ＡＢＣ ＂cité＂")).toBe("fin abc  cite ");
    expect(foldText("ﻻ ﺍﻟﻌﺮﺑﻴﺔ")).toBe("لا العربيه");
    expect(foldText("Pêcherie ŒUVRE")).toBe("pecherie oeuvre");
  });
});

describe("a search's words", () => {
  it("keeps runs of letters and digits, an Arabic word with its marks, each once", () => {
    expect(searchWords("L'étude, chat-bot & IA 2024 étude")).toEqual([
      "L",
      "étude",
      "chat",
      "bot",
      "IA",
      "2024",
    ]);
    expect(searchWords("مَدرسةٌ")).toEqual(["مَدرسةٌ"]);
    expect(searchWords("ـــ ً :*|!")).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe("a search in the browser, as the API's q", () => {
  it("folds case, accents, ligatures, Arabic forms and Eastern digits", () => {
    expect(foldText("Pêcherie ŒUVRE")).toBe("pecherie oeuvre");
    expect(foldText("أَحْمَد ٣")).toBe("احمد 3");
  });

  it("matches when every word starts a word of some text", () => {
    expect(matchesSearch(["Pêcherie connectée"], "pech conn")).toBe(true);
    expect(matchesSearch(["Pêcherie connectée"], "herie")).toBe(false);
    expect(matchesSearch(["Pêcherie", "connectée"], "connect PECH")).toBe(true);
    expect(matchesSearch(["Pêcherie"], "pech autre")).toBe(false);
    expect(matchesSearch(["tout"], "  ")).toBe(true);
  });
});

describe("a column's order", () => {
  it("orders numbers by value, texts in French order, empty values last", () => {
    expect([10, 9, null, 2].sort(compareValues)).toEqual([2, 9, 10, null]);
    expect(["été", "Zèbre", "", "abri"].sort(compareValues)).toEqual(["abri", "été", "Zèbre", ""]);
  });
});
