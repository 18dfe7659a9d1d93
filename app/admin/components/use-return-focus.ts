import { useCallback, useEffect, useRef } from "react";

/**
 * Remembers what had focus when a form or dialog opened and gives it back when it closes
 * Radix returns focus only to its own Trigger; the admin opens dialogs
 * from table rows and cards, and inline forms unmount, so the focus would fall to the page.
 */
export function useReturnFocus(open: boolean, fallbackId?: string) {
  const target = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);

  const remember = useCallback(() => {
    target.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);

  // When what had focus is gone (a list replaced by a form and rebuilt), focus `fallbackId`.
  const restore = useCallback(() => {
    const element = target.current?.isConnected
      ? target.current
      : fallbackId
        ? document.getElementById(fallbackId)
        : null;
    element?.focus();
  }, [fallbackId]);

  useEffect(() => {
    if (wasOpen.current && !open) restore();
    wasOpen.current = open;
  }, [open, restore]);

  /** For Radix's onCloseAutoFocus: hand focus back ourselves when we can. */
  const onCloseAutoFocus = useCallback((event: Event) => {
    if (target.current?.isConnected) {
      event.preventDefault();
      target.current.focus();
    }
  }, []);

  return { remember, restore, onCloseAutoFocus };
}
