import { useRouteLoaderData } from "react-router";
import type { Language } from "#domain/languages";
import type { LanguageSource } from "#domain/preferences";
import type { SiteTextOverrides } from "#domain/site-texts";
import type { FooterService } from "./site-content";

/** What the public layout's loader gives every public screen. */
export interface SiteData {
  language: Language;
  source: LanguageSource;
  /** The page language's site texts staff overrode (plain text), put over its catalog. */
  texts: SiteTextOverrides;
  year: number;
  /** The published services the footer lists. */
  footerServices: FooterService[];
  /**
   * Each stored image's alternative text in the page's language (French where it has none), by
   * image (`{hash}-{W}x{H}`): `<Picture>` reads it.
   */
  imageAlts: Record<string, string>;
  /** A staff session's preview (server/preview): drafts shown, edited texts marked, a banner. */
  preview: boolean;
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

/** The public layout's data (language, brand and contact details from configuration). */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData(SITE_LAYOUT_ID) as SiteData | undefined;
  if (!data) throw new Error("useSiteData must be used within the public site layout");
  return data;
}
