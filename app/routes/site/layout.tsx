import { useEffect } from "react";
import { preload, preloadModule } from "react-dom";
import { data, Outlet, useNavigation, useRevalidator, useRouteLoaderData } from "react-router";
import { CONTACT_HONEYPOT } from "#domain/contact";
import { isLanguage } from "#domain/languages";
import {
  isTheme,
  LANGUAGE_KEY,
  languageOf,
  savePreference,
  storedPreference,
  THEME_KEY,
} from "#domain/preferences";
import { publicConfig } from "#server/config.server";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import notoArabic from "~/fonts/noto-sans-arabic-wght-400-800.woff2?url";
import { loadCatalog, messagesWith } from "~/i18n/catalogs";
import { I18nProvider, useI18n } from "~/i18n/i18n-provider";
import { footerService } from "~/lib/site-content";
import { loadPublicContent } from "~/lib/site-content.server";
import type { SiteData } from "~/lib/site-data";
import interLatin from "../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Route } from "./+types/layout";

/**
 * The public layout's data: the visitor's language, where its catalog's chunk is, the texts staff
 * overrode in that language, the brand and contact details from configuration (never the server
 * config itself) and the services the footer lists. The catalog itself is loaded here for the
 * server's render and fetched by the browser as a module (decision 081); only the overrides travel
 * with the page's data (decision 083). The services or the overrides failing to load leave the
 * footer's list empty or the texts at their defaults, and make the page a 503, so the page cache
 * does not keep it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, source } = languageOf(request);
  const { contactEndpoint, ...site } = publicConfig(context.deps.config);
  const [{ content, failed }, overrides] = await Promise.all([
    loadPublicContent(context, request, ["services"]),
    context.deps.siteTexts.forPage(language),
    loadCatalog(language),
  ]);
  const layout: SiteData = {
    language,
    source,
    catalogModule: context.catalogModules?.[language] ?? null,
    texts: overrides.texts,
    year: new Date().getFullYear(),
    contactHoneypot: CONTACT_HONEYPOT,
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
  return data(layout, { status: failed || overrides.failed ? 503 : 200 });
}

// In the browser, the page's catalog is loaded before the page hydrates (this module's evaluation
// waits for it, and its chunk is preloaded with the HTML), so rendering never waits for texts.
if (typeof document !== "undefined") {
  const { lang } = document.documentElement;
  if (isLanguage(lang)) await loadCatalog(lang);
}

/** A page in another language (the visitor switched) renders once that language's texts are here. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<SiteData> {
  const layout = await serverLoader();
  await loadCatalog(layout.language);
  return layout;
}

/** Public pages differ by language and theme, chosen from these request headers. */
export function headers() {
  return { Vary: "Accept-Language, Cookie" };
}

/**
 * Mirrors the settings in the browser. A language that came from `?lang=` or the
 * cookie is saved; one guessed from the browser gives way to a choice saved in localStorage whose
 * cookie is gone (the saved choice first).
 */
function usePreferenceMirror(data: SiteData) {
  const revalidator = useRevalidator();
  const { language, source } = data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the language changes only
  useEffect(() => {
    if (source !== "browser") {
      savePreference(LANGUAGE_KEY, language);
    } else {
      const saved = storedPreference(LANGUAGE_KEY);
      if (isLanguage(saved) && saved !== language) {
        savePreference(LANGUAGE_KEY, saved);
        revalidator.revalidate();
      }
    }
    const theme = storedPreference(THEME_KEY);
    if (isTheme(theme) && !document.cookie.includes(`${THEME_KEY}=`)) {
      savePreference(THEME_KEY, theme);
    }
  }, [language, source]);
}

function Main() {
  const { t } = useI18n();
  const navigation = useNavigation();
  // A client-side load of the demos shows its spinner and text.
  const loadingDemos = navigation.state === "loading" && navigation.location.pathname === "/demos";
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      {loadingDemos ? (
        <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
          <span
            aria-hidden="true"
            className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none"
          />
          <span className="text-sm text-muted-foreground">{t("demos.loading")}</span>
        </div>
      ) : (
        <Outlet />
      )}
    </main>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { theme?: unknown } | undefined;
  usePreferenceMirror(loaderData);
  const { language, catalogModule, site, year, footerServices } = loaderData;
  const messages = messagesWith(language, loaderData.texts);
  if (catalogModule) preloadModule(catalogModule, { as: "script" });
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
        <SiteHeader siteName={site.siteName} theme={isTheme(root?.theme) ? root.theme : null} />
        <Main />
        <SiteFooter site={site} year={year} services={footerServices} />
      </div>
    </I18nProvider>
  );
}
