import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CASE_STUDIES } from "~/config/site";
import { useI18n } from "~/i18n/i18n-provider";
import { Section } from "../section";
import { badgeClass, buttonClass } from "../ui";
import { subHeading } from "./headings";

/**
 * Cases: three static cards. No route has a parameter, so each case is an anchor on
 * /cases: the home page's "Read case study" goes to /cases#slug.
 */
export function CasesSection({ asPage = false }: { asPage?: boolean }) {
  const { t } = useI18n();
  const H = subHeading(asPage);
  const H2 = subHeading(asPage, 1);
  return (
    <Section id="cases" title={t("cases.title")} intro={t("cases.intro")} asPage={asPage}>
      <ul className={asPage ? "grid gap-8" : "grid gap-6 md:grid-cols-3"}>
        {CASE_STUDIES.map((study) => (
          <li key={study.slug}>
            <article
              id={asPage ? study.slug : undefined}
              aria-labelledby={`case-${study.slug}`}
              className="flex h-full scroll-mt-24 flex-col rounded-lg border bg-card p-6 shadow-sm"
            >
              <div className="flex flex-wrap gap-2">
                <span className={badgeClass("secondary")}>
                  {t(`cases.industry.${study.industry}`)}
                </span>
                <span className={badgeClass("outline")}>{t(`cases.region.${study.region}`)}</span>
              </div>
              <H id={`case-${study.slug}`} className="mt-4 text-xl font-semibold">
                {t(`cases.${study.slug}.title`)}
              </H>
              <p className="mt-2 text-muted-foreground">{t(`cases.${study.slug}.summary`)}</p>
              {asPage ? (
                <div className="mt-6 grid gap-6 md:grid-cols-3">
                  {(["challenge", "solution", "results"] as const).map((part) => (
                    <div key={part}>
                      <H2 className="font-semibold">{t(`cases.${part}`)}</H2>
                      <p className="mt-1 text-sm text-muted-foreground">
                        {t(`cases.${study.slug}.${part}`)}
                      </p>
                    </div>
                  ))}
                </div>
              ) : (
                <Link
                  to={`/cases#${study.slug}`}
                  className={`${buttonClass("link", "none")} mt-auto self-start rounded-sm pt-4`}
                >
                  {t("cases.readMore")}
                  <span className="sr-only">: {t(`cases.${study.slug}.title`)}</span>
                  <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
                </Link>
              )}
            </article>
          </li>
        ))}
      </ul>
      {asPage ? null : (
        <Link to="/cases" className={`${buttonClass("outline")} mt-8`}>
          {t("cases.viewAll")}
        </Link>
      )}
    </Section>
  );
}
