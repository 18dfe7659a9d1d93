import { useCallback, useRef } from "react";
import type { EntityDef } from "#domain/entities";
import { type ListParams, listSearchParams } from "#domain/list-query";
import type { AdminRow, DataSource } from "~/admin/lib/data-source";
import { ApiError } from "~/lib/api/client";
import { notify } from "./notify";
import { type FirstPage, usePage } from "./paged-list";

export type SaveResult =
  | { ok: true; row: AdminRow }
  | { ok: false; fields?: Record<string, string> };

/**
 * A management screen's rows, a page at a time (`params`: page, search, filters, order, as the
 * address holds them): read again whenever they change and after every write (a new row, an
 * edited, published, moved or deleted one), so the page shows what the server now holds. The
 * page shown stays while the next one loads; a failed load leaves the list empty with the
 * entity's load-failure toast. Toasts are the entity's own texts. `first`: the page the server
 * read with the document (firstPageLoader), shown at once.
 */
export function useEntityList(
  entity: EntityDef,
  source: DataSource,
  params: ListParams,
  options: { saveErrorTitle?: string; first?: FirstPage<AdminRow> | null } = {},
) {
  const { messages } = entity;
  const errorTitle = options.saveErrorTitle;
  const unexpectedError = messages.unexpectedError;
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const page = usePage(
    listSearchParams(params).toString(),
    () => sourceRef.current.page(params),
    () => notify.error(messages.loadError),
    options.first,
  );
  const { setPage, reload, loading } = page;
  const rowsRef = useRef<AdminRow[]>([]);
  rowsRef.current = page.rows;

  const save = useCallback(
    async (id: string | null, values: Record<string, unknown>): Promise<SaveResult> => {
      try {
        if (id === null) {
          const row = await sourceRef.current.create(values);
          reload();
          notify.success(messages.added);
          return { ok: true, row };
        }
        const row = await sourceRef.current.update(id, values);
        reload();
        notify.success(messages.updated);
        return { ok: true, row };
      } catch (error) {
        const fromServer = error instanceof ApiError;
        notify.error(
          !fromServer && unexpectedError
            ? unexpectedError
            : id === null
              ? messages.addError
              : messages.updateError,
          errorTitle,
        );
        return { ok: false, fields: fromServer ? error.fields : undefined };
      }
    },
    [messages, errorTitle, unexpectedError, reload],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await sourceRef.current.remove(id);
        reload();
        notify.success(messages.deleted);
        return true;
      } catch {
        notify.error(messages.deleteError);
        return false;
      }
    },
    [messages, reload],
  );

  /**
   * Publish or withdraw one row (the draft switch). Publishing is now: a publication still to come
   * is cleared with it (a row with one is a draft until then, and the API refuses both).
   */
  const setPublished = useCallback(
    async (id: string, published: boolean): Promise<boolean> => {
      try {
        const row = await sourceRef.current.update(
          id,
          published ? { published, publish_at: null } : { published },
        );
        setPage((current) => ({
          ...current,
          rows: current.rows.map((item) => (item.id === id ? row : item)),
        }));
        reload();
        notify.success(messages.updated);
        return true;
      } catch {
        notify.error(messages.updateError);
        return false;
      }
    },
    [messages, reload, setPage],
  );

  /**
   * Moves one row a place up (-1) or down (+1) in the public order. Offered only while the page
   * holds the whole list in that order (see EntityTable), so the page's rows are every row.
   */
  const move = useCallback(
    async (id: string, step: -1 | 1): Promise<boolean> => {
      const before = rowsRef.current;
      const from = before.findIndex((row) => row.id === id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= before.length) return false;
      const next = [...before];
      [next[from], next[to]] = [next[to] as AdminRow, next[from] as AdminRow];
      setPage((current) => ({ ...current, rows: next }));
      try {
        await sourceRef.current.reorder(next.map((row) => row.id));
        reload();
        return true;
      } catch {
        setPage((current) => ({ ...current, rows: before }));
        notify.error(messages.updateError);
        return false;
      }
    },
    [messages, reload, setPage],
  );

  return { rows: page.rows, total: page.total, loading, save, remove, setPublished, move, reload };
}

export type EntityList = ReturnType<typeof useEntityList>;
