import { isLanguage } from "#domain/languages";
import {
  isTheme,
  LANGUAGE_KEY,
  savePreference,
  storedPreference,
  THEME_KEY,
  type Theme,
} from "#domain/preferences";

/**
 * Mirrors the settings in the browser (the server writes the page's language and where it came
 * from on `<html>`: `data-language-source`). A language that came from `?lang=` or the cookie is
 * saved; one guessed from the browser gives way to a choice saved in localStorage whose cookie is
 * gone (the saved choice first: the page is loaded again in it). A saved theme without its cookie
 * gets its cookie back. Returns true when the page is being reloaded.
 */
export function mirrorPreferences(): boolean {
  const root = document.documentElement;
  const language = root.lang;
  const source = root.dataset.languageSource;
  if (!isLanguage(language) || !source) return false;
  if (source !== "browser") {
    savePreference(LANGUAGE_KEY, language);
  } else {
    const saved = storedPreference(LANGUAGE_KEY);
    if (isLanguage(saved) && saved !== language) {
      savePreference(LANGUAGE_KEY, saved);
      window.location.reload();
      return true;
    }
  }
  const theme = storedPreference(THEME_KEY);
  if (isTheme(theme) && !document.cookie.includes(`${THEME_KEY}=`)) {
    savePreference(THEME_KEY, theme);
  }
  return false;
}

/**
 * The theme toggle (`[data-theme-toggle]`): light or dark, saved on every change. Its icons
 * follow the `dark` class through CSS; its pressed state is read from the page (the boot script
 * may have chosen the theme before paint), then follows each change.
 */
export function bindThemeToggles(scope: ParentNode) {
  const root = document.documentElement;
  for (const button of scope.querySelectorAll<HTMLButtonElement>("[data-theme-toggle]")) {
    const show = () => button.setAttribute("aria-pressed", String(root.classList.contains("dark")));
    show();
    button.addEventListener("click", () => {
      const next: Theme = root.classList.contains("dark") ? "light" : "dark";
      root.classList.toggle("dark", next === "dark");
      root.style.colorScheme = next;
      savePreference(THEME_KEY, next);
      show();
    });
  }
}
