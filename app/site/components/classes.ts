import { cn } from "~/lib/utils";

/**
 * Class strings for the public site's controls, with the look of the shadcn primitives in
 * components/ui without their Radix Slot: public components are rendered on the server only.
 */

const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";
const BUTTON_VARIANTS = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
} as const;
const BUTTON_SIZES = {
  default: "h-10 rounded-md px-4 py-2",
  sm: "h-9 rounded-md px-3",
  lg: "h-11 rounded-md px-8",
  icon: "size-10 rounded-md",
  /** No size or shape: the caller gives both. */
  none: "",
} as const;

export function buttonClass(
  variant: keyof typeof BUTTON_VARIANTS = "default",
  size: keyof typeof BUTTON_SIZES = "default",
) {
  return cn(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size]);
}

export const fieldClass =
  "flex w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

export const labelClass = "text-sm font-medium leading-none";

const BADGE_VARIANTS = {
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "text-foreground",
} as const;

export function badgeClass(variant: keyof typeof BADGE_VARIANTS = "secondary") {
  return cn(
    "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
    BADGE_VARIANTS[variant],
  );
}
