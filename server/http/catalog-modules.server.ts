import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "#domain/languages";

/** Where scripts/build-server.mjs keeps Vite's client manifest: outside the served files. */
export const CLIENT_MANIFEST = "client-manifest.json";

/**
 * The URL of each language's catalog chunk in the client build (from Vite's manifest), so that a
 * public page preloads its language's texts with the HTML. A build without the manifest gives
 * none: the browser then fetches the chunk when the page's script asks for it.
 */
export function builtCatalogModules(buildDir: string): Partial<Record<Language, string>> {
  let manifest: Record<string, { file?: string }>;
  try {
    manifest = JSON.parse(readFileSync(path.join(buildDir, CLIENT_MANIFEST), "utf8"));
  } catch {
    return {};
  }
  const modules: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const file = manifest[`domain/i18n/${language}.ts`]?.file;
    if (file) modules[language] = `/${file}`;
  }
  return modules;
}
