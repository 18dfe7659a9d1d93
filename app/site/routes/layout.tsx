import { preload } from "react-dom";
import { data, Outlet, useRouteLoaderData } from "react-router";
import { CONTACT_HONEYPOT } from "#domain/contact";
import { isTheme, languageOf } from "#domain/preferences";
import { publicConfig } from "#server/spine/config.server";
import { altTexts } from "#server/storage/media-library.server";
import notoArabic from "~/fonts/noto-sans-arabic-wght-400-800.woff2?url";
import { loadCatalog, messagesWith } from "~/i18n/catalogs";
import { I18nProvider } from "~/i18n/i18n-provider";
import { SiteFooter } from "~/site/components/site-footer";
import { SiteHeader } from "~/site/components/site-header";
import { footerService } from "~/site/lib/site-content";
import { loadPublicContent } from "~/site/lib/site-content.server";
import type { SiteData } from "~/site/lib/site-data";
import { markedMessages } from "~/site/preview/edit-marker";
import { PreviewBanner } from "~/site/preview/preview-banner";
import interLatin from "../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Route } from "./+types/layout";

/**
 * The public layout's data: the visitor's language, the texts staff overrode in that language,
 * the brand and contact details from configuration (never the server config itself), the
 * services the footer lists and the images' alternative texts in that language. The catalog is
 * loaded here for the server's render; public pages are not hydrated, so the browser never loads
 * one, and the overrides reach the page's script through the render. The services, the overrides
 * or the alternative texts failing to load leave the footer's list empty, the texts at their
 * defaults or the images without text, and make the page a 503, so the page cache does not keep
 * it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, source } = languageOf(request);
  const { contactEndpoint, ...site } = publicConfig(context.deps.config);
  const [{ content, failed }, overrides, imageAlts] = await Promise.all([
    loadPublicContent(context, request, ["services"]),
    context.deps.siteTexts.forPage(language),
    altTexts(context.deps, language).catch(() => null),
    loadCatalog(language),
  ]);
  const layout: SiteData = {
    language,
    source,
    texts: overrides.texts,
    year: new Date().getFullYear(),
    imageAlts: imageAlts ?? {},
    contactHoneypot: CONTACT_HONEYPOT,
    preview: Boolean(context.preview),
    site: {
      siteName: site.siteName,
      siteEmail: site.siteEmail,
      sitePhone: site.sitePhone,
      linkedinUrl: site.linkedinUrl,
      founders: site.founders,
      publicUrl: site.publicUrl,
      contactEndpoint,
    },
    footerServices: content.services.map(footerService),
  };
  const incomplete = failed || overrides.failed || imageAlts === null;
  return data(layout, { status: incomplete ? 503 : 200 });
}

/** Public pages differ by language and theme, chosen from these request headers. */
export function headers() {
  return { Vary: "Accept-Language, Cookie" };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { theme?: unknown } | undefined;
  const { language, site, year, footerServices } = loaderData;
  const typeset = messagesWith(language, loaderData.texts);
  const messages = loaderData.preview ? markedMessages(typeset) : typeset;
  // The page's faces are fetched with the HTML rather than after the CSS, so the text rarely
  // swaps faces after the first paint (CLS 0). Arabic pages use Inter too (the brand,
  // Latin words and digits), and its swap was what still moved them (bench: CLS up to 0.042).
  for (const face of language === "ar" ? [notoArabic, interLatin] : [interLatin]) {
    preload(face, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
  return (
    <I18nProvider language={language} messages={messages}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          {messages["site.skipToContent"]}
        </a>
        {loaderData.preview ? <PreviewBanner /> : null}
        <SiteHeader siteName={site.siteName} theme={isTheme(root?.theme) ? root.theme : null} />
        {/* The page is always a server document: a client-side loading state never occurs. */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter site={site} year={year} services={footerServices} />
      </div>
    </I18nProvider>
  );
}
