import { ArrowRight, Check } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import { Link } from "~/site/components/links";
import { buttonClass } from "../classes";
import { Icon } from "../icon";

/** Home hero: slogan, subtitle, demo call to action and a button to /services. */
export function HeroSection() {
  const { t } = useI18n();
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          {t("hero.eyebrow")}
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {t("hero.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground text-pretty sm:text-xl">
          {t("hero.subtitle")}
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/demos" className={buttonClass("default", "lg")}>
            {t("hero.ctaDemo")}
          </Link>
          <Link to="/services" className={cn(buttonClass("outline", "lg"))}>
            {t("hero.ctaServices")}
            <Icon of={ArrowRight} className="rtl:-scale-x-100" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-3 text-sm sm:grid-cols-3">
          {(["hero.point1", "hero.point2", "hero.point3"] as const).map((key) => (
            <li key={key} className="flex items-center gap-2">
              <Icon of={Check} className="size-4 shrink-0 text-primary" />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
