import type { Language } from "#domain/languages";
import type { Catalog } from "./fr";

/**
 * Each language's catalog is a module of its own, so in the browser a chunk of its own: a page
 * fetches its language's texts once, as an immutable file the browser keeps, instead of every
 * page's HTML carrying them in its hydration data (docs/decisions/081). The server loads the
 * visitor's catalog in the layout's loader; the browser before hydrating and before rendering a
 * page in another language.
 */
const importers: Record<Language, () => Promise<Catalog>> = {
  fr: () => import("./fr").then((module) => module.fr),
  en: () => import("./en").then((module) => module.en),
  ar: () => import("./ar").then((module) => module.ar),
};

const loaded = new Map<Language, Catalog>();

/** Loads a language's catalog (once per process or page) and returns it. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  let catalog = loaded.get(language);
  if (!catalog) {
    catalog = await importers[language]();
    loaded.set(language, catalog);
  }
  return catalog;
}

/** A catalog `loadCatalog` has loaded: rendering never waits for one. */
export function loadedCatalog(language: Language): Catalog {
  const catalog = loaded.get(language);
  if (!catalog) throw new Error(`The ${language} catalog is used before it was loaded`);
  return catalog;
}
