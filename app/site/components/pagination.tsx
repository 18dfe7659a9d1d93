import { ChevronLeft, ChevronRight } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import { Link } from "~/site/components/links";
import { listPageHref } from "~/site/lib/site-content";
import { buttonClass } from "./classes";
import { Icon } from "./icon";

/**
 * The page numbers shown: every page up to seven; beyond, the first and the last, the current
 * one and its neighbours, and `null` for each run of pages left out (an ellipsis). `compact` (a
 * phone's row): every page up to four; beyond, the first, the current one and the last.
 */
export function pageWindow(page: number, pages: number, compact = false): (number | null)[] {
  if (pages <= (compact ? 4 : 7)) return Array.from({ length: pages }, (_, index) => index + 1);
  const near = new Set([1, pages, page]);
  if (!compact) {
    for (const n of [page - 1, page + 1]) near.add(n);
    if (page <= 3) for (const n of [2, 3, 4]) near.add(n);
    if (page >= pages - 2) for (const n of [pages - 3, pages - 2, pages - 1]) near.add(n);
  }
  const shown = [...near].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? [null, n] : [n]));
}

const ITEM = "h-10 min-w-10 rounded-md px-3";

/**
 * The pages of a public list: a navigation landmark of numbered links (the current one marked
 * `aria-current="page"`), previous and next; nothing when the list fits one page. Phones get the
 * compact row (one line at 320 px), wider screens the full one: the other is `display: none`, so
 * assistive technology reads one. The row follows the page's direction, so in Arabic 'previous'
 * is on the right and the numbers run right to left.
 */
export function Pagination({ path, page, pages }: { path: string; page: number; pages: number }) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  const row = (compact: boolean) => (
    <ul
      className={cn(
        "items-center justify-center",
        compact ? "flex gap-1 sm:hidden" : "hidden flex-wrap gap-2 sm:flex",
      )}
    >
      {page > 1 ? (
        <li>
          <Link
            to={listPageHref(path, page - 1)}
            rel="prev"
            className={cn(buttonClass("outline", "none"), ITEM)}
          >
            <Icon of={ChevronLeft} className="rtl:-scale-x-100" />
            <span className={compact ? "sr-only" : undefined}>{t("nav.previous")}</span>
          </Link>
        </li>
      ) : null}
      {pageWindow(page, pages, compact).map((n, index) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known by its place only
          <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </li>
        ) : (
          <li key={n}>
            <Link
              to={listPageHref(path, n)}
              aria-label={t("nav.page", { page: n })}
              aria-current={n === page ? "page" : undefined}
              className={cn(buttonClass(n === page ? "default" : "ghost", "none"), ITEM)}
            >
              {n}
            </Link>
          </li>
        ),
      )}
      {page < pages ? (
        <li>
          <Link
            to={listPageHref(path, page + 1)}
            rel="next"
            className={cn(buttonClass("outline", "none"), ITEM)}
          >
            <span className={compact ? "sr-only" : undefined}>{t("nav.next")}</span>
            <Icon of={ChevronRight} className="rtl:-scale-x-100" />
          </Link>
        </li>
      ) : null}
    </ul>
  );
  return (
    <nav aria-label={t("nav.pagination")} className="mt-12">
      {row(true)}
      {row(false)}
    </nav>
  );
}
