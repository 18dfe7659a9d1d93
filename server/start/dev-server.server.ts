import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { createApp } from "../app";
import type { AppServices, SsrHandler } from "../spine/context";
import { installArrayBufferDetached } from "./array-buffer-detached.server";

/**
 * `npm run dev`: the same app, with pages rendered from Vite's development build (hot reload),
 * and Vite's middleware in front for the browser's modules. No page cache: every request renders.
 */
export async function devServer(deps: AppServices): Promise<Server> {
  installArrayBufferDetached();
  const { createServer: createViteServer } = await import("vite");
  const server = createServer();
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  const ssr: SsrHandler = async (request, appDeps, nonce, clientAddress, preview) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, {
      deps: appDeps,
      nonce,
      clientAddress,
      islandsScript: "/app/site/islands/main.ts",
      signInScript: "/app/admin/sign-in/main.ts",
      ...(preview ? { preview, previewScript: "/app/site/preview/overlay.ts" } : {}),
    });
  };
  const listener = getRequestListener(createApp(deps, { ssr }).fetch);
  server.on("request", (req, res) => vite.middlewares(req, res, () => listener(req, res)));
  return server;
}
