import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import type { EntityDef } from "#domain/entities";
import { LANGUAGES, type Language } from "#domain/languages";
import { completeLanguages, translatableFields } from "#domain/translations";
import type { AdminRow } from "~/admin/lib/data-source";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

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
 * A row's publication: the switch for a member who may publish, its state in words otherwise
 * (without `onChange`).
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
  if (onChange) return <PublishedSwitch row={row} name={name} onChange={onChange} />;
  const published = row.published !== false;
  return (
    <span className={cn("text-sm", published ? undefined : "font-semibold")}>
      {published ? "Publié" : "Brouillon"}
    </span>
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
