import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { Link } from "react-router";
import { TESTIMONIAL_INTERVAL_MS, type Testimonial } from "~/config/site";
import { useI18n } from "~/i18n/i18n-provider";
import { Picture } from "../picture";
import { Section } from "../section";
import { buttonClass } from "../ui";

/**
 * Every testimonial's slide, rendered on the server inside one slide group, the first shown.
 * app/islands/carousel.ts turns it every 5 seconds, pauses it while hovered or focused and never
 * turns it by itself when the visitor prefers reduced motion (WCAG 2.2.2); its buttons step
 * through the list.
 */
function Carousel({ items }: { items: Testimonial[] }) {
  const { t } = useI18n();
  const rotating = items.length > 1;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("testimonials.carousel")}
      data-carousel=""
      data-interval={TESTIMONIAL_INTERVAL_MS}
      className="rounded-lg border bg-card p-8 shadow-sm"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a role=group */}
      <div
        aria-live={rotating ? "off" : "polite"}
        aria-roledescription="slide"
        aria-label={t("testimonials.position", { index: 1, total: items.length })}
        data-carousel-group=""
        data-position-label={t("testimonials.position", { index: "{index}", total: "{total}" })}
        role="group"
      >
        <Quote aria-hidden="true" className="size-8 text-primary" />
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
          <div key={index} data-carousel-slide="" hidden={index > 0}>
            <blockquote className="mt-4 text-lg" lang={item.quoteLang} dir={item.quoteDir}>
              {item.quote}
            </blockquote>
            <div className="mt-4 flex items-center gap-3">
              {item.avatar ? (
                <Picture
                  key={item.avatar}
                  src={item.avatar}
                  alt=""
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
          <button
            type="button"
            className={buttonClass("outline", "icon")}
            data-carousel-previous=""
          >
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
            <span className="sr-only">{t("testimonials.previous")}</span>
          </button>
          <button type="button" className={buttonClass("outline", "icon")} data-carousel-next="">
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
            <span className="sr-only">{t("testimonials.next")}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The testimonials carousel: the published testimonials, in the page's language. Empty, the
 * section invites the visitor to get in touch instead of showing an empty frame (decision 033).
 */
export function TestimonialsSection({ items }: { items: Testimonial[] }) {
  const { t } = useI18n();
  return (
    <Section id="testimonials" title={t("testimonials.title")} className="bg-muted/40">
      {items.length === 0 ? (
        <div className="max-w-3xl rounded-lg border border-dashed bg-card p-8">
          <p className="text-lg text-muted-foreground">{t("testimonials.empty")}</p>
          <Link to="/contact" className={`${buttonClass()} mt-6`}>
            {t("testimonials.cta")}
          </Link>
        </div>
      ) : (
        <Carousel items={items} />
      )}
    </Section>
  );
}
