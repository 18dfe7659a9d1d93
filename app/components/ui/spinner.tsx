import { cn } from "~/lib/utils";

/** A centred loading spinner with an accessible name (protected screens, demos). */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn("flex flex-col items-center justify-center gap-3 py-12", className)}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none"
      />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}
