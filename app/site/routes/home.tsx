import { data } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { fieldLang } from "~/site/components/localized";
import { AboutSection } from "~/site/components/sections/about-section";
import { CasesSection } from "~/site/components/sections/cases-section";
import { ContactSection } from "~/site/components/sections/contact-section";
import { HeroSection } from "~/site/components/sections/hero-section";
import { MarketsSection } from "~/site/components/sections/markets-section";
import { ResearchSection } from "~/site/components/sections/research-section";
import { ServicesSection } from "~/site/components/sections/services-section";
import { TestimonialsSection } from "~/site/components/sections/testimonials-section";
import { ChatWidget } from "~/site/islands/chat/chat-widget";
import type { Testimonial } from "~/site/lib/site-config";
import { contactFormAction, contactPageHeaders } from "~/site/lib/site-contact.server";
import { caseCard, type PublicRow } from "~/site/lib/site-content";
import { loadPublicContent } from "~/site/lib/site-content.server";
import { useSiteData } from "~/site/lib/site-data";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "home", "/");

/** The services, the research projects, the first case studies and the testimonials, from the database. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { content, failed } = await loadPublicContent(
    context,
    request,
    ["services", "research", "case_studies", "testimonials"],
    // The home page shows the first three case studies, as cards: the list's first page is read,
    // never every case study.
    ["case_studies"],
  );
  const cards = content.case_studies.slice(0, 3).map(caseCard);
  return data({ ...content, case_studies: cards }, { status: failed ? 503 : 200 });
}

/** The home page's contact form without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return contactFormAction(request, context);
}

export const headers = contactPageHeaders;

/** One page of sections, plus the chat widget. */
export default function Home({ actionData, loaderData }: Route.ComponentProps) {
  const { site } = useSiteData();
  const { language } = useI18n();
  const testimonials = loaderData.testimonials.map((row) => slide(row, language));
  return (
    <>
      <HeroSection />
      <ServicesSection services={loaderData.services} />
      <AboutSection founders={site.founders} />
      <MarketsSection />
      <ResearchSection projects={loaderData.research} />
      <CasesSection studies={loaderData.case_studies} />
      <TestimonialsSection items={testimonials} />
      <ContactSection site={site} action="/?index" result={actionData} />
      <ChatWidget />
    </>
  );
}

/** A testimonial as the carousel shows it: author, company and the quote in the page's language. */
function slide(
  row: PublicRow<"testimonials">,
  language: Parameters<typeof fieldLang>[2],
): Testimonial {
  const quote = fieldLang(row, "quote", language);
  return {
    quote: row.quote,
    author: row.author,
    company: row.company,
    avatar: row.avatar_url,
    quoteLang: quote.lang,
    quoteDir: quote.dir,
  };
}
