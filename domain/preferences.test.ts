import { describe, expect, it } from "vitest";
import { negotiateLanguage } from "./languages";
import { languageOf, preferenceCookie, readCookieValue, themeOf } from "./preferences";

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, { headers });

describe("browser language", () => {
  it("picks fr or ar when the browser asks for them, else en", () => {
    expect(negotiateLanguage("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(negotiateLanguage("ar-AE")).toBe("ar");
    expect(negotiateLanguage("de-DE,de;q=0.9")).toBe("en");
    expect(negotiateLanguage("")).toBe("en");
    expect(negotiateLanguage(null)).toBe("en");
  });

  it("follows the order of preference, quality values included", () => {
    expect(negotiateLanguage("en-GB,fr;q=0.8")).toBe("en");
    expect(negotiateLanguage("de,ar;q=0.5,fr;q=0.7")).toBe("fr");
    expect(negotiateLanguage("fr;q=0,ar")).toBe("ar");
  });
});

describe("languageOf", () => {
  it("takes ?lang= first, then the saved cookie, then Accept-Language", () => {
    const headers = { cookie: "theme=dark; language=ar", "accept-language": "fr" };
    expect(languageOf(request("/?lang=en", headers))).toEqual({ language: "en", source: "query" });
    expect(languageOf(request("/", headers))).toEqual({ language: "ar", source: "cookie" });
    expect(languageOf(request("/", { "accept-language": "fr" }))).toEqual({
      language: "fr",
      source: "browser",
    });
  });

  it("ignores values that are not one of the three languages", () => {
    const headers = { cookie: "language=de", "accept-language": "ar" };
    expect(languageOf(request("/?lang=xx", headers))).toEqual({
      language: "ar",
      source: "browser",
    });
  });
});

describe("theme and cookies", () => {
  it("reads a saved theme, or none", () => {
    expect(themeOf(request("/", { cookie: "theme=dark" }))).toBe("dark");
    expect(themeOf(request("/", { cookie: "theme=blue" }))).toBeNull();
    expect(themeOf(request("/"))).toBeNull();
  });

  it("writes a year-long, site-wide cookie the page's script can read", () => {
    const cookie = preferenceCookie("language", "ar");
    expect(cookie).toMatch(/^language=ar; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(readCookieValue("a=1; language=fr", "language")).toBe("fr");
    expect(readCookieValue("xlanguage=fr", "language")).toBeUndefined();
  });
});
