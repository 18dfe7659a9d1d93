import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { ContactForm } from "~/site/islands/contact/contact-form";
import type { ContactActionData } from "~/site/lib/site-contact";
import type { SiteData } from "~/site/lib/site-data";
import { Icon } from "../icon";
import { Section } from "../section";
import { subHeading } from "./headings";

/** Contact: address, e-mail, phone, opening hours and the contact form. */
export function ContactSection({
  site,
  action,
  result,
  asPage = false,
}: {
  site: SiteData["site"];
  action: string;
  result?: ContactActionData;
  asPage?: boolean;
}) {
  const { t } = useI18n();
  const H = subHeading(asPage);
  const item = "flex items-start gap-3";
  const icon = "mt-0.5 size-5 shrink-0 text-primary";
  return (
    <Section id="contact" title={t("contact.title")} intro={t("contact.intro")} asPage={asPage}>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <H className="text-xl font-semibold">{t("contact.details")}</H>
          <ul className="mt-4 space-y-5 text-sm">
            <li className={item}>
              <Icon of={MapPin} className={icon} />
              <div>
                <p className="font-semibold">{t("contact.address")}</p>
                <p className="text-muted-foreground">{t("contact.addressValue")}</p>
              </div>
            </li>
            <li className={item}>
              <Icon of={Mail} className={icon} />
              <div>
                <p className="font-semibold">{t("contact.email")}</p>
                <p>
                  <a
                    href={`mailto:${site.siteEmail}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {site.siteEmail}
                  </a>
                </p>
              </div>
            </li>
            <li className={item}>
              <Icon of={Phone} className={icon} />
              <div>
                <p className="font-semibold">{t("contact.phone")}</p>
                <p>
                  <a
                    href={`tel:${site.sitePhone.replace(/\s+/g, "")}`}
                    dir="ltr"
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {site.sitePhone}
                  </a>
                </p>
              </div>
            </li>
            <li className={item}>
              <Icon of={Clock} className={icon} />
              <div>
                <p className="font-semibold">{t("contact.hours")}</p>
                <p className="text-muted-foreground">{t("contact.hoursWeekdays")}</p>
                <p className="text-muted-foreground">{t("contact.hoursWeekend")}</p>
              </div>
            </li>
          </ul>
        </div>
        <div className="relative rounded-lg border bg-card p-6 shadow-sm sm:p-8">
          <ContactForm
            action={action}
            endpoint={site.contactEndpoint}
            result={result}
            asPage={asPage}
          />
        </div>
      </div>
    </Section>
  );
}
