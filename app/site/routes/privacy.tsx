import { TextPage } from "~/site/components/text-page";
import { useSiteData } from "~/site/lib/site-data";
import { siteMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => siteMeta(matches, "privacy", "/privacy");

/** The privacy page (personal data kept for 3 years). */
export default function PrivacyPage() {
  const { site } = useSiteData();
  return (
    <TextPage
      title="privacy.title"
      intro="privacy.intro"
      params={{ siteName: site.siteName, email: site.siteEmail }}
      parts={[
        { title: "privacy.collected.title", text: "privacy.collected.text" },
        { title: "privacy.purpose.title", text: "privacy.purpose.text" },
        { title: "privacy.retention.title", text: "privacy.retention.text" },
        { title: "privacy.cookies.title", text: "privacy.cookies.text" },
        { title: "privacy.rights.title", text: "privacy.rights.text" },
      ]}
    />
  );
}
