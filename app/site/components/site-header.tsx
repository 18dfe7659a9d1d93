import type { Theme } from "#domain/preferences";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import { Link, NavLink } from "~/site/components/links";
import { LanguageMenu } from "~/site/islands/menu/language-menu";
import { MobileMenu } from "~/site/islands/menu/mobile-menu";
import { ThemeToggle } from "~/site/islands/theme-toggle/theme-toggle";
import { NAV_ITEMS } from "~/site/lib/site-config";
import { buttonClass } from "./classes";
import { LogoMark } from "./logo";

/** Shared layout: the sticky header. */
export function SiteHeader({ siteName, theme }: { siteName: string; theme: Theme | null }) {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      {/* The navigation shows from `wide-nav` (site.css) up, where the whole row fits in one
          line of whole words, in every language and in the system's font before the web font;
          below, the menu button holds it. On the narrowest phones the site's name gives way
          (truncated, its full name in its title) so that every control stays inside the
          viewport; the link keeps its full name for assistive technology. */}
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-md font-bold wide-nav:shrink-0 text-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t("site.homeLink", { siteName })}
        >
          <LogoMark className="size-8 shrink-0" />
          <span className="truncate" title={siteName}>
            {siteName}
          </span>
        </Link>
        <nav aria-label={t("nav.label")} className="hidden wide-nav:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-foreground aria-[current=page]:underline aria-[current=page]:underline-offset-8 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageMenu />
          <ThemeToggle initial={theme} />
          <Link to="/demos" className={cn(buttonClass("default", "sm"), "max-sm:hidden")}>
            {t("header.requestDemo")}
          </Link>
          <MobileMenu className="wide-nav:hidden" />
        </div>
      </div>
    </header>
  );
}
