import { cn } from "~/lib/utils";

/**
 * One block of the site. The home page stacks them under its own h1 (headings h2); each block's
 * own route renders it as the page (heading h1).
 */
export function Section({
  id,
  title,
  intro,
  asPage = false,
  className,
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  asPage?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const Heading = asPage ? "h1" : "h2";
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-20 py-16 sm:py-20", className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <header className="mb-10 max-w-3xl">
          <Heading
            id={headingId}
            className={cn(
              "font-bold tracking-tight text-balance",
              asPage ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
            )}
          >
            {title}
          </Heading>
          {intro ? <p className="mt-4 text-lg text-muted-foreground text-pretty">{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
