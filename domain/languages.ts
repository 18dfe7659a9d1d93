/** The three languages of the public site. French is the reference catalog. */
export const LANGUAGES = ["fr", "en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = "ltr" | "rtl";

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language named in itself, as language pickers do. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  fr: "Français",
  en: "English",
  ar: "العربية",
};

/** Open Graph locale of each language. */
export const OG_LOCALES: Record<Language, string> = { fr: "fr_FR", en: "en_GB", ar: "ar_AR" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Arabic is read right to left, the others left to right. */
export function directionOf(language: Language): Direction {
  return language === "ar" ? "rtl" : "ltr";
}

/**
 * The browser's language decides when nothing is saved: fr or ar when the visitor's
 * preferred languages include them (in their order of preference), else en.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.base && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) {
    if (base === "fr" || base === "ar") return base;
    if (base === "en") return "en";
  }
  return DEFAULT_LANGUAGE;
}
