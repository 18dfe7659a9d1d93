import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A `<details>` disclosure (language menu, mobile menu): it opens and closes without JavaScript,
 * is announced as expanded/collapsed by screen readers, and once hydrated also closes on Escape,
 * on a click outside and when one of its links is chosen (the mobile menu closes on
 * selection).
 */
export function useDisclosure<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // A disclosure opened before hydration (natively) is open from the start.
  useEffect(() => {
    setHydrated(true);
    setOpen(Boolean(ref.current?.open));
  }, []);

  const close = useCallback((focusSummary = false) => {
    const details = ref.current;
    if (!details) return;
    details.open = false;
    setOpen(false);
    if (focusSummary) details.querySelector("summary")?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, close]);

  const onToggle = useCallback(() => setOpen(Boolean(ref.current?.open)), []);
  /**
   * For the summary, once hydrated: `role="button"` with its expanded state, which then follows
   * the menu. Before that (or without JavaScript) the browser's own details/summary semantics
   * announce the state.
   */
  const summaryProps = hydrated ? { role: "button" as const, "aria-expanded": open } : {};
  return { ref, open, close, onToggle, summaryProps };
}
