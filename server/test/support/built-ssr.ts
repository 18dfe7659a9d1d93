import path from "node:path";
import type { SsrHandler } from "../../app";
import { builtPages } from "../../ssr.server";
import { BUILD_DIR, ensureBuilt, ROOT } from "./process";

/**
 * The pages of the built app (`$BUILD_DIR`, built first when missing) as server/index.ts serves
 * them in production (page cache, inlined stylesheets); for `startTestServer(env, { ssr })`.
 */
export async function builtSsr(): Promise<SsrHandler> {
  ensureBuilt();
  return (await builtPages(path.resolve(ROOT, BUILD_DIR))).ssr;
}
