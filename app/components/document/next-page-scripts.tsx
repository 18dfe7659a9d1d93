import { createContext, useContext } from "react";
import type { EntryContext } from "react-router";

const NextPageScripts = createContext<readonly string[]>([]);

/** Set by entry.server for a server document that leads to a hydrated page (see below). */
export const NextPageScriptsProvider = NextPageScripts.Provider;

/**
 * The router's modules for the pages `routeIds` (and the router's own entry and manifest), read
 * from its manifest: what the browser runs to hydrate the page these routes make.
 */
export function scriptsOfRoutes(manifest: EntryContext["manifest"], routeIds: readonly string[]) {
  const scripts = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route?.module) continue;
    scripts.add(route.module);
    for (const imported of route.imports ?? []) scripts.add(imported);
  }
  return [...scripts];
}

/**
 * The scripts of the page this document leads to (the sign-in page: the dashboard), fetched at
 * the lowest priority once the page is loaded, into the browser's cache: neither parsed nor run
 * here, so the page's own first load stays what it is, and the next page starts without waiting
 * for the network. Nothing elsewhere.
 */
export function PrefetchNextPageScripts() {
  const scripts = useContext(NextPageScripts);
  return scripts.map((href) => <link key={href} rel="prefetch" as="script" href={href} />);
}
