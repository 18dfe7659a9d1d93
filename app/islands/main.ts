/**
 * The public pages' one script (decision 086). Public pages are server-rendered React with no
 * React in the browser: this module binds the behaviour of their few interactive parts to the
 * server's markup, then marks `<html data-hydrated>`, which lets the first-click script replay a
 * click made before (decision 055). Every text it shows comes from the server's render (data
 * attributes), so no catalog is loaded here.
 */
import { bindIslands, RELOADING } from "~/site/islands/contract";
import { ISLANDS } from "~/site/islands/registry";
import { bindCarousels } from "./carousel";
import { bindDisclosures } from "./disclosure";
import { bindThemeToggles, mirrorPreferences } from "./preferences";

if (!mirrorPreferences()) {
  bindThemeToggles(document);
  bindDisclosures(document);
  if (bindIslands(document, ISLANDS) !== RELOADING) {
    bindCarousels(document);
    document.documentElement.dataset.hydrated = "true";
  }
}
