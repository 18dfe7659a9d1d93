import { FlaskConical } from "lucide-react";
import type { ResearchStatus } from "#domain/entities";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import type { PublicRow } from "~/site/lib/site-content";
import { Icon } from "../icon";
import { fieldLang } from "../localized";
import { Section } from "../section";
import { subHeading } from "./headings";

/** Public research badges, En cours green, Planifié blue, Complété purple. */
const STATUS_CLASSES: Record<ResearchStatus, string> = {
  ongoing: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  planned: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  completed: "bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-200",
};

/**
 * Research (labelled R&D): the published projects from the database, in the public order, each
 * with its status badge and, when it has one, its partner ('Partenaire : …'). A field without a
 * translation is shown in French, marked as such.
 */
export function ResearchSection({
  projects,
  asPage = false,
  children,
}: {
  projects: PublicRow<"research">[];
  asPage?: boolean;
  /** Shown under the list (a page's numbered links). */
  children?: React.ReactNode;
}) {
  const { t, language } = useI18n();
  const H = subHeading(asPage);
  // The partner sits inside the sentence, in its own element (it may be French on another page).
  const [beforePartner, afterPartner = ""] = t("research.partner").split("{partner}");
  return (
    <Section
      id="research"
      title={t("research.title")}
      intro={t("research.intro")}
      asPage={asPage}
      className="bg-muted/40"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {projects.map((project) => (
          <li key={project.id} className="rounded-lg border bg-card p-6 shadow-sm">
            <div className="flex items-start justify-between gap-4">
              <Icon of={FlaskConical} className="size-6 shrink-0 text-primary" />
              <span
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                  STATUS_CLASSES[project.status],
                )}
              >
                {t(`research.status.${project.status}`)}
              </span>
            </div>
            <H className="mt-4 text-xl font-semibold" {...fieldLang(project, "title", language)}>
              {project.title}
            </H>
            <p
              className="mt-2 text-sm text-muted-foreground"
              {...fieldLang(project, "description", language)}
            >
              {project.description}
            </p>
            {project.partner ? (
              <p className="mt-4 text-sm font-medium">
                {beforePartner}
                <span {...fieldLang(project, "partner", language)}>{project.partner}</span>
                {afterPartner}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {children}
    </Section>
  );
}
