import { type KeyboardEvent, useEffect, useRef } from "react";

/** How long a pause in typing ends a search, as in Radix's own lists. */
const SEARCH_RESET_MS = 1000;

/**
 * The option a search typed on a closed choice moves to: the first whose text starts with the
 * search, from the chosen one on; a single letter (or the same letter again and again) moves to
 * the next option with that letter, after the chosen one. Undefined when nothing else matches.
 */
export function nextOption(
  options: readonly (readonly [string, string])[],
  search: string,
  value: string,
): string | undefined {
  const first = search.charAt(0);
  const repeated = search.length > 1 && [...search].every((char) => char === first);
  const wanted = (repeated ? first : search).toLocaleLowerCase("fr");
  const current = Math.max(
    options.findIndex(([option]) => option === value),
    0,
  );
  const wrapped = [...options.slice(current), ...options.slice(0, current)];
  const candidates = wanted.length === 1 ? wrapped.filter(([option]) => option !== value) : wrapped;
  const found = candidates.find(([, text]) => text.toLocaleLowerCase("fr").startsWith(wanted));
  return found && found[0] !== value ? found[0] : undefined;
}

/**
 * Letters typed on a closed choice pick the option they start ('1' on 'Éléments par page' takes
 * 100), as a native list does: the choice's options are drawn only while it is open, so this
 * search reads them from the option list itself. Space and keys with a modifier are left to the
 * trigger (Space opens it).
 */
export function useClosedTypeahead(
  options: readonly (readonly [string, string])[],
  value: string,
  onChange: (value: string) => void,
) {
  const search = useRef("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (event: KeyboardEvent) => {
    if (event.key.length !== 1 || event.key === " " || event.ctrlKey || event.altKey) return;
    if (event.metaKey) return;
    search.current += event.key;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      search.current = "";
    }, SEARCH_RESET_MS);
    const next = nextOption(options, search.current, value);
    if (next !== undefined) onChange(next);
  };
}
