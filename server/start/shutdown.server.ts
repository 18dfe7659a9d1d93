import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../spine/logger.server";

/**
 * Graceful shutdown on SIGTERM or SIGINT: stop accepting, let in-flight requests finish, then run
 * `cleanup` (background jobs, database) and exit; forced after 15 s. Responses still to be sent
 * once stopping carry `Connection: close`, so a keep-alive client does not hold the process open
 * until its idle timeout (the shutdown test measured 4 s).
 */
export function stopGracefully(server: Server, logger: Logger, cleanup: () => Promise<void>) {
  let stopping = false;
  // Open connections and the latest response on each, kept per connection rather than per
  // request: a set that every request joined and left rebuilt its table every few dozen requests,
  // garbage that outlived young collections on the busiest path. A keep-alive connection answers
  // many requests; its entry is only overwritten.
  const connections = new Set<Socket>();
  const latest = new WeakMap<Socket, ServerResponse>();
  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  // First of the request listeners: the page listener may write a kept page's head at once.
  server.prependListener("request", (request, response: ServerResponse) => {
    if (stopping) response.setHeader("Connection", "close");
    latest.set(request.socket, response);
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const socket of connections) {
      const response = latest.get(socket);
      if (response && !response.headersSent) response.setHeader("Connection", "close");
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
