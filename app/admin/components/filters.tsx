import { FilterIcon } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { cn } from "~/lib/utils";
import { useClosedTypeahead } from "./option-typeahead";
import type { ListState } from "./use-list-params";

/** The value of a filter's "every …" choice. */
export const ALL = "all";

/** A labelled filter field with its message, tied to it for screen readers. */
export function FilterInput({
  id,
  label,
  type,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  type: "search" | "date";
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A choice among `[value, text]` options (a filter, a row's state, a role); the trigger takes
 * its id, label and ARIA attributes from the caller. The chosen option's text is written by the
 * page itself, so the server's HTML shows it too: a trigger that filled in only once hydrated
 * would widen and move what follows under a first click. Its options are drawn only while it is
 * open (a closed Radix list would otherwise draw them all, into a hidden fragment, in a second
 * render before the screen first shows: a content list has four such choices, the inbox one a
 * message), and letters typed on it closed pick an option all the same.
 */
export function OptionSelect({
  value,
  onChange,
  options,
  ...trigger
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
} & Omit<ComponentProps<typeof SelectTrigger>, "onChange">) {
  const [open, setOpen] = useState(false);
  const typeahead = useClosedTypeahead(options, value, onChange);
  return (
    <Select value={value} onValueChange={onChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger
        {...trigger}
        onKeyDown={(event) => {
          trigger.onKeyDown?.(event);
          if (!open) typeahead(event);
        }}
      >
        <SelectValue>{options.find(([option]) => option === value)?.[1]}</SelectValue>
      </SelectTrigger>
      {open ? (
        <SelectContent>
          {options.map(([option, text]) => (
            <SelectItem key={option} value={option}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      ) : null}
    </Select>
  );
}

/** A labelled choice among options, the first one meaning "no filter" (ALL). */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: [string, string][];
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect
        id={id}
        value={value}
        onChange={onChange}
        options={[[ALL, allLabel], ...options]}
      />
    </div>
  );
}

/** A list's filter kept in its address: '' there is ALL here ("every …"). */
export function ListFilterSelect<Filter extends string>({
  list,
  name,
  ...select
}: {
  list: ListState<Filter>;
  name: Filter;
  id: string;
  label: string;
  allLabel: string;
  options: [string, string][];
}) {
  return (
    <FilterSelect
      {...select}
      value={list.params.filters[name] || ALL}
      onChange={(value) => list.setFilter(name, value === ALL ? "" : value)}
    />
  );
}

/** How long typing pauses before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/**
 * 'Rechercher': the search sent once typing pauses (SEARCH_DELAY_MS); a search changed from
 * outside (back, a shared link) shows in the field.
 */
export function SearchField({
  id,
  label = "Rechercher",
  value,
  onSearch,
}: {
  id: string;
  label?: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (draft.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = draft.trim();
      onSearchRef.current(draft);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        value={draft}
        className="w-full sm:w-64"
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}

/**
 * A list's filters, folded on a phone (below 640 px) behind a 'Filtres' button (a disclosure:
 * `aria-expanded`, the number of filters in use beside its name) so that the first screen shows
 * rows; from 640 px up they are always shown and the button is not.
 */
export function FoldedFilters({
  id,
  active,
  children,
}: {
  /** The id of the filters' container, which the button controls. */
  id: string;
  /** How many filters are in use. */
  active: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Button
        type="button"
        variant="outline"
        className="self-start sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <FilterIcon aria-hidden="true" />
        Filtres
        {active > 0 ? <span className="text-muted-foreground">({active})</span> : null}
      </Button>
      <div id={id} className={cn(!open && "max-sm:hidden")}>
        {children}
      </div>
    </div>
  );
}
