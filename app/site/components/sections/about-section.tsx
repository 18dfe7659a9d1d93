import { useI18n } from "~/i18n/i18n-provider";
import { Link } from "~/site/components/links";
import { buttonClass } from "../classes";
import { Section } from "../section";
import { subHeading } from "./headings";

const VALUES = ["innovation", "ethics", "inclusion"] as const;

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/**
 * About: mission; values (innovation, ethics, inclusion); the guarantee; two founders
 * titled CEO and CTO, their names from configuration.
 */
export function AboutSection({
  founders,
  asPage = false,
}: {
  founders: { ceo: string; cto: string };
  asPage?: boolean;
}) {
  const { t } = useI18n();
  const H = subHeading(asPage);
  const H2 = subHeading(asPage, 1);
  return (
    <Section
      id="about"
      title={t("about.title")}
      intro={t("about.intro")}
      asPage={asPage}
      className="bg-muted/40"
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <H className="text-2xl font-semibold">{t("about.mission.title")}</H>
          <p className="mt-3 text-muted-foreground">{t("about.mission.text")}</p>
          <H className="mt-8 text-2xl font-semibold">{t("about.advantage.title")}</H>
          <p className="mt-3 text-muted-foreground">{t("about.advantage.text")}</p>
          {asPage ? null : (
            <Link to="/contact" className={`${buttonClass()} mt-8`}>
              {t("contact.cta")}
            </Link>
          )}
        </div>
        <div>
          <H className="text-2xl font-semibold">{t("about.values.title")}</H>
          <ul className="mt-4 grid gap-4">
            {VALUES.map((value) => (
              <li key={value} className="rounded-lg border bg-card p-5 shadow-sm">
                <H2 className="font-semibold">{t(`about.values.${value}.title`)}</H2>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`about.values.${value}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <H className="mt-14 text-2xl font-semibold">{t("about.founders.title")}</H>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {(["ceo", "cto"] as const).map((role) => (
          <li key={role} className="flex items-start gap-4 rounded-lg border bg-card p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {initials(founders[role])}
            </span>
            <div>
              <H2 className="font-semibold">{founders[role]}</H2>
              <p className="text-sm font-semibold text-primary">{t(`about.founders.${role}`)}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {t(`about.founders.${role}Role`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
