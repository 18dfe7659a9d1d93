import { Moon, Sun } from "lucide-react";
import type { Theme } from "#domain/preferences";
import { useI18n } from "~/i18n/i18n-provider";
import { buttonClass } from "~/site/components/classes";
import { Icon } from "~/site/components/icon";
import { Island } from "../island";

/**
 * Light or dark. The icons follow the `dark` class through CSS, so the right one shows before any
 * script; its island switches and saves the theme on a click and reads the pressed state from the
 * page (a click made before it is ready is kept and replayed).
 */
export function ThemeToggle({ initial }: { initial: Theme | null }) {
  const { t } = useI18n();
  return (
    <Island
      name="theme-toggle"
      props={{}}
      type="button"
      className={buttonClass("ghost", "icon")}
      aria-pressed={initial === "dark"}
      aria-label={t("header.themeDark")}
    >
      <Icon of={Moon} className="dark:hidden" />
      <Icon of={Sun} className="hidden dark:block" />
    </Island>
  );
}
