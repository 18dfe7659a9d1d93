import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { LIST_PAGE_SIZES } from "#domain/list-query";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";
import { OptionSelect } from "./filters";
import type { PageSize } from "./use-list-params";

/** The pages linked around the current one: the first, the last, and two on each side. */
export function pageNumbers(page: number, count: number): (number | "gap")[] {
  const shown = new Set([1, count, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...shown].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const [index, n] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) out.push("gap");
    out.push(n);
  }
  return out;
}

const linkClass =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A list's pages as links (keyboard and new tab work as for any link): previous, numbers with
 * the current one marked, next; the range shown in words ('26–50 sur 312').
 */
export function Pagination({
  label,
  page,
  size,
  total,
  hrefOf,
}: {
  /** Names the navigation ('Pages des études de cas'). */
  label: string;
  page: number;
  size: number;
  total: number;
  hrefOf: (page: number) => string;
}) {
  const count = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0 ? "Aucune ligne" : `${first}–${last} sur ${total}`}
      </p>
      {count > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            {page > 1 ? (
              <Link to={hrefOf(page - 1)} className={linkClass} aria-label="Page précédente">
                <ChevronLeftIcon aria-hidden="true" className="size-4 rtl:rotate-180" />
                <span className="max-sm:sr-only">Précédente</span>
              </Link>
            ) : null}
          </li>
          {pageNumbers(page, count).map((n, index) =>
            n === "gap" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  to={hrefOf(n)}
                  className={cn(linkClass, n === page && "border border-input bg-accent")}
                  aria-label={`Page ${n}`}
                  aria-current={n === page ? "page" : undefined}
                >
                  {n}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < count ? (
              <Link to={hrefOf(page + 1)} className={linkClass} aria-label="Page suivante">
                <span className="max-sm:sr-only">Suivante</span>
                <ChevronRightIcon aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}

const PAGE_SIZE_OPTIONS = LIST_PAGE_SIZES.map((size) => [String(size), String(size)] as const);

/** 'Éléments par page': 25, 50 or 100. */
export function PageSizeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PageSize;
  onChange: (size: PageSize) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Éléments par page</Label>
      <OptionSelect
        id={id}
        className="w-28"
        value={String(value)}
        onChange={(size) => onChange(Number(size) as PageSize)}
        options={PAGE_SIZE_OPTIONS}
      />
    </div>
  );
}
