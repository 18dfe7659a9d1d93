import { TextPage } from "~/site/components/text-page";
import { useSiteData } from "~/site/lib/site-data";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "legal", "/legal");

/** The legal notice. */
export default function LegalPage() {
  const { site } = useSiteData();
  return (
    <TextPage
      title="legal.title"
      params={{
        siteName: site.siteName,
        ceo: site.founders.ceo,
        email: site.siteEmail,
        phone: site.sitePhone,
      }}
      parts={[
        { title: "legal.publisher.title", text: "legal.publisher.text" },
        { title: "legal.director.title", text: "legal.director.text" },
        { title: "legal.contact.title", text: "legal.contact.text" },
        { title: "legal.hosting.title", text: "legal.hosting.text" },
        { title: "legal.ip.title", text: "legal.ip.text" },
      ]}
    />
  );
}
