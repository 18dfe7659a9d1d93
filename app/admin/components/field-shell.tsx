import type { ReactNode } from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/** The attributes a field's control takes from its shell. */
export interface FieldAria {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * One field of an admin form: its visible label (required fields marked with an asterisk hidden
 * from screen readers, which read `aria-required`), the control, an optional note and the field's
 * error under it; the note and the error are linked to the control by aria-describedby.
 */
export function FieldShell({
  id,
  label,
  required = false,
  note,
  error,
  errorSlot = false,
  className,
  children,
}: {
  /** The control's id; the note and error ids derive from it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  note?: ReactNode;
  error?: string;
  /**
   * The error's element is always there, hidden while empty, for a page's script to fill (the
   * sign-in page, which React does not hydrate).
   */
  errorSlot?: boolean;
  className?: string;
  children: (aria: FieldAria) => ReactNode;
}) {
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const described = [note ? noteId : "", error || errorSlot ? errorId : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {children({
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {note ? (
        <p id={noteId} className="line-clamp-2 text-xs text-muted-foreground">
          {note}
        </p>
      ) : null}
      {error || errorSlot ? (
        <p id={errorId} hidden={!error} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
