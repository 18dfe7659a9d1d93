import type { Server, ServerResponse } from "node:http";
import type { Logger } from "../http/logger.server";

/**
 * Graceful shutdown on SIGTERM or SIGINT: stop accepting, let in-flight requests finish, then run
 * `cleanup` (background jobs, database) and exit; forced after 15 s. Responses still to be sent
 * once stopping carry `Connection: close`, so a keep-alive client does not hold the process open
 * until its idle timeout (the shutdown test measured 4 s).
 */
export function stopGracefully(server: Server, logger: Logger, cleanup: () => Promise<void>) {
  let stopping = false;
  const pending = new Set<ServerResponse>();
  // First of the request listeners: the page listener may write a kept page's head at once.
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (stopping) response.setHeader("Connection", "close");
    pending.add(response);
    response.once("close", () => pending.delete(response));
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const response of pending) {
      if (!response.headersSent) response.setHeader("Connection", "close");
    }
    logger.info("server.stopping", { signal });
    const force = setTimeout(() => {
      logger.warn("server.forced_exit", { signal });
      process.exit(1);
    }, 15_000);
    force.unref();
    server.close(async () => {
      await cleanup();
      logger.info("server.stopped", { signal });
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
