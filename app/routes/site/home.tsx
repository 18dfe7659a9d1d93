import { ChatWidget } from "~/components/site/chat-widget";
import { AboutSection } from "~/components/site/sections/about-section";
import { CasesSection } from "~/components/site/sections/cases-section";
import { ContactSection } from "~/components/site/sections/contact-section";
import { HeroSection } from "~/components/site/sections/hero-section";
import { MarketsSection } from "~/components/site/sections/markets-section";
import { ResearchSection } from "~/components/site/sections/research-section";
import { ServicesSection } from "~/components/site/sections/services-section";
import { TestimonialsSection } from "~/components/site/sections/testimonials-section";
import { contactFormAction, contactPageHeaders } from "~/lib/site-contact.server";
import { useSiteData } from "~/lib/site-data";
import { siteMeta } from "~/lib/site-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "home", "/");

/** The home page's contact form without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return contactFormAction(request, context);
}

export const headers = contactPageHeaders;

/** One page of sections, plus the chat widget. */
export default function Home({ actionData }: Route.ComponentProps) {
  const { site } = useSiteData();
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <AboutSection founders={site.founders} />
      <MarketsSection />
      <ResearchSection />
      <CasesSection />
      <TestimonialsSection />
      <ContactSection site={site} action="/?index" result={actionData} />
      <ChatWidget />
    </>
  );
}
