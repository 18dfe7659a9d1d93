import { savePreference, THEME_KEY, type Theme } from "#domain/preferences";
import { defineIsland, NO_PROPS } from "../contract";

/**
 * The theme toggle: light or dark, saved on every change. Its icons follow the `dark` class
 * through CSS; its pressed state is read from the page (the boot script may have chosen the theme
 * before paint), then follows each change.
 */
export const themeToggleIsland = defineIsland({
  name: "theme-toggle",
  root: "button",
  props: NO_PROPS,
  bind(button) {
    const root = document.documentElement;
    const show = () => button.setAttribute("aria-pressed", String(root.classList.contains("dark")));
    show();
    const bound = new AbortController();
    button.addEventListener(
      "click",
      () => {
        const next: Theme = root.classList.contains("dark") ? "light" : "dark";
        root.classList.toggle("dark", next === "dark");
        root.style.colorScheme = next;
        savePreference(THEME_KEY, next);
        show();
      },
      { signal: bound.signal },
    );
    return () => bound.abort();
  },
});
