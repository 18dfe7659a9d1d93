import { useI18n } from "~/i18n/i18n-provider";
import { Carousel } from "~/site/islands/carousel/carousel";
import type { Testimonial } from "~/site/lib/site-config";
import { Section } from "../section";

/**
 * The testimonials carousel: the published testimonials, in the page's language. With none
 * published the section is not shown at all (a promise of testimonials to come stays false once
 * content grows, and an empty frame says nothing).
 */
export function TestimonialsSection({ items }: { items: Testimonial[] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  return (
    <Section id="testimonials" title={t("testimonials.title")} className="bg-muted/40">
      <Carousel items={items} />
    </Section>
  );
}
