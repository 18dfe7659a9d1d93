import { ContactSection } from "~/site/components/sections/contact-section";
import { contactFormAction, contactPageHeaders } from "~/site/lib/site-contact.server";
import { useSiteData } from "~/site/lib/site-data";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "contact", "/contact");

/** The contact form without JavaScript: a plain post answered with this page. */
export async function action({ request, context }: Route.ActionArgs) {
  return contactFormAction(request, context);
}

export const headers = contactPageHeaders;

/** Address, e-mail, phone, opening hours and the contact form. */
export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { site } = useSiteData();
  return <ContactSection site={site} action="/contact" result={actionData} asPage />;
}
