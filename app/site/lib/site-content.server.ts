import { data, redirect } from "react-router";
import { entities } from "#domain/entities";
import { slugify } from "#domain/fields";
import type { Language } from "#domain/languages";
import { languageOf } from "#domain/preferences";
import type { PreviewViewer } from "#domain/preview";
import { resolveRow } from "#domain/translations";
import { machineReading } from "#server/content/list-cache.server";
import {
  listPageOf,
  type PagedList,
  pageCount,
  readPublicPage,
} from "#server/content/public-lists.server";
import { listRows } from "#server/content/rows.server";
import { isDatabaseUnavailable } from "#server/db/availability.server";
import type { AppServices } from "#server/spine/context";
import { markShown, type PublicRow, pickShown, type Shown } from "./site-content";

/**
 * The published rows (in a preview, every row) of the tables a public page shows, in the public order and the page's
 * language (French where a translation is missing, named in `fallback`). A database failure gives
 * empty lists and `failed`: the page answers 503, so neither the page cache nor a crawler keeps
 * it.
 */
export async function loadPublicContent<const N extends Shown>(
  context: PageContext,
  request: Request,
  names: readonly N[],
  /** Paged lists of which the page shows only the start: their first page is read, not all. */
  firstPageOf: readonly PagedList[] = [],
): Promise<{ content: { [K in N]: PublicRow<K>[] }; failed: boolean }> {
  const language = languageOf(request).language;
  const drafts = Boolean(context.preview);
  try {
    const lists = await Promise.all(
      names.map((name) =>
        (firstPageOf as readonly string[]).includes(name)
          ? readPublicPage(context.deps, name as PagedList, 1, { drafts }).then((page) => page.rows)
          : listRows(context.deps, name, { drafts, order: "public" }),
      ),
    );
    const content = Object.fromEntries(
      names.map((name, index) => [name, shownRows(context, name, lists[index] ?? [], language)]),
    );
    return { content: content as { [K in N]: PublicRow<K>[] }, failed: false };
  } catch (error) {
    loadFailed(context, names, error);
    const empty = Object.fromEntries(names.map((name) => [name, []]));
    return { content: empty as unknown as { [K in N]: PublicRow<K>[] }, failed: true };
  }
}

/** One page of a public list as its route renders it; `found: false` is the 404 page. */
export interface ListPageData<N extends PagedList> {
  found: boolean;
  rows: PublicRow<N>[];
  /** The page shown (1 without `?page=`) and how many the list has. */
  page: number;
  pages: number;
  failed: boolean;
}

/**
 * The loader of a paged public list (/cases, /research, /demos): the page `?page=` names, read a
 * page at a time. `?page=1` answers 301 to the bare path (its one spelling, other parameters
 * kept); a page that is not a number of the list (empty, not a number, 0, past the last) is the
 * site's 404 page. A database failure shows an empty page 1 with a 503, as the other pages do.
 */
export async function loadListPage<N extends PagedList>(
  context: PageContext,
  request: Request,
  name: N,
) {
  const url = new URL(request.url);
  const page = listPageOf(url.searchParams);
  if (page === "first") {
    url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`, 301);
  }
  const missing = (): ReturnType<typeof data<ListPageData<N>>> => {
    context.deps.logger.info("not_found", { path: url.pathname });
    return data({ found: false, rows: [], page: 1, pages: 1, failed: false }, { status: 404 });
  };
  if (page === null) return missing();
  const language = languageOf(request).language;
  try {
    const drafts = Boolean(context.preview);
    const { rows, total } = await readPublicPage(context.deps, name, page, { drafts });
    const pages = pageCount(total);
    if (page > pages) return missing();
    const shown = shownRows(context, name, rows, language) as PublicRow<N>[];
    return data<ListPageData<N>>({ found: true, rows: shown, page, pages, failed: false });
  } catch (error) {
    loadFailed(context, [name], error);
    return data<ListPageData<N>>(
      { found: true, rows: [], page: 1, pages: 1, failed: true },
      { status: 503 },
    );
  }
}

/**
 * A row as visitors read it in `language`: French where a translation is missing, or is the
 * model's and not yet approved (unless MACHINE_TRANSLATIONS_PUBLIC=true).
 */
export function visitorRow<R extends Record<string, unknown>>(
  deps: Pick<AppServices, "config">,
  name: Shown,
  row: R,
  language: Language,
) {
  return resolveRow(entities[name].fields, row, language, { machine: machineReading(deps.config) });
}

/**
 * Rows as a public page receives them: the fields it shows, in its language; in a preview, their
 * texts wrapped with the field they come from.
 */
function shownRows(
  context: PageContext,
  name: Shown,
  rows: Record<string, unknown>[],
  language: Language,
) {
  return rows.map((row) => {
    const shown = pickShown(name, visitorRow(context.deps, name, row, language));
    return { ...(context.preview ? markShown(name, shown) : shown), ...derived(name, row) };
  });
}

/** What a page's loader passes on of its load context. */
type PageContext = { deps: AppServices; preview?: PreviewViewer };

/** The database being down is logged once, where it is seen (db.unavailable), not per page. */
function loadFailed(context: { deps: AppServices }, tables: readonly string[], error: unknown) {
  if (!isDatabaseUnavailable(error))
    context.deps.logger.error("content.load_failed", { tables, error });
}

/** Values a page derives from the French row: a service's kind (its icon and anchor). */
function derived(name: Shown, row: Record<string, unknown>) {
  if (name !== "services") return {};
  return { kind: slugify(typeof row.category === "string" ? row.category : "") };
}
