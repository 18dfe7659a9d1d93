import type { MessageKey } from "#domain/i18n/fr";

/**
 * The public site's data (site data in typed modules, apart from the components that
 * render it). Texts live in the catalogs; these modules say what exists and in which order.
 */

/** Every public route (the sitemap lists each in the three languages). */
export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/services",
  "/research",
  "/markets",
  "/cases",
  "/contact",
  "/legal",
  "/privacy",
  "/demos",
] as const;
export type PublicPath = (typeof PUBLIC_PATHS)[number];

export interface NavItem {
  to: PublicPath;
  label: MessageKey;
}

/** Shared layout: home, about, services, R&D, markets, cases, contact. */
export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "nav.home" },
  { to: "/about", label: "nav.about" },
  { to: "/services", label: "nav.services" },
  { to: "/research", label: "nav.research" },
  { to: "/markets", label: "nav.markets" },
  { to: "/cases", label: "nav.cases" },
  { to: "/contact", label: "nav.contact" },
];

export type { ServiceId } from "#domain/entities";

/** The two regions and their countries, then the five sectors. */
export const REGIONS = [
  { id: "europe", countries: ["france", "germany", "benelux", "spain", "italy"] },
  { id: "gulf", countries: ["saudi", "uae", "qatar", "kuwait", "bahrain"] },
] as const;
export const SECTORS = ["finance", "health", "education", "ecommerce", "public"] as const;

/** One slide of the testimonials carousel; a quote without translation is marked French. */
export interface Testimonial {
  quote: string;
  author: string;
  company: string | null;
  /** The author's photo (a stored image's URL or an external one). */
  avatar?: string | null;
  quoteLang?: "fr";
  quoteDir?: "ltr";
}
/** The carousel turns every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5_000;

/** Business hours, for the contact section and the structured data. */
export const OPENING_HOURS = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "09:00",
  closes: "18:00",
} as const;
export const ADDRESS = { locality: "Lyon", country: "FR" } as const;
