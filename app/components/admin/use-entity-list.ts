import { useCallback, useEffect, useRef, useState } from "react";
import type { EntityDef } from "#domain/entities";
import type { AdminRow, DataSource } from "~/lib/admin/data-source";
import { ApiError } from "~/lib/api/client";
import { notify } from "./notify";

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
  const [rows, setRows] = useState<AdminRow[]>([]);
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
  }, [messages.loadError]);

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
    [messages, errorTitle, unexpectedError],
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
    [messages],
  );

  return { rows, loading, save, remove };
}
