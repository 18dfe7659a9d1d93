import { ArrowDownIcon, ArrowUpIcon, CalendarClockIcon } from "lucide-react";
import type { EntityDef } from "#domain/entities";
import { LANGUAGES, type Language } from "#domain/languages";
import {
  fromZonedInput,
  isToCome,
  SCHEDULE_COLUMNS,
  SCHEDULE_LABELS,
  scheduleBadge,
  zoneNote,
} from "#domain/schedule";
import { completeLanguages, translatableFields } from "#domain/translations";
import type { AdminRow } from "~/admin/lib/data-source";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { useAdminContext } from "./admin-context";
import { FieldShell } from "./field-shell";
import type { EntityFormState } from "./use-entity-form";

const LANGUAGE_WORDS: Record<Language, string> = { fr: "français", en: "anglais", ar: "arabe" };

/** FR EN AR: filled for each complete language, grey and struck through for a missing one. */
export function LanguageBadges({ entity, row }: { entity: EntityDef; row: AdminRow }) {
  if (translatableFields(entity.fields).length === 0) return null;
  const complete = completeLanguages(entity.fields, row);
  return (
    <ul className="flex gap-1" aria-label="Langues">
      {LANGUAGES.map((lang) => (
        <li
          key={lang}
          className={cn(
            "rounded px-1.5 py-0.5 text-xs font-semibold",
            complete[lang]
              ? "bg-primary text-primary-foreground"
              : "bg-muted text-muted-foreground line-through",
          )}
        >
          <span aria-hidden="true">{lang.toUpperCase()}</span>
          <span className="sr-only">
            {complete[lang]
              ? `${LANGUAGE_WORDS[lang]} complet`
              : `${LANGUAGE_WORDS[lang]} : traduction manquante`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 'Publié' / 'Brouillon': a switch that publishes or withdraws the row. */
export function PublishedSwitch({
  row,
  name,
  onChange,
}: {
  row: AdminRow;
  name: string;
  onChange: (published: boolean) => void;
}) {
  const published = row.published !== false;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={published}
      aria-label={`Publié : ${name}`}
      onClick={() => onChange(!published)}
      className="inline-flex min-h-9 items-center gap-2 rounded-md px-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span
        aria-hidden="true"
        className={cn(
          "relative inline-flex h-5 w-9 shrink-0 rounded-full border-2 border-transparent transition-colors",
          published ? "bg-primary" : "bg-input",
        )}
      >
        <span
          className={cn(
            "block size-4 rounded-full bg-background shadow transition-transform",
            published ? "translate-x-4 rtl:-translate-x-4" : "translate-x-0",
          )}
        />
      </span>
      <span className={published ? undefined : "font-semibold"}>
        {published ? "Publié" : "Brouillon"}
      </span>
    </button>
  );
}

/**
 * 'Programmé le 27 novembre 2026 à 09:00' (a draft's publication to come) or 'Dépublication le …'
 * (a published row's withdrawal to come), in French and in the site's time zone; nothing when
 * the row has no time set.
 */
export function ScheduleBadge({ row }: { row: Record<string, unknown> }) {
  const text = scheduleBadge(row, useAdminContext().siteTimeZone);
  if (!text) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-primary/40 px-2 py-0.5 text-xs font-medium">
      <CalendarClockIcon aria-hidden="true" className="size-3.5 shrink-0" />
      {text}
    </span>
  );
}

/**
 * A row's publication: the switch for a member who may publish, its state in words otherwise
 * (without `onChange`); beside it, its scheduled publication or withdrawal.
 */
export function PublicationCell({
  row,
  name,
  onChange,
}: {
  row: AdminRow;
  name: string;
  onChange?: (published: boolean) => void;
}) {
  const published = row.published !== false;
  return (
    <div className="flex flex-col items-start gap-1">
      {onChange ? (
        <PublishedSwitch row={row} name={name} onChange={onChange} />
      ) : (
        <span className={cn("text-sm", published ? undefined : "font-semibold")}>
          {published ? "Publié" : "Brouillon"}
        </span>
      )}
      <ScheduleBadge row={row} />
    </div>
  );
}

/** Said under 'Publier le' when it is to come: saving keeps or makes the row a draft until then. */
export const DRAFT_UNTIL_NOTE = "La fiche sera un brouillon jusqu'à cette date";

/**
 * The form's scheduled publication: 'Publier le' and 'Dépublier le', each a date and a time in
 * the site's time zone (said under the fields), each with 'Effacer'; read only for a member who
 * does not publish. A 'Publier le' to come says the row is a draft until then.
 */
export function ScheduleFields({
  form,
  idPrefix,
  readOnly,
}: {
  form: Pick<EntityFormState, "values" | "errors" | "setValue" | "editing">;
  idPrefix: string;
  readOnly: boolean;
}) {
  const zone = useAdminContext().siteTimeZone;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">Publication programmée</legend>
      {form.editing ? <ScheduleBadge row={form.editing} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {SCHEDULE_COLUMNS.map((column) => {
          const id = `${idPrefix}-${column}`;
          const value = form.values[column] ?? "";
          const held = column === "publish_at" && isToCome(fromZonedInput(value, zone));
          return (
            <FieldShell
              key={column}
              id={id}
              label={SCHEDULE_LABELS[column]}
              note={held ? `${zoneNote(zone)}. ${DRAFT_UNTIL_NOTE}` : zoneNote(zone)}
              error={form.errors[column]}
            >
              {(aria) => (
                <div className="flex min-w-0 gap-2">
                  <Input
                    {...aria}
                    id={id}
                    name={column}
                    type="datetime-local"
                    className="min-w-0"
                    readOnly={readOnly || undefined}
                    value={value}
                    onChange={(event) => form.setValue(column, event.target.value)}
                  />
                  {readOnly || value === "" ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      aria-label={`Effacer : ${SCHEDULE_LABELS[column]}`}
                      onClick={() => form.setValue(column, "")}
                    >
                      Effacer
                    </Button>
                  )}
                </div>
              )}
            </FieldShell>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Up and down in the public order; the first row cannot go up, the last cannot go down. */
export function MoveButtons({
  name,
  first,
  last,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Monter ${name}`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Descendre ${name}`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
    </>
  );
}
