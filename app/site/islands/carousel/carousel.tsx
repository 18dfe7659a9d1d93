import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { buttonClass } from "~/site/components/classes";
import { Icon } from "~/site/components/icon";
import { Picture } from "~/site/components/picture";
import { TESTIMONIAL_INTERVAL_MS, type Testimonial } from "~/site/lib/site-config";
import { Island } from "../island";
import { carouselIsland } from "./carousel.island";

const { part } = carouselIsland;

/**
 * Every testimonial's slide, rendered on the server inside one slide group, the first shown.
 * Its island turns it every 5 seconds, pauses it while hovered or focused and never
 * turns it by itself when the visitor prefers reduced motion (WCAG 2.2.2); its buttons step
 * through the list.
 */
export function Carousel({ items }: { items: Testimonial[] }) {
  const { t } = useI18n();
  const rotating = items.length > 1;
  return (
    <Island
      name="carousel"
      props={{
        interval: TESTIMONIAL_INTERVAL_MS,
        positionLabel: t("testimonials.position", { index: "{index}", total: "{total}" }),
      }}
      aria-roledescription="carousel"
      aria-label={t("testimonials.carousel")}
      className="rounded-lg border bg-card p-8 shadow-sm"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a role=group */}
      <div
        aria-live={rotating ? "off" : "polite"}
        aria-roledescription="slide"
        aria-label={t("testimonials.position", { index: 1, total: items.length })}
        {...part("group")}
        role="group"
      >
        <Icon of={Quote} className="size-8 text-primary" />
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
          <div key={index} {...part("slide")} hidden={index > 0}>
            <blockquote className="mt-4 text-lg" lang={item.quoteLang} dir={item.quoteDir}>
              {item.quote}
            </blockquote>
            <div className="mt-4 flex items-center gap-3">
              {item.avatar ? (
                <Picture
                  key={item.avatar}
                  src={item.avatar}
                  decorative
                  width={48}
                  height={48}
                  sizes="48px"
                  className="size-12 shrink-0 rounded-full bg-muted object-cover"
                />
              ) : null}
              <p className="font-semibold">
                {item.author}
                {item.company ? (
                  <>
                    , <span className="font-normal text-muted-foreground">{item.company}</span>
                  </>
                ) : null}
              </p>
            </div>
          </div>
        ))}
      </div>
      {items.length > 1 ? (
        <div className="mt-6 flex gap-2">
          <button type="button" className={buttonClass("outline", "icon")} {...part("previous")}>
            <Icon of={ChevronLeft} className="rtl:-scale-x-100" />
            <span className="sr-only">{t("testimonials.previous")}</span>
          </button>
          <button type="button" className={buttonClass("outline", "icon")} {...part("next")}>
            <Icon of={ChevronRight} className="rtl:-scale-x-100" />
            <span className="sr-only">{t("testimonials.next")}</span>
          </button>
        </div>
      ) : null}
    </Island>
  );
}
