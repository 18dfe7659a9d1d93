import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { savePreference, THEME_KEY, type Theme } from "#domain/preferences";
import { useI18n } from "~/i18n/i18n-provider";
import { buttonClass } from "./ui";

/**
 * Light or dark, saved on every change. The icons follow the `dark` class through CSS, so
 * the right one shows before hydration; the pressed state is read from the page once hydrated.
 */
export function ThemeToggle({ initial }: { initial: Theme | null }) {
  const { t } = useI18n();
  const [dark, setDark] = useState(initial === "dark");
  useEffect(() => {
    setDark(document.documentElement.classList.contains("dark"));
  }, []);
  const toggle = () => {
    const next: Theme = dark ? "light" : "dark";
    const root = document.documentElement;
    root.classList.toggle("dark", next === "dark");
    root.style.colorScheme = next;
    savePreference(THEME_KEY, next);
    setDark(next === "dark");
  };
  return (
    <button
      type="button"
      className={buttonClass("ghost", "icon")}
      aria-pressed={dark}
      aria-label={t("header.themeDark")}
      onClick={toggle}
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
    </button>
  );
}
