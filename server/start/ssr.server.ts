import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { builtScripts } from "../http/islands-script.server";
import { builtStylesheets } from "../http/stylesheets.server";
import { renderQueue } from "../pages/page-cache/render-queue.server";
import { PageRoutes } from "../pages/page-cache/routes.server";
import { PageCache } from "../pages/page-cache.server";
import type { SsrHandler } from "../spine/context";
import { installArrayBufferDetached } from "./array-buffer-detached.server";

/** No production build where one was expected (a one-line message for the command line). */
export class MissingBuildError extends Error {}

/** The build's server entry, or MissingBuildError naming it and the command that makes it. */
export function requireBuild(buildDir: string): string {
  const serverBuild = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverBuild))
    throw new MissingBuildError(`No build found at ${serverBuild}: run npm run build`);
  return serverBuild;
}

export interface BuiltPages {
  ssr: SsrHandler;
  /** The client build, served under /assets. */
  clientDir: string;
  /** Dropped on content writes: `pageCache.invalidateOn(deps.changes)`. */
  pageCache: PageCache;
}

/**
 * The pages of a production build (`BUILD_DIR`): React Router's handler behind the page cache
 * (public HTML rendered once per route, language and theme, served with each
 * response's own nonce), with the built stylesheets inlined. Each page has one
 * path, unknown paths share one kept 404, and renders wait their turn in a bounded queue.
 */
export async function builtPages(
  buildDir: string,
  options: { origin?: string } = {},
): Promise<BuiltPages> {
  const serverBuild = requireBuild(buildDir);
  installArrayBufferDetached();
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const clientDir = path.join(buildDir, "client");
  const stylesheets = builtStylesheets(clientDir);
  const { islandsScript, signInScript, previewScript } = builtScripts(buildDir);
  const pageCache = new PageCache({
    origin: options.origin,
    routes: PageRoutes.fromManifest(build.routes),
  });
  const ssr = pageCache.wrap(
    renderQueue((request, deps, nonce, clientAddress, preview) =>
      handler(request, {
        deps,
        nonce,
        clientAddress,
        stylesheets,
        islandsScript,
        signInScript,
        ...(preview ? { preview, previewScript } : {}),
      }),
    ),
  );
  return { ssr, clientDir, pageCache };
}
