import { ArrowLeft } from "lucide-react";
import { data } from "react-router";
import { imageTarget } from "#domain/preview";
import { useI18n } from "~/i18n/i18n-provider";
import { badgeClass, buttonClass } from "~/site/components/classes";
import { Icon } from "~/site/components/icon";
import { Link } from "~/site/components/links";
import { fieldLang } from "~/site/components/localized";
import { NotFoundPage } from "~/site/components/not-found-page";
import { Picture } from "~/site/components/picture";
import { findCaseStudy } from "~/site/lib/case-study.server";
import { SITE_LAYOUT_ID, type SiteData, useSiteData } from "~/site/lib/site-data";
import { localizedUrl, siteMeta } from "~/site/lib/site-meta";
import { DraftNotice } from "~/site/preview/preview-banner";
import type { Route } from "./+types/case";

const PARTS = ["challenge", "solution", "results"] as const;

/**
 * A case study's page, /cases/{slug}: published for everyone; a draft in the preview (with when it
 * is scheduled), or for a signed-in administrator (a preview, never cached: the page cache never keeps a signed-in request, and the
 * answer says private, no-store). Any other slug is the translated not-found page, 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = await findCaseStudy(context, request, params.slug);
  if (!found) {
    context.deps.logger.info("not_found", { path: new URL(request.url).pathname });
    return data({ study: null, draft: false, schedule: null }, { status: 404 });
  }
  return data(found, {
    headers: found.draft ? { "Cache-Control": "private, no-store" } : undefined,
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : {};
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const study = loaderData?.study;
  if (!study) return siteMeta(matches, "notFound", location.pathname);
  const path = `/cases/${study.slug}`;
  const site = matches.find((m) => m?.id === SITE_LAYOUT_ID)?.loaderData as SiteData | undefined;
  return siteMeta(matches, "cases", path, {
    title: study.title,
    description: study.description,
    image: study.image_url,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: study.title,
      description: study.description,
      url: site ? localizedUrl(site.site.publicUrl, path, site.language) : undefined,
      inLanguage: site?.language,
      image: study.image_url ?? undefined,
      about: { "@type": "Organization", name: study.client },
      articleSection: study.industry ?? undefined,
    },
  });
};

export default function CasePage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { study, draft, schedule } = loaderData;
  const preview = useSiteData().preview;
  if (!study) return <NotFoundPage />;
  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      {draft && preview ? (
        <DraftNotice schedule={schedule} />
      ) : draft ? (
        <p
          lang="fr"
          dir="ltr"
          role="status"
          className="mb-8 rounded-md border border-amber-500 bg-amber-50 p-4 font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          Brouillon : cette page n'est visible que par les administrateurs.
        </p>
      ) : null}
      <Link to="/cases" className={`${buttonClass("link", "none")} rounded-sm`}>
        <Icon of={ArrowLeft} className="rtl:-scale-x-100" />
        {t("cases.back")}
      </Link>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl" {...fieldLang(study, "title", language)}>
        {study.title}
      </h1>
      <p
        className="mt-4 text-lg text-muted-foreground"
        {...fieldLang(study, "description", language)}
      >
        {study.description}
      </p>
      <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
        <div>
          <dt className="font-semibold">{t("cases.clientLabel")}</dt>
          <dd
            {...(language === "fr" ? {} : fieldLang({ fallback: ["client"] }, "client", language))}
          >
            {study.client}
          </dd>
        </div>
        {study.industry ? (
          <div>
            <dt className="font-semibold">{t("cases.industryLabel")}</dt>
            <dd>
              <span className={badgeClass("secondary")} {...fieldLang(study, "industry", language)}>
                {study.industry}
              </span>
            </dd>
          </div>
        ) : null}
        {study.region ? (
          <div>
            <dt className="font-semibold">{t("cases.regionLabel")}</dt>
            <dd>{t(`cases.region.${study.region}`)}</dd>
          </div>
        ) : null}
      </dl>
      {study.image_url ? (
        <Picture
          src={study.image_url}
          width={1200}
          height={630}
          sizes="(min-width: 896px) 864px, calc(100vw - 2rem)"
          priority
          className="mt-8 aspect-[1200/630] w-full rounded-lg bg-muted object-cover"
          edit={imageTarget("case_studies", study.id, "image_url")}
        />
      ) : null}
      <div className="mt-10 grid gap-8">
        {PARTS.filter((part) => study[part]).map((part) => (
          <section key={part} aria-labelledby={`case-${part}`}>
            <h2 id={`case-${part}`} className="text-xl font-semibold">
              {t(`cases.${part}`)}
            </h2>
            <p className="mt-2 text-muted-foreground" {...fieldLang(study, part, language)}>
              {study[part]}
            </p>
          </section>
        ))}
      </div>
    </article>
  );
}
