import { createServer, type Server } from "node:http";
import { createApp } from "../app";
import { pageListener } from "../pages/page-cache/replay.server";
import type { AppServices } from "../spine/context";
import { builtPages } from "./ssr.server";

/**
 * `npm start`: the built pages behind the page cache, which content writes empty (on every
 * process sharing the database), and the built client files.
 */
export async function productionServer(deps: AppServices, buildDir: string): Promise<Server> {
  const { ssr, clientDir, pageCache } = await builtPages(buildDir, {
    origin: deps.config.PUBLIC_URL,
  });
  pageCache.invalidateOn(deps.changes);
  pageCache.reportTo(deps.metrics);
  const app = createApp(deps, { ssr, clientDir });
  return createServer(pageListener(app.fetch, pageCache, deps));
}
