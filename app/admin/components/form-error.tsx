import type { ReactNode } from "react";

/**
 * What went wrong with a form or a panel, in the destructive colour and said at once by screen
 * readers (`role="alert"`); nothing at all while there is nothing to say.
 */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  if (children === undefined || children === null || children === false || children === "") {
    return null;
  }
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}
