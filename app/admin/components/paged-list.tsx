import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { ListPage } from "~/admin/lib/data-source";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { FoldedFilters } from "./filters";
import { PageSizeSelect, Pagination } from "./pagination";
import type { ListState } from "./use-list-params";

/** A page already read for a query (`key`), by the server with the document. */
export interface FirstPage<T> {
  key: string;
  page: ListPage<T>;
}

/**
 * A screen's `shouldRevalidate` where the server reads the first page with the route: the page
 * comes with the document and with the one data request of a client navigation into the screen
 * (beside the layout's guard), and is not read again while the screen stays (its other pages and
 * its reads after a write are the screen's own, from the API).
 */
export const keepFirstPage = () => false;

/**
 * One page of a list, read again whenever `key` (its query in one string) changes and on
 * `reload()` (after a write). The page shown stays while the next one loads; `loading` is true
 * from the very render in which `key` changes until its rows are in, so nothing drawn beside the
 * rows (the range, the current page) runs ahead of them. A failed read leaves an empty page,
 * `failed` set and `onError` called. A `first` page answering the same query is shown from the
 * first render (in the server's HTML) and not read again.
 */
export function usePage<T>(
  key: string,
  read: () => Promise<ListPage<T>>,
  onError?: () => void,
  first?: FirstPage<T> | null,
) {
  const served = first?.key === key ? first.page : undefined;
  const [page, setPage] = useState<ListPage<T>>(served ?? { rows: [], total: 0 });
  /** The query (and reload) the page shown answers; `undefined` before the first answer. */
  const [answered, setAnswered] = useState(served && `0:${key}`);
  /** The query the server's page answers, until the first read it spares. */
  const servedRef = useRef(answered);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const asked = `${version}:${key}`;

  useEffect(() => {
    if (servedRef.current !== undefined) {
      const spared = servedRef.current === asked;
      servedRef.current = undefined;
      if (spared) return;
    }
    let cancelled = false;
    readRef
      .current()
      .then((next) => {
        if (cancelled) return;
        setPage(next);
        setFailed(false);
      })
      .catch(() => {
        if (cancelled) return;
        setPage({ rows: [], total: 0 });
        setFailed(true);
        onErrorRef.current?.();
      })
      .finally(() => {
        if (!cancelled) setAnswered(asked);
      });
    return () => {
      cancelled = true;
    };
  }, [asked]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { ...page, setPage, loading: answered !== asked, failed, reload };
}

/**
 * A list read a page at a time: its title with the total, its search and filters, the rows (a
 * spinner until the first page comes; the page shown stays, marked busy, while another loads),
 * and the pages with the page size. A page past the last (rows deleted meanwhile, an old link)
 * goes to the last one.
 */
export function PagedList<Filter extends string>({
  id,
  heading,
  toolbar,
  list,
  total,
  loading,
  failed = false,
  failedText,
  emptyText,
  navLabel,
  children,
}: {
  /** Prefix of the list's element ids. */
  id: string;
  /** The title, with the total of the rows that match. */
  heading: string;
  toolbar?: ReactNode;
  list: ListState<Filter>;
  total: number;
  loading: boolean;
  failed?: boolean;
  failedText?: string;
  /** Said when nothing matches. */
  emptyText: string;
  /** Names the page links ('Pages des études de cas'). */
  navLabel: string;
  children: ReactNode;
}) {
  // The page and size of the rows on screen: while another page loads, the range and the current
  // page stay those of the rows shown.
  const [shown, setShown] = useState(list.params);
  if (!loading && shown !== list.params) setShown(list.params);
  const { page, size } = loading ? shown : list.params;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const past = !loading && !failed && page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (past) setPage(lastPage);
  }, [past, lastPage, setPage]);

  const firstLoad = loading && total === 0;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold leading-tight" aria-live="polite">
          {heading}
        </h2>
        {toolbar ? (
          <FoldedFilters
            id={`${id}-filters`}
            active={
              [list.params.q, ...Object.values<string>(list.params.filters)].filter(Boolean).length
            }
          >
            <search
              aria-label="Filtres de la liste"
              className="flex flex-wrap items-end gap-4 [&>*]:min-w-0 max-sm:[&>*]:w-full"
            >
              {toolbar}
              <PageSizeSelect id={`${id}-size`} value={list.params.size} onChange={list.setSize} />
            </search>
          </FoldedFilters>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4" aria-busy={loading || undefined}>
        {failed ? (
          <p role="alert">{failedText}</p>
        ) : firstLoad ? (
          <Spinner label="Chargement..." />
        ) : total === 0 || past ? (
          <p className="py-8 text-center text-muted-foreground">{emptyText}</p>
        ) : (
          children
        )}
        {failed ? null : (
          <Pagination label={navLabel} page={page} size={size} total={total} hrefOf={list.hrefOf} />
        )}
      </CardContent>
    </Card>
  );
}
