import { readFileSync } from "node:fs";
import path from "node:path";

/** Where scripts/build-server.mjs writes the public pages' script's URL: outside the served files. */
export const ISLANDS_MANIFEST = "islands.json";

/**
 * The URL of the public pages' script in a production build (its name carries its content's
 * hash, so it is served with long-lived caching under /assets). A build without it gives none:
 * the pages then work as without JavaScript.
 */
export function builtIslandsScript(buildDir: string): string | undefined {
  try {
    const { script } = JSON.parse(readFileSync(path.join(buildDir, ISLANDS_MANIFEST), "utf8")) as {
      script?: unknown;
    };
    return typeof script === "string" ? script : undefined;
  } catch {
    return undefined;
  }
}
