import { LANGUAGE_KEY, savePreference } from "#domain/preferences";
import { defineIsland, NO_PROPS } from "../contract";

/**
 * A `<details>` menu (the language menu, the mobile menu) opens and closes without JavaScript and
 * is announced as expanded/collapsed by the browser's own semantics. Bound, its summary is a
 * `role="button"` whose `aria-expanded` follows the menu (a menu opened before is read open), and
 * the menu closes on Escape (focus back on its summary), on a click outside and when one of its
 * links is chosen. A link to the page in another language (`hreflang`) also saves the choice and
 * keeps the address's fragment.
 */
export const menuIsland = defineIsland({
  name: "menu",
  root: "details",
  props: NO_PROPS,
  parts: { summary: "summary" },
  bind(details, _props, parts) {
    const summary = parts.one("summary");
    const bound = new AbortController();
    const options = { signal: bound.signal };
    summary.setAttribute("role", "button");
    const show = () => summary.setAttribute("aria-expanded", String(details.open));
    show();
    details.addEventListener("toggle", show, options);
    document.addEventListener(
      "pointerdown",
      (event) => {
        if (details.open && !details.contains(event.target as Node)) details.open = false;
      },
      options,
    );
    document.addEventListener(
      "keydown",
      (event) => {
        if (event.key !== "Escape" || !details.open) return;
        details.open = false;
        summary.focus();
      },
      options,
    );
    details.addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element).closest?.("a");
        if (!link || !details.contains(link)) return;
        const language = link.hreflang;
        if (language) {
          savePreference(LANGUAGE_KEY, language);
          // The server cannot know the address's fragment: the page in the other language opens
          // at the same section.
          link.hash = window.location.hash;
        }
        details.open = false;
      },
      options,
    );
    return () => bound.abort();
  },
});
