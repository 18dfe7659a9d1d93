import { ExternalLink, FileText } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { badgeClass, buttonClass } from "~/site/components/classes";
import { Icon } from "~/site/components/icon";
import { fieldLang } from "~/site/components/localized";
import { NotFoundPage } from "~/site/components/not-found-page";
import { Pagination } from "~/site/components/pagination";
import { Picture } from "~/site/components/picture";
import { Section } from "~/site/components/section";
import type { PublicRow } from "~/site/lib/site-content";
import { loadListPage } from "~/site/lib/site-content.server";
import { listPageMeta } from "~/site/lib/site-meta";
import type { Route } from "./+types/demos";

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  listPageMeta(matches, "demos", "/demos", loaderData, location.pathname);

/**
 * The published demos, twelve a page (`?page=N`), in the public order (position, then newest),
 * in the page's language (French where a demo has no translation), rendered on the server from
 * the database; a page the list does not have is the 404 page. A failed load says 'Impossible de
 * charger les démonstrations' and shows an empty list, with a 503.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadListPage(context, request, "demos");
}

type PublicDemo = PublicRow<"demos">;

function DemoMedia({ demo }: { demo: PublicDemo }) {
  const { t } = useI18n();
  if (demo.type === "video") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the demos are uploaded without captions
      <video
        controls
        playsInline
        preload="metadata"
        src={demo.media_url}
        width={640}
        height={360}
        className="aspect-video w-full bg-black"
      >
        {t("demos.videoUnsupported")}
      </video>
    );
  }
  if (demo.type === "image") {
    return (
      <Picture
        src={demo.media_url}
        alt={demo.title}
        width={640}
        height={360}
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full bg-muted object-cover"
      />
    );
  }
  // For pdf and lien, a panel with a button opening the URL in a new tab, without opener
  // or referrer.
  const glyph = demo.type === "pdf" ? FileText : ExternalLink;
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-4 bg-muted">
      <Icon of={glyph} className="size-10 text-primary" />
      <a href={demo.media_url} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
        {demo.type === "pdf" ? t("demos.openPdf") : t("demos.openLink")}
        <span className="sr-only"> {t("demos.newTab")}</span>
      </a>
    </div>
  );
}

/** Heading and a grid of cards (title, type badge, description), or the empty state; its pages. */
export default function DemosPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { found, rows: demos, failed: loadError, page, pages } = loaderData;
  if (!found) return <NotFoundPage />;
  return (
    <Section title={t("demos.title")} intro={t("demos.intro")} asPage>
      {loadError ? (
        <p
          role="alert"
          className="mb-6 rounded-md border border-destructive/50 p-4 text-destructive"
        >
          {t("demos.loadError")}
        </p>
      ) : null}
      {demos.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          {t("demos.empty")}
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {demos.map((demo) => (
            <li key={demo.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm">
                <DemoMedia demo={demo} />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <div className="flex items-start justify-between gap-3">
                    <h2 className="text-lg font-semibold" {...fieldLang(demo, "title", language)}>
                      {demo.title}
                    </h2>
                    <span className={badgeClass("secondary")}>{t(`demos.type.${demo.type}`)}</span>
                  </div>
                  {demo.description ? (
                    <p
                      className="text-sm text-muted-foreground"
                      {...fieldLang(demo, "description", language)}
                    >
                      {demo.description}
                    </p>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination path="/demos" page={page} pages={pages} />
    </Section>
  );
}
