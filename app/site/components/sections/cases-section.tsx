import { ArrowRight } from "lucide-react";
import { imageTarget, listTarget } from "#domain/preview";
import { useI18n } from "~/i18n/i18n-provider";
import { Link } from "~/site/components/links";
import type { CaseCard } from "~/site/lib/site-content";
import { useEditMarker } from "~/site/preview/edit-marker";
import { badgeClass, buttonClass } from "../classes";
import { Icon } from "../icon";
import { fieldLang } from "../localized";
import { Picture } from "../picture";
import { Section } from "../section";
import { subHeading } from "./headings";

/**
 * Case studies from the database, in the public order: the home page shows the first three;
 * /cases shows each in full (anchor #slug, with its challenge, solution and results). Every card
 * links to the case's own page, /cases/{slug}. A field without a translation is shown in French, marked as such.
 */
export function CasesSection({
  studies,
  asPage = false,
  children,
}: {
  studies: CaseCard[];
  asPage?: boolean;
  /** Shown under the list (a page's numbered links). */
  children?: React.ReactNode;
}) {
  const { t, language } = useI18n();
  const H = subHeading(asPage);
  const H2 = subHeading(asPage, 1);
  const shown = asPage ? studies : studies.slice(0, 3);
  const listMarker = useEditMarker(listTarget("case_studies"));
  return (
    <Section id="cases" title={t("cases.title")} intro={t("cases.intro")} asPage={asPage}>
      <ul className={asPage ? "grid gap-8" : "grid gap-6 lg:grid-cols-3"} {...listMarker}>
        {shown.map((study) => (
          <li key={study.id}>
            <article
              id={asPage ? study.slug : undefined}
              aria-labelledby={`case-${study.slug}`}
              className="flex h-full scroll-mt-24 flex-col rounded-lg border bg-card p-6 shadow-sm"
            >
              {study.image_url ? (
                <Picture
                  src={study.image_url}
                  edit={imageTarget("case_studies", study.id, "image_url")}
                  width={640}
                  height={360}
                  sizes={
                    asPage ? "(min-width: 768px) 384px, 100vw" : "(min-width: 1024px) 33vw, 100vw"
                  }
                  className={`mb-4 aspect-video w-full rounded-md bg-muted object-cover ${asPage ? "md:max-w-sm" : ""}`}
                />
              ) : null}
              <div className="flex flex-wrap gap-2">
                {study.industry ? (
                  <span
                    className={badgeClass("secondary")}
                    {...fieldLang(study, "industry", language)}
                  >
                    {study.industry}
                  </span>
                ) : null}
                {study.region ? (
                  <span className={badgeClass("outline")}>{t(`cases.region.${study.region}`)}</span>
                ) : null}
              </div>
              <H
                id={`case-${study.slug}`}
                className="mt-4 text-xl font-semibold"
                {...fieldLang(study, "title", language)}
              >
                {study.title}
              </H>
              <p
                className="mt-2 text-muted-foreground"
                {...fieldLang(study, "description", language)}
              >
                {study.description}
              </p>
              {asPage ? (
                <>
                  <div className="mt-6 grid gap-6 md:grid-cols-3">
                    {PARTS.filter((part) => study[part]).map((part) => (
                      <div key={part}>
                        <H2 className="font-semibold">{t(`cases.${part}`)}</H2>
                        <p
                          className="mt-1 text-sm text-muted-foreground"
                          {...fieldLang(study, part, language)}
                        >
                          {study[part]}
                        </p>
                      </div>
                    ))}
                  </div>
                  <ReadMore study={study} />
                </>
              ) : (
                <ReadMore study={study} />
              )}
            </article>
          </li>
        ))}
      </ul>
      {children}
      {asPage ? null : (
        <Link to="/cases" className={`${buttonClass("outline")} mt-8`}>
          {t("cases.viewAll")}
        </Link>
      )}
    </Section>
  );
}

const PARTS = ["challenge", "solution", "results"] as const;

/** 'Lire l'étude de cas': the case study's own page. */
function ReadMore({ study }: { study: CaseCard }) {
  const { t, language } = useI18n();
  return (
    <Link
      to={`/cases/${study.slug}`}
      className={`${buttonClass("link", "none")} mt-auto self-start rounded-sm pt-4`}
    >
      {t("cases.readMore")}
      <span className="sr-only" {...fieldLang(study, "title", language)}>
        : {study.title}
      </span>
      <Icon of={ArrowRight} className="rtl:-scale-x-100" />
    </Link>
  );
}
