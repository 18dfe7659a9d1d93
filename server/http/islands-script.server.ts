import { readFileSync } from "node:fs";
import path from "node:path";

/** Where scripts/build-server.mjs writes the public pages' script's URL: outside the served files. */
export const ISLANDS_MANIFEST = "islands.json";

/**
 * The URLs of the public pages' script and of the preview's overlay script in a production build
 * (their names carry their content's hash, so they are served with long-lived caching under
 * /assets). A build without them gives none: the pages then work as without JavaScript, the
 * preview without its overlay.
 */
export function builtScripts(buildDir: string): { islandsScript?: string; previewScript?: string } {
  try {
    const { script, preview } = JSON.parse(
      readFileSync(path.join(buildDir, ISLANDS_MANIFEST), "utf8"),
    ) as { script?: unknown; preview?: unknown };
    return {
      islandsScript: typeof script === "string" ? script : undefined,
      previewScript: typeof preview === "string" ? preview : undefined,
    };
  } catch {
    return {};
  }
}
