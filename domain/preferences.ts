import { readCookie } from "./cookies";
import { isLanguage, type Language, negotiateLanguage } from "./languages";

/**
 * The visitor's two saved settings: `localStorage.theme` /
 * `localStorage.language`, mirrored in cookies of the same names so the server renders the right
 * language, direction and theme in the first byte.
 */
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const LANGUAGE_KEY = "language";
export const THEME_KEY = "theme";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** One cookie's value from a Cookie header (the site's one cookie reader). */
export const readCookieValue = readCookie;

/** What the preferences are read from: a Request, or any object with its URL and headers. */
export interface RequestView {
  url: string;
  headers: { get(name: string): string | null };
}

/** Where the language came from: only a saved or requested choice is stored again. */
export type LanguageSource = "query" | "cookie" | "browser";

/**
 * `?lang=` first (a shareable URL per language), then the saved choice,
 * then the browser's languages (fr or ar when they match, else en).
 */
export function languageOf(request: RequestView): { language: Language; source: LanguageSource } {
  const query = new URL(request.url).searchParams.get("lang");
  if (isLanguage(query)) return { language: query, source: "query" };
  const saved = readCookieValue(request.headers.get("cookie"), LANGUAGE_KEY);
  if (isLanguage(saved)) return { language: saved, source: "cookie" };
  return { language: negotiateLanguage(request.headers.get("accept-language")), source: "browser" };
}

/** The saved theme, or null: then the browser decides from the system preference before paint. */
export function themeOf(request: RequestView): Theme | null {
  const saved = readCookieValue(request.headers.get("cookie"), THEME_KEY);
  return isTheme(saved) ? saved : null;
}

/** A Set-Cookie value for one setting (readable by the page's script, which mirrors it). */
export function preferenceCookie(name: typeof LANGUAGE_KEY | typeof THEME_KEY, value: string) {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}

/** In the browser: save a setting in localStorage and in its cookie. */
export function savePreference(name: typeof LANGUAGE_KEY | typeof THEME_KEY, value: string) {
  try {
    window.localStorage.setItem(name, value);
  } catch {
    // Storage can be disabled (private mode): the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie mirrors the choice for the server
  document.cookie = preferenceCookie(name, value);
}

/** In the browser: a setting saved in localStorage, if valid. */
export function storedPreference(name: typeof LANGUAGE_KEY | typeof THEME_KEY) {
  try {
    return window.localStorage.getItem(name);
  } catch {
    return null;
  }
}

/**
 * Runs in `<head>` before the first paint when no theme cookie exists (no flash of the wrong
 * theme): the saved theme, else the system's dark-mode preference.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");if(t!=="light"&&t!=="dark"){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}var e=document.documentElement;e.classList.toggle("dark",t==="dark");e.style.colorScheme=t}catch(_){}})();`;
