import { EyeIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import type { Language } from "#domain/languages";
import { previewScreenUrl, textTarget } from "#domain/preview";
import { CASE_PATH_SEGMENT, siteTextPlace } from "#domain/site-text-places";
import { contentRows } from "~/admin/lib/data-source";
import type { SiteTextKey } from "~/admin/lib/site-texts";
import { buttonVariants } from "~/components/ui/button";

/**
 * The address of a case study's page, for the texts only such a page shows: the first case
 * study of the list (drafts too, which the preview shows); null while unknown or when there is
 * none.
 */
export function useCasePath(enabled: boolean): string | null {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    contentRows
      .newest("case_studies", 1)
      .then(([row]) => {
        if (!cancelled && typeof row?.slug === "string") setPath(`/cases/${row.slug}`);
      })
      .catch(() => {}); // its texts then say no page shows them
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return path;
}

/**
 * One site text's frame in 'Textes du site': its page's and section's headings when they differ
 * from the text before it, then the text titled by its French words (its key below, for those
 * who know it) with 'Voir sur la page', or 'N’apparaît sur aucune page' and where visitors meet
 * it instead.
 */
export function SiteTextHeading({
  entry,
  previous,
  previewLanguage,
  casePath,
  children,
}: {
  entry: SiteTextKey;
  previous: SiteTextKey["key"] | undefined;
  previewLanguage: Language;
  casePath: string | null;
  children: ReactNode;
}) {
  const place = siteTextPlace(entry.key);
  const before = previous ? siteTextPlace(previous) : undefined;
  const newPage = before?.page !== place.page;
  const path = place.path?.includes(CASE_PATH_SEGMENT) ? casePath : place.path;
  return (
    <>
      {newPage ? <h3 className="mt-2 text-lg font-semibold">{place.page}</h3> : null}
      {newPage || before?.section !== place.section ? (
        <h4 className="text-base font-medium text-muted-foreground">{place.section}</h4>
      ) : null}
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border p-4">
        <legend className="flex min-w-0 flex-col gap-1 px-1">
          {/* Two lines at most, cut with an ellipsis and whole on hover (the French field below
              shows it whole too). */}
          <span
            lang="fr"
            className="font-semibold wrap-anywhere text-ellipsis line-clamp-2"
            title={entry.defaults.fr}
          >
            {entry.defaults.fr}
          </span>
          <code className="font-mono text-xs text-muted-foreground break-all">{entry.key}</code>
        </legend>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {path ? (
            <Link
              className={buttonVariants({ variant: "outline", size: "sm" })}
              to={previewScreenUrl(path, previewLanguage, textTarget(entry.key))}
            >
              <EyeIcon aria-hidden="true" />
              Voir sur la page
            </Link>
          ) : (
            <>
              <span className="font-medium">N’apparaît sur aucune page</span>
              <span className="text-muted-foreground">{place.note}</span>
            </>
          )}
        </div>
        {children}
      </fieldset>
    </>
  );
}
