import { LANGUAGE_KEY, savePreference } from "#domain/preferences";

/**
 * The `<details>` disclosures (`[data-disclosure]`: language menu, mobile menu) open and close
 * without JavaScript and are announced as expanded/collapsed by the browser's own semantics. Once
 * bound, the summary is a `role="button"` whose `aria-expanded` follows the menu (a menu opened
 * before is read open), and the menu closes on Escape (focus back on its summary), on a click
 * outside and when one of its links is chosen. A language link also saves the choice and keeps
 * the address's fragment.
 */
export function bindDisclosures(scope: ParentNode) {
  for (const details of scope.querySelectorAll<HTMLDetailsElement>("details[data-disclosure]")) {
    const summary = details.querySelector("summary");
    if (!summary) continue;
    summary.setAttribute("role", "button");
    const show = () => summary.setAttribute("aria-expanded", String(details.open));
    show();
    details.addEventListener("toggle", show);
    document.addEventListener("pointerdown", (event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    });
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      summary.focus();
    });
    details.addEventListener("click", (event) => {
      const link = (event.target as Element).closest?.("a");
      if (!link || !details.contains(link)) return;
      const language = link.dataset.language;
      if (language) {
        savePreference(LANGUAGE_KEY, language);
        // The server cannot know the address's fragment: the page in the other language opens
        // at the same section.
        link.hash = window.location.hash;
      }
      details.open = false;
    });
  }
}
