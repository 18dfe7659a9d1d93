import { Globe2 } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { REGIONS, SECTORS } from "~/site/lib/site-config";
import { Icon } from "../icon";
import { Section } from "../section";
import { subHeading } from "./headings";

/** Markets: Europe and the Gulf with their countries, then the five sectors. */
export function MarketsSection({ asPage = false }: { asPage?: boolean }) {
  const { t } = useI18n();
  const H = subHeading(asPage);
  const H2 = subHeading(asPage, 1);
  return (
    <Section id="markets" title={t("markets.title")} intro={t("markets.intro")} asPage={asPage}>
      <H className="sr-only">{t("markets.regionsTitle")}</H>
      <div className="grid gap-6 md:grid-cols-2">
        {REGIONS.map((region) => (
          <article key={region.id} className="rounded-lg border bg-card p-6 shadow-sm">
            <H2 className="flex items-center gap-2 text-xl font-semibold">
              <Icon of={Globe2} className="size-5 text-primary" />
              {t(`markets.${region.id}.name`)}
            </H2>
            <p className="mt-2 text-sm text-muted-foreground">{t(`markets.${region.id}.text`)}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {region.countries.map((country) => (
                <li key={country} className="rounded-full bg-secondary px-3 py-1 text-sm">
                  {t(`markets.country.${country}`)}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <H className="mt-10 text-xl font-semibold">{t("markets.sectorsTitle")}</H>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SECTORS.map((sector) => (
          <li
            key={sector}
            className="rounded-md border bg-card px-4 py-3 text-center text-sm font-medium"
          >
            {t(`markets.sector.${sector}`)}
          </li>
        ))}
      </ul>
    </Section>
  );
}
