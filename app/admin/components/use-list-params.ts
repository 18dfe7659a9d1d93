import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  formatOrder,
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  type ListOrder,
  parseOrder,
} from "#domain/list-query";

export type PageSize = (typeof LIST_PAGE_SIZES)[number];

export interface ListUrlState<Filter extends string> {
  /** From 1. */
  page: number;
  size: PageSize;
  /** The search as typed (trimmed), '' for none. */
  q: string;
  order: ListOrder | undefined;
  /** Each filter's value, '' when the URL names none. */
  filters: Record<Filter, string>;
}

/**
 * A list's state as an address's search params hold it: a missing or unknown value is the
 * default (page 1, 25 rows, no search, the list's own order, no filter). The screen and the
 * server's first page (rendered with the document) read the address alike.
 */
export function readListUrl<Filter extends string>(
  search: URLSearchParams,
  filterKeys: readonly Filter[],
): ListUrlState<Filter> {
  const page = Number(search.get("page"));
  const size = Number(search.get("size"));
  const filters = {} as Record<Filter, string>;
  for (const key of filterKeys) filters[key] = search.get(key) ?? "";
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (LIST_PAGE_SIZES as readonly number[]).includes(size)
      ? (size as PageSize)
      : LIST_PAGE_SIZE,
    q: (search.get("q") ?? "").trim(),
    order: parseOrder(search.get("order") ?? ""),
    filters,
  };
}

/** The first row's place in the list (from 0) of a list's state. */
export const offsetOf = (params: Pick<ListUrlState<string>, "page" | "size">) =>
  (params.page - 1) * params.size;

/**
 * A list's page, page size, search, sort and filters, kept in the address's search params so a
 * reload or a shared link shows the same page and back/forward walks through the pages seen.
 * Changing anything but the page goes back to page 1; the search replaces the current history
 * entry (typing is not a step back), every other change adds one.
 */
export function useListParams<Filter extends string>(filterKeys: readonly Filter[]) {
  const [search, setSearch] = useSearchParams();
  const keys = filterKeys.join(",");

  const params = useMemo(
    () => readListUrl(search, keys.split(",").filter(Boolean) as Filter[]),
    [search, keys],
  );

  /** Sets (or, with '' / undefined, removes) params; page 1 unless `page` is among them. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, options: { replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (!("page" in changes)) next.delete("page");
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "" || (key === "page" && value === 1)) {
              next.delete(key);
            } else {
              next.set(key, String(value));
            }
          }
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearch],
  );

  /** The address of another page of this list (a link keeps every other param). */
  const hrefOf = useCallback(
    (page: number) => {
      const next = new URLSearchParams(search);
      if (page <= 1) next.delete("page");
      else next.set("page", String(page));
      const text = next.toString();
      return text ? `?${text}` : "?";
    },
    [search],
  );

  return {
    params,
    offset: offsetOf(params),
    hrefOf,
    setPage: (page: number) => update({ page }),
    setSize: (size: PageSize) => update({ size: size === LIST_PAGE_SIZE ? undefined : size }),
    setQuery: (q: string) => update({ q: q.trim() }, { replace: true }),
    setOrder: (order: ListOrder | undefined) =>
      update({ order: order ? formatOrder(order) : undefined }),
    setFilter: (key: Filter, value: string) => update({ [key]: value }),
    /** Several filters at once (a submitted form), back to page 1. */
    setFilters: (values: Partial<Record<Filter, string>>) => update(values),
  };
}

export type ListState<Filter extends string> = ReturnType<typeof useListParams<Filter>>;
