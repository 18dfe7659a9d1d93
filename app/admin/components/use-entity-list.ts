import { useCallback, useEffect, useRef, useState } from "react";
import type { EntityDef } from "#domain/entities";
import type { AdminRow, DataSource } from "~/admin/lib/data-source";
import { ApiError } from "~/lib/api/client";
import { notify } from "./notify";

const positionOf = (row: AdminRow) => (typeof row.position === "number" ? row.position : 0);

/** Position ascending, then newest first. */
function publicOrder(a: AdminRow, b: AdminRow): number {
  return (
    positionOf(a) - positionOf(b) ||
    b.created_at.localeCompare(a.created_at) ||
    b.id.localeCompare(a.id)
  );
}

export type SaveResult =
  | { ok: true; row: AdminRow }
  | { ok: false; fields?: Record<string, string> };

/**
 * A management screen's rows (Lists): loaded once on mount, newest first; a new row goes
 * first, an edited one is replaced in place, a deleted one removed; a failed load leaves the
 * list empty with the entity's load-failure toast and is not retried. Toasts are the entity's
 * own texts.
 */
export function useEntityList(
  entity: EntityDef,
  source: DataSource,
  options: { saveErrorTitle?: string } = {},
) {
  const [rows, setRowsState] = useState<AdminRow[]>([]);
  const rowsRef = useRef<AdminRow[]>([]);
  // Shown to visitors: the list is in the public order (position, then newest), so that moving a
  // row up or down here is moving it on the site.
  const inOrder = useCallback(
    (list: AdminRow[]) => (entity.publication ? [...list].sort(publicOrder) : list),
    [entity.publication],
  );
  const setRows = useCallback(
    (next: AdminRow[] | ((current: AdminRow[]) => AdminRow[])) => {
      setRowsState((current) => {
        const value = inOrder(typeof next === "function" ? next(current) : next);
        rowsRef.current = value;
        return value;
      });
    },
    [inOrder],
  );
  const [loading, setLoading] = useState(true);
  const { messages } = entity;
  const errorTitle = options.saveErrorTitle;
  const unexpectedError = messages.unexpectedError;
  const sourceRef = useRef(source);
  sourceRef.current = source;

  useEffect(() => {
    let cancelled = false;
    sourceRef.current
      .list()
      .then((list) => {
        if (!cancelled) setRows(list);
      })
      .catch(() => {
        if (cancelled) return;
        setRows([]);
        notify.error(messages.loadError);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [messages.loadError, setRows]);

  const save = useCallback(
    async (id: string | null, values: Record<string, unknown>): Promise<SaveResult> => {
      try {
        if (id === null) {
          const row = await sourceRef.current.create(values);
          setRows((current) => [row, ...current]);
          notify.success(messages.added);
          return { ok: true, row };
        }
        const row = await sourceRef.current.update(id, values);
        setRows((current) => current.map((item) => (item.id === id ? row : item)));
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
    [messages, errorTitle, unexpectedError, setRows],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await sourceRef.current.remove(id);
        setRows((current) => current.filter((item) => item.id !== id));
        notify.success(messages.deleted);
        return true;
      } catch {
        notify.error(messages.deleteError);
        return false;
      }
    },
    [messages, setRows],
  );

  /** Publish or withdraw one row (the draft switch). */
  const setPublished = useCallback(
    async (id: string, published: boolean): Promise<boolean> => {
      try {
        const row = await sourceRef.current.update(id, { published });
        setRows((current) => current.map((item) => (item.id === id ? row : item)));
        notify.success(messages.updated);
        return true;
      } catch {
        notify.error(messages.updateError);
        return false;
      }
    },
    [messages, setRows],
  );

  /** Moves one row a place up (-1) or down (+1) in the public order. */
  const move = useCallback(
    async (id: string, step: -1 | 1): Promise<boolean> => {
      const before = rowsRef.current;
      const from = before.findIndex((row) => row.id === id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= before.length) return false;
      const next = [...before];
      [next[from], next[to]] = [next[to] as AdminRow, next[from] as AdminRow];
      setRows(next.map((row, position) => ({ ...row, position })));
      try {
        await sourceRef.current.reorder(next.map((row) => row.id));
        return true;
      } catch {
        setRows(before);
        notify.error(messages.updateError);
        return false;
      }
    },
    [messages, setRows],
  );

  return { rows, loading, save, remove, setPublished, move };
}

export type EntityList = ReturnType<typeof useEntityList>;
