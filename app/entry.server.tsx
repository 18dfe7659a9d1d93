import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { StylesheetTextProvider } from "./components/document/stylesheets";
import { isAdminPath } from "./lib/areas";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // A public page is never hydrated (decision 086): the router's hydration data, which
  // ServerRouter streams after the document whenever it has it, stays out of the HTML.
  if (!isAdminPath(new URL(request.url).pathname) && routerContext.serverHandoffStream) {
    routerContext.serverHandoffStream.cancel().catch(() => {});
    routerContext.serverHandoffStream = undefined;
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and non-browser clients get the whole document at once.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetTextProvider value={loadContext.stylesheets ?? null}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetTextProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
