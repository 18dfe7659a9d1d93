import { useEffect, useRef, useState } from "react";
import type { EntityDef, EntityName } from "#domain/entities";
import type { Language } from "#domain/languages";
import { type AdminRow, contentRows } from "~/admin/lib/data-source";

/**
 * One row of a table, read as staff read it (drafts, translations and their states);
 * `onLoad` is told each row read.
 */
export function useRow(table: string, id: string, onLoad: (row: AdminRow) => void = () => {}) {
  const [row, setRow] = useState<AdminRow | null | "failed">(null);
  const loaded = useRef(onLoad);
  loaded.current = onLoad;
  useEffect(() => {
    let cancelled = false;
    setRow(null);
    contentRows
      .read(table, id)
      .then((answer) => {
        if (cancelled) return;
        setRow(answer);
        loaded.current(answer);
      })
      .catch(() => {
        if (!cancelled) setRow("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [table, id]);
  return [row, setRow] as const;
}

/** A row's name as its screen shows it (its title), for the editor's heading. */
export function rowName(entity: EntityDef, row: AdminRow): string {
  const value = row[entity.screen?.nameField ?? "title"];
  return typeof value === "string" && value ? value : entity.label;
}

/** What an editor of one field of a row is given. */
export interface RowFieldProps {
  table: EntityName;
  id: string;
  field: string;
  /** The language the page is read in: its field takes the focus. */
  lang: Language;
  /** After each save: the preview shows the saved text. */
  onSaved: () => void;
}
