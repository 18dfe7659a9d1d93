import { type EntityName, entities, type Row, serviceAnchorOf } from "#domain/entities";
import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { type Catalog, fr, type MessageKey } from "#domain/i18n/fr";
import { LANGUAGES, type Language } from "#domain/languages";
import type { SiteTextOverrides } from "#domain/site-texts";
import { resolveRow } from "#domain/translations";

/**
 * What the assistant may answer from: the published rows of the public tables and the public
 * site texts, one document per page part and language. Drafts, market analyses, contact
 * messages, the audit journal and accounts are never given to it: only the tables below, and
 * only rows marked published.
 */
export type IndexedTable = "services" | "case_studies" | "research" | "demos" | "testimonials";
export const INDEXED_TABLES = [
  "services",
  "case_studies",
  "research",
  "demos",
  "testimonials",
] as const satisfies readonly EntityName[];

export type ContentRows = { [N in IndexedTable]: Row<(typeof entities)[N]>[] };

/** One indexed part of a page, as read by visitors of `for`. */
export interface AssistantDocument {
  /** Unique: language, table (or "page") and row id (or path). */
  id: string;
  /** The page it links to: a site path, with the anchor of a service. */
  url: string;
  /** The visitors' language it is shown to. */
  for: Language;
  /** The language its text is in: French where `for` has no translation of the row. */
  lang: Language;
  title: string;
  /** Its texts, each a paragraph (a field, a site text). */
  paragraphs: string[];
}

interface TableReading<N extends IndexedTable> {
  url: (row: Row<(typeof entities)[N]>) => string;
  title: (row: Record<string, unknown>) => string;
  /** The translatable fields a card needs in the visitor's language, else French is shown. */
  main: string[];
  /** Every field read, in order; the first is the card's default excerpt. */
  fields: string[];
}

