import type { Language } from "../../domain/languages";
import { ar } from "./ar";
import { en } from "./en";
import { type Catalog, fr } from "./fr";

const catalogs: Record<Language, Catalog> = { fr, en, ar };

/**
 * The catalog of one language. Server-only on purpose: loaders send the browser just the current
 * language's catalog (DESIGN 6: only the current language's catalog on first load).
 */
export function catalogFor(language: Language): Catalog {
  return catalogs[language];
}
