import {
  ArrowRight,
  Bot,
  Code,
  Database,
  GraduationCap,
  Lightbulb,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
} from "lucide-react";
import { listTarget } from "#domain/preview";
import { useI18n } from "~/i18n/i18n-provider";
import { Link } from "~/site/components/links";
import type { ServiceId } from "~/site/lib/site-config";
import { type PublicRow, serviceAnchor, serviceKind } from "~/site/lib/site-content";
import { useEditMarker } from "~/site/preview/edit-marker";
import { buttonClass } from "../classes";
import { Icon } from "../icon";
import { fieldLang } from "../localized";
import { Section } from "../section";
import { subHeading } from "./headings";

const ICONS: Record<ServiceId, LucideIcon> = {
  ai: Bot,
  data: Database,
  development: Code,
  security: ShieldCheck,
  consulting: Lightbulb,
  training: GraduationCap,
};

/** Service cards from the database, with the one-year warranty on every service. */
export function ServicesSection({
  services,
  asPage = false,
}: {
  services: PublicRow<"services">[];
  asPage?: boolean;
}) {
  const { t, language } = useI18n();
  const H = subHeading(asPage);
  const listMarker = useEditMarker(listTarget("services"));
  const price = new Intl.NumberFormat(language === "ar" ? "ar-u-nu-latn" : language, {
    style: "currency",
    currency: "EUR",
  });
  return (
    <Section id="services" title={t("services.title")} intro={t("services.intro")} asPage={asPage}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" {...listMarker}>
        {services.map((service) => {
          const kind = serviceKind(service);
          const glyph = kind ? ICONS[kind] : Sparkles;
          return (
            <li
              key={service.id}
              id={serviceAnchor(service)}
              className="scroll-mt-24 rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-md bg-accent text-primary">
                <Icon of={glyph} className="size-6" />
              </span>
              <H className="mt-4 text-lg font-semibold" {...fieldLang(service, "title", language)}>
                {service.title}
              </H>
              <p
                className="mt-2 text-sm text-muted-foreground"
                {...fieldLang(service, "description", language)}
              >
                {service.description}
              </p>
              {typeof service.price === "number" ? (
                <p className="mt-3 text-sm font-semibold">{price.format(service.price)}</p>
              ) : null}
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
          <Icon of={ArrowRight} className="rtl:-scale-x-100" />
        </Link>
      )}
    </Section>
  );
}
