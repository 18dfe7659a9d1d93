import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.edge";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "#server/db/availability.server";
import { NextPageScriptsProvider, scriptsOfRoutes } from "./components/document/next-page-scripts";
import { StylesheetTextProvider } from "./components/document/stylesheets";
import { isHydratedPath, SIGN_IN_PATH } from "./lib/areas";

/** The screen signing in leads to: the back office's layout and its dashboard. */
const AFTER_SIGN_IN = ["root", "routes/admin/layout", "routes/admin/dashboard"];

export const streamTimeout = 5_000;

/**
 * Renders a page with React's web-streams build rather than its Node-streams one: the Node build
 * keeps each render's store in an AsyncLocalStorage, which turns Node's async hooks on for the
 * rest of the process, and every later request (a kept page too) then pays for them. The output
 * is the same HTML. On Node 20 the server installs `ArrayBuffer.prototype.detached`
 * before this module loads (server/start/array-buffer-detached.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const { pathname } = new URL(request.url);
  // A public page, and the sign-in page, are never hydrated: the router's hydration data, which
  // ServerRouter streams after the document whenever it has it, stays out of the HTML.
  if (!isHydratedPath(pathname) && routerContext.serverHandoffStream) {
    routerContext.serverHandoffStream.cancel().catch(() => {});
    routerContext.serverHandoffStream = undefined;
  }
  // A loader that failed for want of the database (a screen's rows, the layout's profile): the
  // page says so with a 503 and Retry-After, tried again later, never a 500.
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  if (errors.some(isDatabaseUnavailable)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  }
  let shellRendered = false;
  const body = await renderToReadableStream(
    <StylesheetTextProvider value={loadContext.stylesheets ?? null}>
      <NextPageScriptsProvider
        value={
          pathname === SIGN_IN_PATH ? scriptsOfRoutes(routerContext.manifest, AFTER_SIGN_IN) : []
        }
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NextPageScriptsProvider>
    </StylesheetTextProvider>,
    {
      nonce,
      // Whatever is still streaming a second after React Router gives up on deferred data is cut.
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  const userAgent = request.headers.get("user-agent");
  // Crawlers and non-browser clients get the whole document at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
