import { useRouteLoaderData } from "react-router";
import type { Catalog } from "~/i18n/fr";
import type { Language } from "../../domain/languages";
import type { LanguageSource } from "../../domain/preferences";

/** What the public layout's loader gives every public screen. */
export interface SiteData {
  language: Language;
  source: LanguageSource;
  messages: Catalog;
  year: number;
  /** The contact form's honeypot field name (domain/contact.ts). */
  contactHoneypot: string;
  site: {
    siteName: string;
    siteEmail: string;
    sitePhone: string;
    linkedinUrl: string;
    founders: { ceo: string; cto: string };
    publicUrl: string;
    contactEndpoint: string | null;
  };
}

export const SITE_LAYOUT_ID = "routes/site/layout";

/** The public layout's data (brand and contact details from configuration, the catalog). */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData(SITE_LAYOUT_ID) as SiteData | undefined;
  if (!data) throw new Error("useSiteData must be used within the public site layout");
  return data;
}
