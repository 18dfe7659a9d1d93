import { readFileSync } from "node:fs";
import path from "node:path";

/** Where scripts/build-server.mjs writes the built scripts' URLs: outside the served files. */
export const ISLANDS_MANIFEST = "islands.json";

/** The scripts built beside the router's: the pages that React does not hydrate load them. */
export interface BuiltScripts {
  /** The public pages' script (app/site/islands/main.ts). */
  islandsScript?: string;
  /** The sign-in page's script (app/admin/sign-in/main.ts). */
  signInScript?: string;
  /** The preview's overlay (app/site/preview/overlay.ts). */
  previewScript?: string;
}

/**
 * The URLs of the scripts in a production build (their names carry their content's hash, so they
 * are served with long-lived caching under /assets). A build without them gives none: the pages
 * then work as without JavaScript, the preview without its overlay.
 */
export function builtScripts(buildDir: string): BuiltScripts {
  try {
    const built = JSON.parse(readFileSync(path.join(buildDir, ISLANDS_MANIFEST), "utf8")) as {
      script?: unknown;
      signIn?: unknown;
      preview?: unknown;
    };
    const url = (value: unknown) => (typeof value === "string" ? value : undefined);
    return {
      islandsScript: url(built.script),
      signInScript: url(built.signIn),
      previewScript: url(built.preview),
    };
  } catch {
    return {};
  }
}
