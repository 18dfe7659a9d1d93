import type { Language } from "#domain/languages";

/** A content row read in the page's language: the fields shown in French are listed. */
export interface LocalizedRow {
  fallback?: readonly string[];
}

/**
 * The attributes of an element showing one field of a content row: a field that the page's
 * language lacks is French, so it is marked `lang="fr"` (and `dir="ltr"` on an Arabic page) for
 * screen readers, search engines and the text's direction.
 */
export function fieldLang(
  row: LocalizedRow,
  field: string,
  pageLanguage: Language,
): { lang?: "fr"; dir?: "ltr" } {
  if (!row.fallback?.includes(field)) return {};
  return pageLanguage === "ar" ? { lang: "fr", dir: "ltr" } : { lang: "fr" };
}
