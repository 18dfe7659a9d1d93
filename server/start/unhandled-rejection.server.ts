import { isConnectionLost } from "../db/availability.server";
import type { Logger } from "../spine/logger.server";

/**
 * What a promise nobody awaited may reject with. A database connection that PostgreSQL dropped
 * (a restart, a failover) can surface once more from the driver's socket after the outage was
 * already answered where queries wait (503s, the availability probe): that one is logged and the
 * process goes on serving. Any other unhandled rejection is a bug: it ends the process, as Node
 * does by default (`npm start` starts it again).
 */
export function unhandledRejectionPolicy(logger: Pick<Logger, "warn">) {
  return (reason: unknown) => {
    if (isConnectionLost(reason)) {
      logger.warn("db.connection_lost_unawaited", { error: reason });
      return;
    }
    throw reason;
  };
}
