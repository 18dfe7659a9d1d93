import { describe, expect, it } from "vitest";
import { fr, type MessageKey } from "./i18n/fr";
import { placeholdersOf, siteTextGroup, siteTextSchema } from "./site-texts";

describe("site texts", () => {
  it("put every catalog key in a named group, taken from the key's prefix", () => {
    for (const key of Object.keys(fr) as MessageKey[]) expect(siteTextGroup(key), key).toBeTruthy();
    expect(siteTextGroup("hero.title")).toBe("Accueil : bandeau");
    expect(siteTextGroup("meta.home.title")).toBe("Référencement (titres et descriptions)");
  });

  it("lists a text's placeholders once each", () => {
    expect(placeholdersOf("© {year} {siteName}, {year}")).toEqual(["{year}", "{siteName}"]);
    expect(placeholdersOf("Sans marque")).toEqual([]);
  });

  it("keeps a text trimmed, and refuses one that drops a placeholder of either default", () => {
    const schema = siteTextSchema(["© {year} {siteName}.", "© {year} {siteName}."]);
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
    const schema = siteTextSchema(["Bonjour"]);
    expect(schema.safeParse({ text: "<b>x</b>\nligne" }).success).toBe(true);
    expect(schema.safeParse({ text: "a\u0008b" }).success).toBe(false);
    expect(schema.safeParse({ text: "x", extra: 1 }).success).toBe(false);
  });
});
