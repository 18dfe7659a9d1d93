import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES } from "#domain/languages";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import { LanguageFlag } from "~/site/components/flags";
import { Icon } from "~/site/components/icon";
import { Link } from "~/site/components/links";
import { Island } from "../island";
import { menuIsland } from "./menu.island";

/**
 * The language dropdown (fr, en, ar with flags). Each choice is a plain link to the same
 * page with `?lang=`, so it works before JavaScript and for crawlers (the server saves it in the
 * cookie); its island also saves it in localStorage and closes the menu
 * on Escape or a click outside.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { language, t } = useI18n();
  const { pathname, hash } = useLocation();
  return (
    <Island name="menu" props={{}} className={cn("group relative", className)}>
      <summary
        {...menuIsland.part("summary")}
        className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 sm:gap-2 sm:px-2.5 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden"
      >
        <LanguageFlag language={language} className="rounded-[2px] shadow-sm" />
        <span aria-hidden="true" className="uppercase max-sm:hidden">
          {language}
        </span>
        <span className="sr-only">
          {t("header.languageCurrent", { language: LANGUAGE_NAMES[language] })}
        </span>
        <Icon of={ChevronDown} className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute end-0 z-50 mt-2 w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <Link
              to={{ pathname, search: `?lang=${code}`, hash }}
              lang={code}
              hrefLang={code}
              aria-current={code === language ? "true" : undefined}
              className="flex items-center gap-3 rounded-sm px-3 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none aria-[current]:font-semibold"
            >
              <LanguageFlag language={code} className="rounded-[2px] shadow-sm" />
              {LANGUAGE_NAMES[code]}
            </Link>
          </li>
        ))}
      </ul>
    </Island>
  );
}
