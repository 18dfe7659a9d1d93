import { bindIslands, RELOADING, type Unbind } from "~/site/islands/contract";
import { ISLANDS } from "~/site/islands/registry";

// Loaded by the preview's overlay on its first refresh only, never by a visitor's page.

/** The islands bound here in the page last put in place: stopped when the next one comes. */
let bound: Unbind[] = [];

/**
 * Binds the islands of a page body the overlay put in place of the first one (the islands script
 * bound the first one's only): the theme switch, the menus, the forms of the page shown respond
 * again. Those bound here before are stopped first; the page's `<html>` keeps its binding.
 */
export function bindIslandsAgain(body: HTMLElement) {
  for (const unbind of bound.splice(0)) unbind();
  const answer = bindIslands(body, ISLANDS);
  if (answer !== RELOADING) bound = answer;
}
