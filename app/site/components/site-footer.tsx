import { LANGUAGE_NAMES, LANGUAGES } from "#domain/languages";
import { useI18n } from "~/i18n/i18n-provider";
import { Link } from "~/site/components/links";
import { NAV_ITEMS } from "~/site/lib/site-config";
import { type FooterService, serviceAnchor } from "~/site/lib/site-content";
import type { SiteData } from "~/site/lib/site-data";
import { fieldLang } from "./localized";
import { LogoMark } from "./logo";

const linkClass =
  "rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Shared layout: the footer. Its services are the published ones, in the public order and the
 * page's language (a name without translation is French, marked as such), each linking to its
 * card on /services.
 */
export function SiteFooter({
  site,
  year,
  services,
}: {
  site: SiteData["site"];
  year: number;
  services: FooterService[];
}) {
  const { t, language } = useI18n();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-bold text-lg">
            <LogoMark className="size-7" />
            {site.siteName}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">{t("footer.blurb")}</p>
          <p className="mt-4 text-sm">
            <a
              href={site.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {t("footer.linkedin", { siteName: site.siteName })}
            </a>
          </p>
        </div>
        <nav aria-label={t("footer.navigation")}>
          <h2 className="font-semibold">{t("footer.navigation")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/demos" className={linkClass}>
                {t("nav.demos")}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold">{t("footer.services")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {services.map((service) => (
              <li key={service.id}>
                <Link
                  to={`/services#${serviceAnchor(service)}`}
                  className={linkClass}
                  {...fieldLang(service, "title", language)}
                >
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">{t("footer.contact")}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p className="text-muted-foreground">{t("contact.addressValue")}</p>
            <p>
              <a href={`mailto:${site.siteEmail}`} className={linkClass}>
                {site.siteEmail}
              </a>
            </p>
            <p>
              <a href={`tel:${site.sitePhone.replace(/\s+/g, "")}`} className={linkClass} dir="ltr">
                {site.sitePhone}
              </a>
            </p>
          </address>
          <h2 className="mt-6 font-semibold">{t("footer.languages")}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {LANGUAGES.map((code) => (
              <li key={code}>
                <a href={`?lang=${code}`} lang={code} hrefLang={code} className={linkClass}>
                  {LANGUAGE_NAMES[code]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t("footer.copyright", { year, siteName: site.siteName })}</p>
          <ul className="flex gap-4">
            <li>
              <Link to="/legal" className={linkClass}>
                {t("footer.legal")}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                {t("footer.privacy")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
