/**
 * The public pages' one script. Public pages are server-rendered React with no React in the
 * browser: this module binds every island of the page (`[data-island]`, `<html>` first) by name,
 * then marks `<html data-hydrated>`, which lets the first-click script replay a click made before.
 * Every text an island shows comes from the server's render (props, templates), so no catalog is
 * loaded here. An island that reloads the page (the language saved in this browser) stops it.
 */
import { bindIslands, RELOADING } from "~/site/islands/contract";
import { ISLANDS } from "~/site/islands/registry";

if (bindIslands(document, ISLANDS) !== RELOADING) {
  document.documentElement.dataset.hydrated = "true";
}
