import { isLanguage } from "#domain/languages";
import {
  isTheme,
  LANGUAGE_KEY,
  savePreference,
  storedPreference,
  THEME_KEY,
} from "#domain/preferences";
import { defineIsland, prop, RELOADING } from "../contract";

/**
 * Mirrors the settings in the browser, on the page's `<html>`: its language and where it came
 * from (`source`). A language that came from `?lang=` or the cookie is saved; one guessed from the
 * browser gives way to a choice saved in localStorage whose cookie is gone (the saved choice
 * first: the page is loaded again in it, and nothing else is bound). A saved theme without its
 * cookie gets its cookie back.
 */
export const preferencesIsland = defineIsland({
  name: "preferences",
  root: "html",
  props: prop.object({ source: prop.string() }),
  bind(root, { source }) {
    const language = root.lang;
    if (!isLanguage(language)) return undefined;
    if (source !== "browser") {
      savePreference(LANGUAGE_KEY, language);
    } else {
      const saved = storedPreference(LANGUAGE_KEY);
      if (isLanguage(saved) && saved !== language) {
        savePreference(LANGUAGE_KEY, saved);
        window.location.reload();
        return RELOADING;
      }
    }
    const theme = storedPreference(THEME_KEY);
    if (isTheme(theme) && !document.cookie.includes(`${THEME_KEY}=`)) {
      savePreference(THEME_KEY, theme);
    }
    return undefined;
  },
});
