import { Menu, X } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import { buttonClass } from "~/site/components/classes";
import { Icon } from "~/site/components/icon";
import { Link, NavLink } from "~/site/components/links";
import { NAV_ITEMS } from "~/site/lib/site-config";
import { Island } from "../island";
import { menuIsland } from "./menu.island";

/**
 * The mobile menu shows the same items as the header and closes on selection. A
 * `<details>` disclosure: keyboard-operable and announced as expanded or collapsed; its links
 * load a new page, which closes it (its island also closes it on Escape or a click outside).
 */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <Island name="menu" props={{}} className={cn("group", className)}>
      <summary
        {...menuIsland.part("summary")}
        className={cn(
          buttonClass("ghost", "icon"),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Icon of={Menu} className="group-open:hidden" />
        <Icon of={X} className="hidden group-open:block" />
        <span className="sr-only">{t("header.menu")}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b bg-background shadow-lg">
        <nav aria-label={t("nav.label")} className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
          <ul className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className="block rounded-md px-3 py-3 text-base font-medium hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/demos" className={cn(buttonClass(), "mt-4 w-full")}>
            {t("header.requestDemo")}
          </Link>
        </nav>
      </div>
    </Island>
  );
}
