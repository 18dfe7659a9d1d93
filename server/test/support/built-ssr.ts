import path from "node:path";
import type { SsrHandler } from "../../spine/context";
import { type BuiltPages, builtPages } from "../../start/ssr.server";
import { BUILD_DIR, ensureBuilt, ROOT } from "./process";

/**
 * The pages of the built app (`$BUILD_DIR`, built first when missing) as server/index.ts serves
 * them in production (page cache, inlined stylesheets); for `startTestServer(env, { ssr })`.
 */
export async function builtSsr(): Promise<SsrHandler> {
  return (await testPages()).ssr;
}

/**
 * The same pages with their page cache, for a test that also drops it on content writes as
 * production does: `pages.pageCache.invalidateOn(server.deps.changes)`.
 */
export async function testPages(): Promise<BuiltPages> {
  ensureBuilt();
  return builtPages(path.resolve(ROOT, BUILD_DIR));
}
