import type { Catalog } from "#domain/i18n/fr";
import type { Language } from "#domain/languages";
import type { SiteTextOverrides } from "#domain/site-texts";
import { frenchSpacing } from "#domain/typography";

/**
 * Each language's catalog is a module of its own, imported the first time a page in that
 * language needs it. Only the server loads catalogs, for its render: the public layout's loader
 * (and the contact form's answer) loads the visitor's. Public pages are not hydrated and their
 * islands get every text from the server's render, so the browser never loads a catalog; the
 * back office is French only and uses none.
 */
const importers: Record<Language, () => Promise<Catalog>> = {
  fr: () => import("#domain/i18n/fr").then((module) => module.fr),
  en: () => import("#domain/i18n/en").then((module) => module.en),
  ar: () => import("#domain/i18n/ar").then((module) => module.ar),
};

const loaded = new Map<Language, Catalog>();

/** Loads a language's catalog (once per process) and returns it. */
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

const withOverrides = new WeakMap<SiteTextOverrides, { language: Language; catalog: Catalog }>();
const typeset = new Map<Language, Catalog>();

/** Texts as a page in `language` shows them: French ones with French typography's spaces. */
function typesetFor<T extends Partial<Catalog>>(language: Language, messages: T): T {
  if (language !== "fr") return messages;
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, frenchSpacing(text)]),
  ) as T;
}

/**
 * A loaded catalog with the site texts staff overrode over it, typeset: what `t()` reads in the
 * server's render. Made once per overrides object (the server keeps one per language until a
 * text changes).
 */
export function messagesWith(language: Language, overrides: SiteTextOverrides): Catalog {
  let catalog = typeset.get(language);
  if (!catalog) {
    catalog = typesetFor(language, loadedCatalog(language));
    typeset.set(language, catalog);
  }
  if (Object.keys(overrides).length === 0) return catalog;
  const made = withOverrides.get(overrides);
  if (made?.language === language) return made.catalog;
  const merged = { ...catalog, ...typesetFor(language, overrides) };
  withOverrides.set(overrides, { language, catalog: merged });
  return merged;
}