const TABLES: { [N in IndexedTable]: TableReading<N> } = {
  services: {
    url: (row) => `/services#${serviceAnchorOf(row)}`,
    title: (row) => text(row.title),
    main: ["title", "description"],
    fields: ["description", "category"],
  },
  case_studies: {
    url: (row) => `/cases/${row.slug}`,
    title: (row) => text(row.title),
    main: ["title", "description"],
    fields: ["description", "industry", "challenge", "solution", "results"],
  },
  research: {
    url: () => "/research",
    title: (row) => text(row.title),
    main: ["title", "description"],
    fields: ["description", "category", "partner"],
  },
  demos: {
    url: () => "/demos",
    title: (row) => text(row.title),
    main: ["title", "description"],
    fields: ["description"],
  },
  testimonials: {
    // The carousel of the home page.
    url: () => "/",
    title: (row) => [text(row.author), text(row.company)].filter(Boolean).join(", "),
    main: ["quote"],
    fields: ["quote", "role"],
  },
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * A published row's documents, one per language: in that language when its main fields are
 * translated, else the French row, marked "fr" (a card never mixes two languages).
 */
export function rowDocuments<N extends IndexedTable>(
  table: N,
  row: Row<(typeof entities)[N]>,
): AssistantDocument[] {
  const record = row as unknown as Record<string, unknown>;
  if (record.published !== true) return [];
  const reading = TABLES[table] as unknown as TableReading<IndexedTable>;
  const fields = entities[table].fields;
  return LANGUAGES.map((language) => {
    const resolved = resolveRow(fields, record, language) as Record<string, unknown> & {
      fallback: string[];
    };
    const translated = !reading.main.some((field) => resolved.fallback.includes(field));
    const shown = translated ? resolved : resolveRow(fields, record, "fr");
    return {
      id: `${language}:${table}:${String(record.id)}`,
      url: reading.url(row as never),
      for: language,
      lang: translated ? language : "fr",
      title: reading.title(shown),
      paragraphs: reading.fields.map((field) => text(shown[field])).filter(Boolean),
    };
  });
}

/**
 * The public pages' own texts (the catalogs, with staff's overrides) that answer a question:
 * each page's heading, introduction and body texts, and its search description. Navigation,
 * form labels, buttons and messages are left out; the contact form's title is not a label: it
 * says a message is sent there ('Send us a message'), beside the reply time visitors ask of it.
 */
const PAGES: { url: string; title: MessageKey; prefixes: string[] }[] = [
  { url: "/", title: "hero.title", prefixes: ["hero.", "meta.home.description"] },
  { url: "/about", title: "about.title", prefixes: ["about.", "meta.about.description"] },
  {
    url: "/services",
    title: "services.title",
    prefixes: ["services.", "meta.services.description"],
  },
  {
    url: "/research",
    title: "research.title",
    prefixes: ["research.title", "research.intro", "meta.research.description"],
  },
  { url: "/markets", title: "markets.title", prefixes: ["markets.", "meta.markets.description"] },
  {
    url: "/cases",
    title: "cases.title",
    prefixes: ["cases.title", "cases.intro", "meta.cases.description"],
  },
  {
    url: "/contact",
    title: "contact.title",
    prefixes: [
      "contact.title",
      "contact.intro",
      "contact.form.title",
      "contact.details",
      "contact.address",
      "contact.hours",
      "meta.contact.description",
    ],
  },
  {
    url: "/demos",
    title: "demos.title",
    prefixes: ["demos.title", "demos.intro", "meta.demos.description"],
  },
  { url: "/legal", title: "legal.title", prefixes: ["legal.", "meta.legal.description"] },
  { url: "/privacy", title: "privacy.title", prefixes: ["privacy.", "meta.privacy.description"] },
];

/** Labels and buttons within the pages' groups: no answer in them. */
const CHROME = /\.(cta|ctaDemo|ctaServices|label|founders\.(ceo|cto))$/;

const CATALOGS: Record<Language, Catalog> = { fr, en, ar };

/** A text without its `{placeholders}` (filled by the page: the site's name, an address). */
const withoutPlaceholders = (value: string) =>
  value
    .replace(/\{\w+\}/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The pages' texts in every language, each site text overridden where staff changed it: one
 * document per text (a short text is not drowned in its page's others), titled by its page.
 */
export function siteTextDocuments(
  overrides: Partial<Record<Language, SiteTextOverrides>> = {},
): AssistantDocument[] {
  const keys = Object.keys(fr) as MessageKey[];
  return LANGUAGES.flatMap((language) => {
    const textOf = (key: MessageKey) =>
      withoutPlaceholders(overrides[language]?.[key] ?? CATALOGS[language][key]);
    return PAGES.flatMap((page) => {
      const title = textOf(page.title);
      return keys
        .filter(
          (key) =>
            !CHROME.test(key) &&
            page.prefixes.some((prefix) => key === prefix || key.startsWith(prefix)),
        )
        .map((key) => ({
          id: `${language}:text:${key}`,
          url: page.url,
          for: language,
          lang: language,
          title,
          paragraphs: [textOf(key)].filter(Boolean),
        }));
    });
  });
}

/**
 * Each row's documents, made once per row object: the content reader hands the same object back
 * for a row that did not change, so a rebuild makes the documents of the rows a write changed.
 */
const madeDocuments = new WeakMap<object, AssistantDocument[]>();

/** Every document of the published rows and the site texts. */
export function assistantDocuments(
  rows: Partial<ContentRows>,
  overrides?: Partial<Record<Language, SiteTextOverrides>>,
): AssistantDocument[] {
  const fromRows = INDEXED_TABLES.flatMap((table) =>
    (rows[table] ?? []).flatMap((row) => {
      let documents = madeDocuments.get(row);
      if (!documents) {
        documents = rowDocuments(table, row as never);
        madeDocuments.set(row, documents);
      }
      return documents;
    }),
  );
  return [...fromRows, ...siteTextDocuments(overrides)];
}
