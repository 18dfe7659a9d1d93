import type * as React from "react";
import { cn } from "~/lib/utils";

/** A read-only field stays readable and focusable, on a muted ground with a dashed border. */
export function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive [&[readonly]]:border-dashed [&[readonly]]:bg-muted md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
