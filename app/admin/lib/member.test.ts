import { describe, expect, it } from "vitest";
import { markets, services } from "#domain/entities";
import { rightsOf, savesForm, translationsOnly } from "./member";

const admin = rightsOf({ role: "admin", languages: [] });
const editor = rightsOf({ role: "editor", languages: [] });
const arabic = rightsOf({ role: "translator", languages: ["ar"] });
const both = rightsOf({ role: "translator", languages: ["ar", "en"] });

describe("a member's rights in the back office", () => {
  it("lets editors and administrators edit, administrators alone reach the admin level", () => {
    expect([admin.edits, editor.edits, arabic.edits]).toEqual([true, true, false]);
    expect([admin.may("admin"), editor.may("admin"), arabic.may("admin")]).toEqual([
      true,
      false,
      false,
    ]);
    expect(arabic.may("staff")).toBe(true);
  });

  it("opens a translator's screens on its first language, the others' on every language", () => {
    expect(arabic.workLanguage).toBe("ar");
    expect(both.workLanguage).toBe("en");
    expect(editor.workLanguage).toBeUndefined();
  });

  it("lets a translator write its languages only, never French", () => {
    expect(["fr", "en", "ar"].map((lang) => arabic.writes(lang as "fr"))).toEqual([
      false,
      false,
      true,
    ]);
    expect(editor.writes("fr")).toBe(true);
  });

  it("sends a translator's languages alone, each whole", () => {
    const payload = {
      title: "Titre",
      translations: { en: { title: "Title" }, ar: { title: "عنوان" } },
    };
    expect(translationsOnly(arabic, payload)).toEqual({ translations: { ar: { title: "عنوان" } } });
    expect(translationsOnly(arabic, { title: "Titre", translations: {} })).toEqual({
      translations: { ar: {} },
    });
    expect(translationsOnly(editor, payload)).toBe(payload);
  });

  it("gives a translator nothing to save in a form without translatable fields", () => {
    expect(savesForm(arabic, services.fields)).toBe(true);
    expect(savesForm(arabic, markets.fields)).toBe(false);
    expect(savesForm(editor, markets.fields)).toBe(true);
  });
});
