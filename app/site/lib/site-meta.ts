import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "#domain/i18n/fr";
import { LANGUAGES, OG_LOCALES } from "#domain/languages";
import { messagesWith } from "~/i18n/catalogs";
import { translate } from "~/i18n/translate";
import { ADDRESS, OPENING_HOURS } from "~/site/lib/site-config";
import { listPageHref } from "./site-content";
import { SITE_LAYOUT_ID, type SiteData } from "./site-data";

export type PageKey =
  | "home"
  | "about"
  | "services"
  | "research"
  | "markets"
  | "cases"
  | "contact"
  | "legal"
  | "privacy"
  | "demos"
  | "notFound";

/**
 * A page URL in one language (`?lang=` gives each page a URL per language, after the page's own
 * parameters: `/cases?page=2&lang=en`).
 */
export function localizedUrl(publicUrl: string, path: string, language?: string) {
  if (!language) return `${publicUrl}${path}`;
  return `${publicUrl}${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
}

/**
 * SEO: title and description in the page's language, canonical URL, hreflang alternates
 * (fr, en, ar and x-default), Open Graph, and the business's structured data (JSON-LD).
 */
/** A page about one content row (a case study): its own title, description, image and data. */
export interface RowPage {
  title: string;
  description: string;
  image?: string | null;
  /** Its structured data (JSON-LD); the business's otherwise. */
  jsonLd: Record<string, unknown>;
}

/**
 * `listPage`: the page of a paged list (/cases, /research, /demos) past the first, its path
 * `?page=N` and its title 'Page N – …'.
 */
export function siteMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  page: PageKey,
  path: string,
  row?: RowPage,
  listPage = 1,
): MetaDescriptor[] {
  const data = matches.find((m) => m?.id === SITE_LAYOUT_ID)?.loaderData as SiteData | undefined;
  if (!data) return [{ title: page }];
  const { language, site } = data;
  const messages = messagesWith(language, data.texts);
  const params = { siteName: site.siteName };
  const pageTitle = row
    ? `${row.title} | ${site.siteName}`
    : translate(messages, `meta.${page}.title` as MessageKey, params);
  const title =
    listPage > 1
      ? translate(messages, "meta.paged", { page: listPage, title: pageTitle })
      : pageTitle;
  const description = row
    ? row.description
    : translate(messages, `meta.${page}.description` as MessageKey, params);
  const url = localizedUrl(site.publicUrl, path, language);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: row ? "article" : "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[language] },
    ...LANGUAGES.filter((l) => l !== language).map((l) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[l],
    })),
    { name: "twitter:card", content: row?.image ? "summary_large_image" : "summary" },
    ...(row?.image ? [{ property: "og:image", content: row.image }] : []),
  ];
  if (page === "notFound") return [...meta, { name: "robots", content: "noindex" }];
  return [
    ...meta,
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: localizedUrl(site.publicUrl, path, l),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: localizedUrl(site.publicUrl, path),
    },
    {
      "script:ld+json": row?.jsonLd ?? {
        "@context": "https://schema.org",
        "@type": "ProfessionalService",
        name: site.siteName,
        description: translate(messages, "footer.blurb"),
        url: localizedUrl(site.publicUrl, "/", language),
        email: site.siteEmail,
        telephone: site.sitePhone,
        sameAs: [site.linkedinUrl],
        inLanguage: language,
        address: {
          "@type": "PostalAddress",
          addressLocality: ADDRESS.locality,
          addressCountry: ADDRESS.country,
        },
        areaServed: ["Europe", "Gulf Cooperation Council"],
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: OPENING_HOURS.days,
            opens: OPENING_HOURS.opens,
            closes: OPENING_HOURS.closes,
          },
        ],
      },
    },
  ];
}

/**
 * A paged list's page (/cases, /research, /demos): page N's own path, canonical URL and title
 * ('Page N – …'); the not-found page's tags when the loader found no such page.
 */
export function listPageMeta(
  matches: Parameters<typeof siteMeta>[0],
  page: PageKey,
  path: string,
  list: { found: boolean; page: number } | undefined,
  location: string,
): MetaDescriptor[] {
  if (!list?.found) return siteMeta(matches, "notFound", location);
  return siteMeta(matches, page, listPageHref(path, list.page), undefined, list.page);
}
