import {
  ArrowRight,
  Bot,
  Code,
  Database,
  GraduationCap,
  Lightbulb,
  type LucideIcon,
  ShieldCheck,
} from "lucide-react";
import { Link } from "react-router";
import { SERVICE_IDS, type ServiceId } from "~/config/site";
import { useI18n } from "~/i18n/i18n-provider";
import { Section } from "../section";
import { buttonClass } from "../ui";
import { subHeading } from "./headings";

const ICONS: Record<ServiceId, LucideIcon> = {
  ai: Bot,
  data: Database,
  development: Code,
  security: ShieldCheck,
  consulting: Lightbulb,
  training: GraduationCap,
};

/** Six service cards, with the one-year warranty on every service. */
export function ServicesSection({ asPage = false }: { asPage?: boolean }) {
  const { t } = useI18n();
  const H = subHeading(asPage);
  return (
    <Section id="services" title={t("services.title")} intro={t("services.intro")} asPage={asPage}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICE_IDS.map((id) => {
          const Icon = ICONS[id];
          return (
            <li
              key={id}
              id={id}
              className="scroll-mt-24 rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-md bg-accent text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <H className="mt-4 text-lg font-semibold">{t(`services.${id}.title`)}</H>
              <p className="mt-2 text-sm text-muted-foreground">
                {t(`services.${id}.description`)}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 rounded-md border border-primary/30 bg-accent/50 p-4 text-sm font-medium">
        {t("services.warranty")}
      </p>
      {asPage ? null : (
        <Link to="/services" className={`${buttonClass("outline")} mt-8`}>
          {t("services.cta")}
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      )}
    </Section>
  );
}
