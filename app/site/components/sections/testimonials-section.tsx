import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { Carousel } from "~/site/islands/carousel/carousel";
import type { Testimonial } from "~/site/lib/site-config";
import { buttonClass } from "../classes";
import { Section } from "../section";

/**
 * The testimonials carousel: the published testimonials, in the page's language. Empty, the
 * section invites the visitor to get in touch instead of showing an empty frame.
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
