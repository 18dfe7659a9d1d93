import type { ReactNode } from "react";
import { directionOf, type Language } from "#domain/languages";
import { TRANSLATION_STATE_LABELS, type TranslationState } from "~/admin/lib/field-edit";
import { LANGUAGE_LABELS } from "~/admin/lib/labels";
import { Badge } from "~/components/ui/badge";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

export interface LanguageColumn {
  language: Language;
  value: string;
  /** Shown, not written: a language the member does not write. */
  readOnly: boolean;
  error?: string;
  /** The translation's state, where the server tells it. */
  state?: TranslationState;
  /** The translation's state with what may be done about it, in place of `state`'s badge. */
  status?: ReactNode;
  /** A line under the field (the default a site text falls back to). */
  hint?: ReactNode;
}

/**
 * One text in its languages side by side (stacked on a phone): each with its name, its
 * translation state where known, its direction (Arabic right to left), its error, and 'Lecture
 * seule' where the member does not write it.
 */
export function LanguageColumns({
  idPrefix,
  columns,
  autoFocus,
  onChange,
}: {
  idPrefix: string;
  columns: LanguageColumn[];
  /** The language read on the page: its field takes the focus when the member writes it. */
  autoFocus?: Language;
  onChange: (language: Language, value: string) => void;
}) {
  const focused =
    columns.find((column) => column.language === autoFocus && !column.readOnly) ??
    columns.find((column) => !column.readOnly);
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-4">
      {columns.map((column) => {
        const id = `${idPrefix}-${column.language}`;
        const described = [column.hint ? `${id}-hint` : "", column.error ? `${id}-error` : ""]
          .filter(Boolean)
          .join(" ");
        return (
          <div key={column.language} className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor={id}>{LANGUAGE_LABELS[column.language]}</Label>
              {column.state ? (
                <Badge variant={column.state === "current" ? "outline" : "secondary"}>
                  {TRANSLATION_STATE_LABELS[column.state]}
                </Badge>
              ) : null}
              {column.readOnly ? <Badge variant="outline">Lecture seule</Badge> : null}
            </div>
            {column.status}
            <Textarea
              id={id}
              lang={column.language}
              dir={directionOf(column.language)}
              rows={Math.min(8, Math.max(3, Math.ceil(column.value.length / 40)))}
              value={column.value}
              readOnly={column.readOnly || undefined}
              autoFocus={column === focused}
              aria-invalid={column.error ? true : undefined}
              aria-describedby={described || undefined}
              onChange={(event) => onChange(column.language, event.target.value)}
            />
            {column.hint ? (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {column.hint}
              </p>
            ) : null}
            {column.error ? (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {column.error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
