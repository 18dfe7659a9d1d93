import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { TESTIMONIAL_INTERVAL_MS, type Testimonial } from "~/config/site";
import { useI18n } from "~/i18n/i18n-provider";
import { Picture } from "../picture";
import { Section } from "../section";
import { buttonClass } from "../ui";

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * Turns every 5 seconds; pauses while hovered or focused and never turns by itself when
 * the visitor prefers reduced motion (WCAG 2.2.2).
 */
function Carousel({ items }: { items: Testimonial[] }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const rotating = !hovered && !focused && !reduced && items.length > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % items.length),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating, items.length]);
  const item = items[index % items.length]!;
  const step = (delta: number) => setIndex((i) => (i + delta + items.length) % items.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("testimonials.carousel")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className="rounded-lg border bg-card p-8 shadow-sm"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a role=group */}
      <div
        aria-live={rotating ? "off" : "polite"}
        aria-roledescription="slide"
        aria-label={t("testimonials.position", { index: index + 1, total: items.length })}
        role="group"
      >
        <Quote aria-hidden="true" className="size-8 text-primary" />
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
      {items.length > 1 ? (
        <div className="mt-6 flex gap-2">
          <button type="button" className={buttonClass("outline", "icon")} onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
            <span className="sr-only">{t("testimonials.previous")}</span>
          </button>
          <button type="button" className={buttonClass("outline", "icon")} onClick={() => step(1)}>
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
